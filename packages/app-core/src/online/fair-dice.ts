/**
 * The fair-dice check of a finished online game: the seed the server reveals at the end must hash (SHA-256) to
 * the commitment it showed at the start, and must replay, with the log of actions, to the totals everyone saw
 * (`finishedRoomSave`). Each app hashes with what its platform has (WebCrypto, `node:crypto`).
 */
import { finishedRoomSave, type RoomView } from './room.ts';

export type DiceCheck = 'checking' | 'verified' | 'mismatch';

/** SHA-256 of a text's UTF-8, in lowercase hex. */
export type Sha256Hex = (text: string) => string | Promise<string>;

/** Whether a finished game's seed is the one committed to and replays to the totals shown. */
export async function checkDice(
  view: RoomView,
  sha256Hex: Sha256Hex,
): Promise<Exclude<DiceCheck, 'checking'>> {
  const game = view.game;
  if (game === null || game.seed === null) return 'mismatch';
  if ((await sha256Hex(game.seed)) !== game.commitment) return 'mismatch';
  return finishedRoomSave(view) === undefined ? 'mismatch' : 'verified';
}
