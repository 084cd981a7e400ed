import { formatPoints } from '@pastime/app-core';
import { Dialog } from '../shell/dialog.tsx';

export interface ResetHighScoreDialogProps {
  readonly open: boolean;
  /** The high score stored now (another tab may change it while the question is open). */
  readonly highScore: number;
  readonly onReset: () => void;
  /** Cancel or Escape: the high score stays. */
  readonly onCancel: () => void;
}

/**
 * File → Reset High Score asks first (002 §1.2.10.f sets it to 0, which cannot be undone), naming the score that
 * would be lost. Cancel has the focus, so a stray Enter keeps the record.
 */
export function ResetHighScoreDialog({ open, highScore, onReset, onCancel }: ResetHighScoreDialogProps) {
  return (
    <Dialog
      open={open}
      title="Reset High Score?"
      description={`Reset the high score of ${formatPoints(highScore)} points to 0? This cannot be undone.`}
      onCancel={onCancel}
      class="farkle-dialog"
    >
      <div class="dialog-actions">
        <button type="button" class="button" onClick={onReset}>
          Reset to 0
        </button>
        <button type="button" class="button button-quiet" data-autofocus onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
