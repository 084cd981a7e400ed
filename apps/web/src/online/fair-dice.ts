/**
 * The fair-dice check of a finished online game: the seed the server reveals at the end must hash (SHA-256) to
 * the commitment it showed at the start, and must replay, with the log of actions, to the totals everyone saw
 * (`finishedRoomSave`).
 */
import { finishedRoomSave, type RoomView } from '@pastime/app-core';

export type DiceCheck = 'checking' | 'verified' | 'mismatch';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function checkDice(view: RoomView): Promise<Exclude<DiceCheck, 'checking'>> {
  const game = view.game;
  if (game === null || game.seed === null) return 'mismatch';
  if ((await sha256(game.seed)) !== game.commitment) return 'mismatch';
  return finishedRoomSave(view) === undefined ? 'mismatch' : 'verified';
}
