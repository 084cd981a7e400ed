/** The Advisor in a room: for a player on their turn, where the room's settings allow it. */
import type { Advice, FarkleState } from '@pastime/farkle';
import { adviceFor, type NoAdvice } from '../farkle/advice.ts';
import { seatMayAct, type RoomView } from './room.ts';

/** Why a player in a room gets no advice now. */
export type NoRoomAdvice = 'not-allowed' | 'not-started' | 'not-your-turn' | NoAdvice;

/** The best play for seat `seat` now, or why there is none. */
export function roomAdvice(
  view: RoomView,
  seat: number,
): { readonly ok: true; readonly advice: Advice } | { readonly ok: false; readonly reason: NoRoomAdvice } {
  if (!view.settings.advisorAllowed) return { ok: false, reason: 'not-allowed' };
  const game = view.game;
  if (game === null) return { ok: false, reason: 'not-started' };
  if (game.state.phase === 'game-over') return { ok: false, reason: 'game-over' };
  if (!seatMayAct(game.state, seat)) return { ok: false, reason: 'not-your-turn' };
  // The Advisor reads no die to come: the hidden seed and generator are stood in for.
  const state: FarkleState = { ...game.state, seed: 0, rng: [0, 0, 0, 0] };
  return adviceFor(state);
}
