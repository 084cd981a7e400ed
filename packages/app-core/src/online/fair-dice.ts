/**
 * The fair-dice check of a finished online game: the seed the server reveals at the end must hash (SHA-256) to
 * the commitment it showed at the start, and must replay, with the log of actions, to the totals everyone saw
 * (`finishedRoomSave`). The browser and Node both have WebCrypto, so each app checks the same way.
 */
import { finishedRoomSave, type RoomView } from './room.ts';

export type DiceCheck = 'checking' | 'verified' | 'mismatch';

/** SHA-256 of a text's UTF-8, in hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a finished game's seed is the one committed to and replays to the totals shown. */
export async function checkDice(view: RoomView): Promise<Exclude<DiceCheck, 'checking'>> {
  const game = view.game;
  if (game === null || game.seed === null) return 'mismatch';
  if ((await sha256Hex(game.seed)) !== game.commitment) return 'mismatch';
  return finishedRoomSave(view) === undefined ? 'mismatch' : 'verified';
}
