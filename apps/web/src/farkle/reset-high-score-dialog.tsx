import { formatPoints } from '@pastime/app-core';
import { ConfirmDialog } from './confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      title="Reset High Score?"
      description={`Reset the high score of ${formatPoints(highScore)} points to 0? This cannot be undone.`}
      confirm="Reset to 0"
      onConfirm={onReset}
      onCancel={onCancel}
    />
  );
}
