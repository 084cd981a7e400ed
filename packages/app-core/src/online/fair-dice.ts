/**
 * The fair-dice check of a finished online game: the seed the server reveals at the end must hash (SHA-256) to
 * the commitment it showed at the start, and must replay, with the log of actions, to the totals everyone saw.
 * The browser and Node both have WebCrypto, so each app checks the same way.
 */
import { newFarkleSave, playFarkle } from '../farkle/save.ts';
import { setupConfig } from '../farkle/setup.ts';
import { roomSetup, type RoomView } from './room.ts';

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
  const names = view.seats.flatMap((seat) => (seat.kind === 'human' ? [seat.name ?? ''] : []));
  try {
    let save = newFarkleSave(setupConfig(roomSetup(view.settings, names), { seed: game.seed }));
    for (const { action } of game.log) save = playFarkle(save, action);
    const totals = save.state.players.map((player) => player.total);
    return totals.every((total, i) => total === game.state.players[i]?.total) ? 'verified' : 'mismatch';
  } catch {
    // A log the engine refuses was not played from this seed.
    return 'mismatch';
  }
}
