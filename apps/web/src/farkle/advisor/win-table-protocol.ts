/** What the page and the win-table worker say to each other. */
import type { Rules } from '@pastime/farkle';

export interface WinTableRequest {
  readonly rules: Rules;
}

export type WinTableMessage =
  { readonly kind: 'progress'; readonly fraction: number } | { readonly kind: 'done'; readonly text: string };
