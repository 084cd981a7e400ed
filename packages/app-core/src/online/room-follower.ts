/**
 * A room followed from a client, the same in every client: the connection's state, the room's latest view (whole,
 * or an update applied to the one before; a missed update asks for the whole view again), the seat this client
 * plays, and a refusal that ends it. Free of sockets: the app's end of the channel hands each event on and does what
 * the follower asks of it (`sync`).
 */
import { applyRoomUpdate, receivedRoom, type RoomUpdate } from './room-update.ts';
import type { Refused, RoomView } from './room.ts';
import type { Unreachable } from './unreachable.ts';

/** The connection to the room: being made, made, lost and tried again, or refused for good. */
export type RoomConnection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** What a request of the room's (an action, a start, a hand-over) is answered. */
export type RoomAnswer = { readonly ok: true } | Refused | Unreachable;

export interface RoomSnapshot {
  readonly connection: RoomConnection;
  /** Why the room lets this client in no more (an unknown room, a token it does not know). */
  readonly refusal: Refused | null;
  readonly view: RoomView | null;
  /** The seat this client plays; null: watching (or not yet told). */
  readonly seat: number | null;
}

export interface RoomFollowerOptions {
  /** Asks the server for the room's whole view again. */
  readonly sync: () => void;
  /** The client's clock, by which a turn's time left is counted (default `Date.now`). */
  readonly now?: () => number;
}

export class RoomFollower {
  readonly #sync: () => void;
  readonly #now: () => number;
  readonly #listeners = new Set<() => void>();
  #snapshot: RoomSnapshot = { connection: 'connecting', refusal: null, view: null, seat: null };

  constructor(options: RoomFollowerOptions) {
    this.#sync = options.sync;
    this.#now = options.now ?? Date.now;
  }

  get snapshot(): RoomSnapshot {
    return this.#snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The server said which seat this client plays. */
  welcome(seat: number | null): void {
    this.#set({ seat });
  }

  /** The room's whole view came (on connecting, when a game begins, after a sync). */
  room(view: RoomView): void {
    this.#set({ view: receivedRoom(view, this.#now()), connection: 'connected' });
  }

  /** An update of the view came: applied to the last view, or, when one was missed, the whole view asked for. */
  update(update: RoomUpdate): void {
    const last = this.#snapshot.view;
    if (last === null) return;
    const next = applyRoomUpdate(last, update, this.#now());
    if (next === undefined) this.#sync();
    else this.#set({ view: next });
  }

  connected(): void {
    if (this.#snapshot.connection !== 'refused') this.#set({ connection: 'connected' });
  }

  /** The connection was lost or could not be made: it is tried again. */
  lost(): void {
    if (this.#snapshot.connection !== 'refused') this.#set({ connection: 'reconnecting' });
  }

  /** The room refused this client: final. */
  refused(refusal: Refused): void {
    this.#set({ connection: 'refused', refusal });
  }

  #set(change: Partial<RoomSnapshot>): void {
    const before = this.#snapshot;
    const after = { ...before, ...change };
    if ((Object.keys(change) as (keyof RoomSnapshot)[]).every((key) => before[key] === after[key])) return;
    this.#snapshot = after;
    for (const listener of this.#listeners) listener();
  }
}
