import { Dialog } from '../shell/dialog.tsx';
import type { EndSummaryText as EndSummary } from '@pastime/app-core';

export interface EndDialogProps {
  /** The finished game's summary, or `null` while no game has ended. */
  readonly summary: EndSummary | null;
  readonly onPlayAgain: () => void;
  readonly onMainMenu: () => void;
  /** Quit, the close button in the box's upper part (002 §1.5.1.d) and Escape. */
  readonly onQuit: () => void;
}

/**
 * The Conclusion of Game option box (002 §1.5): the score or the winner, Play Again?, Main Menu and Quit, and a
 * close button in its top corner that quits as Quit does.
 */
export function EndDialog({ summary, onPlayAgain, onMainMenu, onQuit }: EndDialogProps) {
  return (
    <Dialog
      open={summary !== null}
      title={summary?.title ?? 'Game over'}
      onCancel={onQuit}
      onClose={onQuit}
      class="farkle-dialog farkle-end-dialog"
    >
      {summary?.lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {summary?.congratulation && <p class="fk-congratulation">{summary.congratulation}</p>}
      <div class="dialog-actions">
        <button type="button" class="button" data-autofocus onClick={onPlayAgain}>
          Play Again?
        </button>
        <button type="button" class="button button-quiet" onClick={onMainMenu}>
          Main Menu
        </button>
        <button type="button" class="button button-quiet" onClick={onQuit}>
          Quit
        </button>
      </div>
    </Dialog>
  );
}
