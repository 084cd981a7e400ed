import { ConfirmDialog } from './confirm-dialog.tsx';

/** The File menu's ways of leaving a game in progress that ask first. */
export type LeaveCommand = 'restart-game' | 'quit';

export interface LeaveGameDialogProps {
  /** What the player chose, while it is asked; null when nothing is. */
  readonly asking: LeaveCommand | null;
  readonly onConfirm: () => void;
  /** Cancel or Escape: the game goes on. */
  readonly onCancel: () => void;
}

const WORDS: Readonly<Record<LeaveCommand, { title: string; description: string; confirm: string }>> = {
  'restart-game': {
    title: 'Restart Game?',
    description:
      'Start again from the first turn with the same players? The game so far is recorded as abandoned.',
    confirm: 'Restart Game',
  },
  quit: {
    title: 'Quit Game?',
    description: 'Give up this game and leave Farkle? The game so far is recorded as abandoned.',
    confirm: 'Quit',
  },
};

/**
 * File → Restart Game and Quit ask first once a die has been rolled (`gameInProgress`): either gives the game up.
 * Cancel has the focus, so a stray Enter keeps the game.
 */
export function LeaveGameDialog({ asking, onConfirm, onCancel }: LeaveGameDialogProps) {
  const words = WORDS[asking ?? 'quit'];
  return <ConfirmDialog open={asking !== null} {...words} onConfirm={onConfirm} onCancel={onCancel} />;
}
