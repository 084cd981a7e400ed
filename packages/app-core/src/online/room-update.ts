/**
 * A room's change as the server broadcasts it: the actions just played, numbered, with the new position and
 * seats, instead of the whole view with its log. A client keeps its view by applying each update; one that
 * finds actions missing (an update lost or skipped) asks for the whole view again.
 */
import type { Action } from '@pastime/farkle';
import type { PublicFarkleState, RoomPhase, RoomView, SeatView } from './room.ts';

/** The actions of a game played since the last update, and the game's position after them. */
export interface GameUpdate {
  /** The game's number: an update of another game than the view's cannot be applied. */
  readonly number: number;
  /** How many actions of the game were played before `actions`. */
  readonly from: number;
  readonly actions: readonly { readonly seat: number; readonly action: Action }[];
  /** The seed, once the game is over. */
  readonly seed: string | null;
  readonly state: PublicFarkleState;
  /** When the turn timer runs out for the person to play (epoch ms); null while none runs. */
  readonly turnEndsAt?: number | null;
}

/** `update` over the realtime channel: what changed in a room, for those who have its view. */
export interface RoomUpdate {
  readonly id: string;
  readonly phase: RoomPhase;
  readonly seats: readonly SeatView[];
  /** Null while no game has been started. */
  readonly game: GameUpdate | null;
}

/** The update that takes a client from the view after `from` actions of the game to `view`. */
export function roomUpdateOf(view: RoomView, from: number): RoomUpdate {
  const game = view.game;
  return {
    id: view.id,
    phase: view.phase,
    seats: view.seats,
    game:
      game === null
        ? null
        : {
            number: game.number,
            from,
            actions: game.log.slice(from),
            seed: game.seed,
            state: game.state,
            turnEndsAt: game.turnEndsAt ?? null,
          },
  };
}

/**
 * The view after `update`: undefined when it cannot be applied to `view` (another room or game, or actions
 * missing between the two), and the client must ask for the whole view. An update older than the view (its
 * actions all in the log already) leaves the view as it is.
 */
export function applyRoomUpdate(view: RoomView, update: RoomUpdate): RoomView | undefined {
  if (update.id !== view.id) return undefined;
  const game = view.game;
  const next = update.game;
  if (next === null) return game === null ? { ...view, phase: update.phase, seats: update.seats } : undefined;
  if (game === null || game.number !== next.number) return undefined;
  const known = game.log.length;
  if (next.from > known) return undefined;
  const end = next.from + next.actions.length;
  if (end < known) return view;
  return {
    ...view,
    phase: update.phase,
    seats: update.seats,
    game: {
      ...game,
      seed: next.seed,
      log: known === end ? game.log : [...game.log, ...next.actions.slice(known - next.from)],
      state: next.state,
      turnEndsAt: next.turnEndsAt ?? null,
    },
  };
}
