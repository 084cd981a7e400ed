import { formatPoints } from '@pastime/app-core';
import type { FarkleState, FinalRoundStartedEvent } from '@pastime/farkle';
import { Dialog } from '../shell/dialog.tsx';

export interface LastTurnDialogProps {
  readonly state: FarkleState | null;
  /** The event that started the final round, while its notice is due; `null` otherwise. */
  readonly notice: FinalRoundStartedEvent | null;
  /** OK or Escape: the other player's last turn begins. */
  readonly onDismiss: () => void;
}

/** The message box of 002 §1.4.6: a player has reached 10,000 and the other has one last turn to beat it. */
export function LastTurnDialog({ state, notice, onDismiss }: LastTurnDialogProps) {
  const name = (index: number): string => state?.players[index]?.name ?? '';
  return (
    <Dialog open={notice !== null} title="Last turn!" onCancel={onDismiss} class="farkle-dialog">
      {notice && (
        <p>
          {name(notice.marked)} reached {formatPoints(notice.total)} points.{' '}
          {(state?.players.length ?? 2) > 2
            ? 'Every other player has one last turn to beat that total.'
            : `${name(notice.challenger)} has one last turn to beat that total.`}
        </p>
      )}
      <div class="dialog-actions">
        <button type="button" class="button" data-autofocus onClick={onDismiss}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
