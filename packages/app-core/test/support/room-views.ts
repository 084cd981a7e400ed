/** Rooms' views for the tests of their updates and of following them: a two-person game after some actions. */
import { apply, computerAction, newGame, type Action, type FarkleState } from '@pastime/farkle';
import { DEFAULT_ROOM_SETTINGS, publicState, type RoomView, type SeatView } from '../../src/index.ts';

export const seats: SeatView[] = [
  { kind: 'human', name: 'Ada', creator: true, connected: true, standIn: false },
  { kind: 'human', name: 'Bo', creator: false, connected: true, standIn: false },
];

/** The room's view after `played` actions of a two-person game, each chosen by the computer. */
export function viewAfter(
  played: number,
  number = 1,
  turnEndsAt: number | null = null,
  turnMsLeft: number | null = null,
): RoomView {
  let state: FarkleState = newGame({ mode: 'two-player', names: ['Ada', 'Bo'], seed: 7 });
  const log: { seat: number; action: Action }[] = [];
  for (let i = 0; i < played; i++) {
    const action = computerAction(state);
    log.push({ seat: state.current, action });
    state = apply(state, action);
  }
  return {
    id: 'room',
    phase: 'playing',
    settings: DEFAULT_ROOM_SETTINGS,
    seats,
    game: {
      number,
      commitment: 'c'.repeat(64),
      seed: null,
      log,
      state: publicState(state),
      turnEndsAt,
      turnMsLeft,
    },
  };
}
