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
  /** How long the turn timer had left when the update was sent (ms); null while none runs. */
  readonly turnMsLeft?: number | null;
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
            turnMsLeft: game.turnMsLeft ?? null,
          },
  };
}

/**
 * The turn's deadline on the client's clock: the time left as the server sent it, from `receivedAt` (the client's
 * epoch ms when it came), so that a clock set differently from the server's counts down the same; the server's
 * own deadline where the time left is not given.
 */
function localDeadline(
  game: { readonly turnEndsAt?: number | null; readonly turnMsLeft?: number | null },
  receivedAt: number | undefined,
): number | null {
  const left = game.turnMsLeft ?? null;
  if (receivedAt !== undefined && left !== null) return receivedAt + left;
  return game.turnEndsAt ?? null;
}

/** A whole view as a client keeps it: the turn's deadline on its own clock (`receivedAt`, its epoch ms). */
export function receivedRoom(view: RoomView, receivedAt: number): RoomView {
  const game = view.game;
  return game === null ? view : { ...view, game: { ...game, turnEndsAt: localDeadline(game, receivedAt) } };
}

/**
 * The view after `update`: undefined when it cannot be applied to `view` (another room or game, or actions
 * missing between the two), and the client must ask for the whole view. An update older than the view (its
 * actions all in the log already) leaves the view as it is. With `receivedAt` (the client's epoch ms when the
 * update came), the turn's deadline is put on the client's clock.
 */
export function applyRoomUpdate(
  view: RoomView,
  update: RoomUpdate,
  receivedAt?: number,
): RoomView | undefined {
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
      turnEndsAt: localDeadline(next, receivedAt),
      turnMsLeft: next.turnMsLeft ?? null,
    },
  };
}
