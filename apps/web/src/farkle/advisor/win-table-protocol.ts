/** What the page asks the win-table worker; the worker answers with app-core's `WinTableMessage`s. */
import type { Rules } from '@pastime/farkle';

export interface WinTableRequest {
  readonly rules: Rules;
}
