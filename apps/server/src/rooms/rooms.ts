/**
 * The rooms and their games, authoritative: every request is checked against the room and the engine, every
 * accepted action is written to the database before anyone is told of it, and the computer's seats play at the
 * computer's pace. Each room's requests run one at a time; a room is read from the database when first asked for,
 * so a restarted server takes every game up at its last stored action.
 */
import {
  FARKLE_PACE_MS,
  newFarkleSave,
  peopleSeats,
  playFarkle,
  publicState,
  refused,
  ROOM_IDLE_DAYS,
  roomSetup,
  seatMayAct,
  seatNameProblem,
  setupConfig,
  type Clock,
  type FarkleSave,
  type Refused,
  type RoomSettings,
  type RoomUpdate,
  type RoomView,
  type SeatView,
} from '@pastime/app-core';
import { computerAction, FarkleError, type Action, type FarkleState } from '@pastime/farkle';
import { newRoomId, newSeed, newToken, sha256 } from './secrets.ts';
import type { RoomStore } from './room-store.ts';
import { type StoredRoom, type StoredSeat } from './room-store.ts';

/** A seat handed out: its number, and the secret that plays it. */
export interface SeatTicket {
  readonly ok: true;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

interface LiveGame {
  readonly number: number;
  readonly seed: string;
  readonly commitment: string;
  readonly save: FarkleSave;
  readonly seats: readonly number[];
}

interface LiveRoom {
  readonly id: string;
  readonly settings: RoomSettings;
  seats: readonly StoredSeat[];
  game: LiveGame | null;
  /** Open connections per person's seat. */
  readonly connections: Map<number, number>;
  /** Since when each person's seat has had no connection (seats never connected: since the room was read). */
  readonly awaySince: Map<number, number>;
  /** People's seats the Expert computer plays for now. */
  readonly standIns: Set<number>;
  /** When the turn being played began: the turn timer counts from there. */
  turnStartedAt: number;
  /** The turn being played (`turnKeyOf`), to tell when a new one begins. */
  turnKey: string;
  /** When the turn timer runs out for the person to play (epoch ms), while it runs. */
  turnEndsAt: number | null;
  /** Cancels what waits for its time: the computer's next action, or the end of the turn timer. */
  cancelComputer: (() => void) | undefined;
  /** The game and the number of its actions the watchers were last told of: the next update starts there. */
  told: { readonly game: number; readonly actions: number } | undefined;
}

export interface RoomsOptions {
  readonly store: RoomStore;
  readonly clock: Clock;
  /** How long each computer action stays on the table before the next (a farkle twice as long). */
  readonly pace?: number;
  /** Reports a failure no request caused (a computer's action that could not be stored). */
  readonly onError?: (error: Error) => void;
  /** Rooms one address may have open at once (default `MAX_OPEN_ROOMS`). */
  readonly maxOpenRooms?: number;
  /** Other processes write to the same database: a refused request is judged again on the room read afresh. */
  readonly shared?: boolean;
  /** Where the games' seeds come from (default `newSeed`: 128 random bits); a test chooses its dice. */
  readonly seeds?: () => string;
}

/**
 * What the watchers of a room hear after a change: the actions since the last change with the new position and
 * seats, or the whole view when a game begins (their view's game is not this one).
 */
export type RoomChange =
  | { readonly kind: 'update'; readonly update: RoomUpdate }
  | { readonly kind: 'view'; readonly view: RoomView };

type Listener = (change: RoomChange) => void;

/** The rooms one address may have open (played in within `ROOM_IDLE_DAYS`) at once. */
export const MAX_OPEN_ROOMS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export class Rooms {
  readonly #store: RoomStore;
  readonly #clock: Clock;
  readonly #pace: number;
  readonly #onError: (error: Error) => void;
  readonly #maxOpenRooms: number;
  readonly #shared: boolean;
  readonly #seeds: () => string;
  #roomRead: (id: string) => void = () => undefined;
  #written: (id: string, handedOver?: number) => void = () => undefined;
  readonly #rooms = new Map<string, Promise<LiveRoom | undefined>>();
  /** The end of each room's queue of requests. */
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #closed = false;

  constructor(options: RoomsOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#pace = options.pace ?? FARKLE_PACE_MS;
    this.#onError = options.onError ?? (() => undefined);
    this.#maxOpenRooms = options.maxOpenRooms ?? MAX_OPEN_ROOMS;
    this.#shared = options.shared ?? false;
    this.#seeds = options.seeds ?? newSeed;
  }

  /**
   * Creates a room with the creator in the first person's seat. `creator` identifies who asks (a hash of
   * the address), which may have at most `MAX_OPEN_ROOMS` rooms played in within `ROOM_IDLE_DAYS`.
   */
  async create(name: string, settings: RoomSettings, creator = ''): Promise<SeatTicket | Refused> {
    const problem = seatNameProblem(name, []);
    if (problem !== undefined) return refused('bad-name', problem);
    if ((await this.#store.countOpen(creator, this.#idleSince())) >= this.#maxOpenRooms) {
      return refused('rate-limited', `at most ${this.#maxOpenRooms} open rooms from one address`);
    }
    const id = newRoomId();
    const token = newToken();
    const seat = peopleSeats(settings)[0] ?? 0;
    const first = { seat, name: name.trim(), tokenHash: sha256(token), creator: true };
    await this.#store.create(id, settings, first, creator);
    return { ok: true, room: id, seat, token };
  }

  /** Deletes the rooms nobody has played in for `ROOM_IDLE_DAYS`; returns how many. */
  async sweep(): Promise<number> {
    const deleted = await this.#store.deleteIdle(this.#idleSince());
    for (const id of deleted) {
      const room = await this.#rooms.get(id);
      room?.cancelComputer?.();
      this.#rooms.delete(id);
    }
    return deleted.length;
  }

  #idleSince(): Date {
    return new Date(this.#clock.now() - ROOM_IDLE_DAYS * DAY_MS);
  }

  /** Gives the next free person's seat to `name`. */
  join(id: string, name: string): Promise<SeatTicket | Refused> {
    return this.#inRoom(id, async (room) => {
      const free = peopleSeats(room.settings).find(
        (seat) => !room.seats.some((taken) => taken.seat === seat),
      );
      if (free === undefined) return refused('room-full');
      const problem = seatNameProblem(
        name,
        room.seats.map((taken) => taken.name),
      );
      if (problem !== undefined) return refused('bad-name', problem);
      const token = newToken();
      const seat: StoredSeat = { seat: free, name: name.trim(), tokenHash: sha256(token), creator: false };
      if (!(await this.#store.addSeat(id, seat))) {
        await this.#refresh(room);
        return refused('room-full');
      }
      room.seats = [...room.seats, seat].sort((a, b) => a.seat - b.seat);
      this.#changed(room);
      this.#written(id);
      return { ok: true, room: id, seat: free, token };
    });
  }

  /** The seat a token holds in a room: a number, null for an onlooker (no token), or a refusal. */
  seatOf(id: string, token: string | undefined): Promise<number | null | Refused> {
    return this.#inRoom(id, async (room) => (token === undefined ? null : this.#seatOfToken(room, token)));
  }

  /** The room as everyone in it sees it. */
  view(id: string): Promise<RoomView | Refused> {
    return this.#inRoom(id, async (room) => viewOf(room, this.#clock.now()), 'fresh');
  }

  /** Starts the first game, or a rematch once a game is over: the creator's to ask. */
  start(id: string, token: string | undefined): Promise<{ ok: true } | Refused> {
    return this.#inRoom(id, async (room) => {
      const seat = this.#seatOfToken(room, token);
      if (typeof seat !== 'number') return seat;
      if (!room.seats.some((taken) => taken.seat === seat && taken.creator)) return refused('not-creator');
      if (room.game !== null && room.game.save.state.phase !== 'game-over') return refused('already-started');
      if (room.seats.length < peopleSeats(room.settings).length) return refused('seats-open');
      const number = (room.game?.number ?? 0) + 1;
      const seed = this.#seeds();
      const commitment = sha256(seed);
      const started = this.#clock.now();
      if (!(await this.#store.startGame(id, number, seed, commitment, started))) {
        await this.#refresh(room);
        return refused('already-started');
      }
      room.game = gameOf(room.settings, room.seats, number, seed, commitment);
      this.#beginsTurn(room, room.game, started);
      this.#changed(room);
      this.#written(id);
      return { ok: true };
    });
  }

  /**
   * Plays a person's action, made on the position after `seen` actions: refused, changing nothing, unless it is
   * that seat's turn on that very position and the engine takes it.
   */
  act(id: string, token: string | undefined, seen: number, action: Action): Promise<{ ok: true } | Refused> {
    return this.#inRoom(id, async (room) => {
      const seat = this.#seatOfToken(room, token);
      if (typeof seat !== 'number') return seat;
      const game = room.game;
      if (game === null) return refused('not-started');
      const state = game.save.state;
      if (state.phase === 'game-over') return refused('game-over');
      if (seen !== game.save.log.length) return refused('stale');
      if (!seatMayAct(state, seat)) return refused('not-your-turn');
      // Acting takes the seat back from the computer standing in.
      room.standIns.delete(seat);
      return this.#play(room, game, seat, action);
    });
  }

  /** Hands an absent person's seat to the Expert computer until its person comes back: the creator's to ask. */
  handOver(id: string, token: string | undefined, seat: number): Promise<{ ok: true } | Refused> {
    return this.#inRoom(id, async (room) => {
      const own = this.#seatOfToken(room, token);
      if (typeof own !== 'number') return own;
      if (!room.seats.some((taken) => taken.seat === own && taken.creator)) return refused('not-creator');
      const person = room.settings.seats[seat] === 'human';
      if (!person || (room.connections.get(seat) ?? 0) > 0) return refused('not-absent');
      room.standIns.add(seat);
      this.#changed(room);
      this.#written(id, seat);
      return { ok: true };
    });
  }

  /** Counts a connection of a seat (null: an onlooker's, not counted), so the seats show who is here. */
  connect(id: string, seat: number | null): () => void {
    if (seat === null) return () => undefined;
    // Fresh: the update told of it starts where everyone is, also when another process played meanwhile.
    void this.#inRoom(
      id,
      async (room) => {
        room.connections.set(seat, (room.connections.get(seat) ?? 0) + 1);
        room.awaySince.delete(seat);
        // The person is back: the computer standing in gives the seat back.
        room.standIns.delete(seat);
        this.#changed(room);
      },
      'fresh',
    );
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      void this.#inRoom(
        id,
        async (room) => {
          const left = (room.connections.get(seat) ?? 1) - 1;
          if (left > 0) room.connections.set(seat, left);
          else {
            room.connections.delete(seat);
            room.awaySince.set(seat, this.#clock.now());
          }
          this.#changed(room);
        },
        'fresh',
      );
    };
  }

  /**
   * Who is connected to the room over every process that serves it (seat → connections), where several do: it
   * replaces what this process counted of its own connections. A room this process has not read is left alone.
   */
  async present(id: string, seats: ReadonlyMap<number, number>): Promise<void> {
    if (this.#closed || !this.holds(id)) return;
    // Fresh: the change told of it starts where everyone is, also when another process played meanwhile.
    await this.#inRoom(
      id,
      async (room) => {
        const now = this.#clock.now();
        let changed = false;
        for (const seat of peopleSeats(room.settings)) {
          const count = seats.get(seat) ?? 0;
          const was = (room.connections.get(seat) ?? 0) > 0;
          if (count > 0) room.connections.set(seat, count);
          else room.connections.delete(seat);
          if (was === count > 0) continue;
          changed = true;
          if (count > 0) {
            room.awaySince.delete(seat);
            room.standIns.delete(seat);
          } else room.awaySince.set(seat, now);
        }
        if (changed) this.#changed(room);
      },
      'fresh',
    );
  }

  /** Whether this process has read the room (and so keeps its timers and counts). */
  holds(id: string): boolean {
    return this.#rooms.has(id);
  }

  /**
   * Calls `listener` with each room this process reads from the database. Where several processes serve the
   * rooms, a room read without a connection here counts as away everyone who is not counted: the channel counts
   * them over every process then.
   */
  onRoomRead(listener: (id: string) => void): void {
    this.#roomRead = listener;
  }

  /**
   * Calls `listener` with each room this process wrote to the database (a seat, a game, an action), or in which
   * it handed a seat over to the computer (`handedOver`): where several processes serve the rooms, the others are
   * told (`heard`) and read it again.
   */
  onWritten(listener: (id: string, handedOver?: number) => void): void {
    this.#written = listener;
  }

  /**
   * Another process wrote to the room, or handed `handedOver` to the computer: a room this process holds is read
   * again, and its watchers here are told what changed.
   */
  async heard(id: string, handedOver?: number): Promise<void> {
    if (this.#closed || !this.holds(id)) return;
    await this.#inRoom(
      id,
      async (room) => {
        if (handedOver === undefined || room.settings.seats[handedOver] !== 'human') return;
        if ((room.connections.get(handedOver) ?? 0) > 0 || room.standIns.has(handedOver)) return;
        room.standIns.add(handedOver);
        this.#changed(room);
      },
      'fresh',
    );
  }

  /** Tells `listener` of each change of the room. */
  watch(id: string, listener: Listener): () => void {
    let listeners = this.#listeners.get(id);
    if (listeners === undefined) this.#listeners.set(id, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(id);
    };
  }

  /** Stops the computers' timers; requests still queued finish. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const loading of this.#rooms.values()) (await loading)?.cancelComputer?.();
    await Promise.allSettled([...this.#queues.values()]);
  }

  #seatOfToken(room: LiveRoom, token: string | undefined): number | Refused {
    if (token === undefined) return refused('spectator');
    const hash = sha256(token);
    return room.seats.find((seat) => seat.tokenHash === hash)?.seat ?? refused('bad-token');
  }

  /** Stores the action as the game's next, then plays it: a refusal of the engine or the store changes nothing. */
  async #play(room: LiveRoom, game: LiveGame, seat: number, action: Action): Promise<{ ok: true } | Refused> {
    let next: FarkleSave;
    try {
      next = playFarkle(game.save, action);
    } catch (error) {
      if (error instanceof FarkleError) return refused('illegal', error.problem);
      throw error;
    }
    const n = game.save.log.length + 1;
    const played = this.#clock.now();
    if (!(await this.#store.append(room.id, game.number, n, seat, next.log[n - 1] ?? action, played))) {
      await this.#refresh(room);
      return refused('stale');
    }
    room.game = { ...game, save: next, seats: [...game.seats, seat] };
    this.#beginsTurn(room, room.game, played);
    this.#changed(room);
    this.#written(room.id);
    return { ok: true };
  }

  /**
   * Runs `work` on the room when its earlier requests are done. Where other processes write to the same rooms,
   * a `fresh` request reads what they wrote first; any other runs on the room as this process has it, and again
   * after reading it when refused and the room had moved on: a refusal changes nothing, and a write on a room
   * read before another process's write fails in the database (each action, seat and game is written once).
   */
  #inRoom<T>(
    id: string,
    work: (room: LiveRoom) => Promise<T>,
    read: 'fresh' | 'optimistic' = 'optimistic',
  ): Promise<T | Refused> {
    const previous = this.#queues.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      const room = await this.#load(id);
      if (room === undefined) return refused('unknown-room');
      if (!this.#shared) return work(room);
      if (read === 'fresh' && (await this.#refresh(room)) === 'gone') return refused('unknown-room');
      const result = await work(room);
      if (read === 'fresh' || !isRefused(result)) return result;
      const moved = await this.#refresh(room);
      if (moved === 'gone') return refused('unknown-room');
      return moved === 'changed' ? work(room) : result;
    });
    const settled = next.catch(() => undefined);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return next;
  }

  #load(id: string): Promise<LiveRoom | undefined> {
    let loading = this.#rooms.get(id);
    if (loading === undefined) {
      loading = this.#store.load(id).then((stored) => {
        if (stored === undefined) {
          this.#rooms.delete(id);
          return undefined;
        }
        const room = liveRoom(stored, this.#clock.now());
        this.#schedule(room);
        this.#roomRead(id);
        return room;
      });
      loading.catch(() => this.#rooms.delete(id));
      this.#rooms.set(id, loading);
    }
    return loading;
  }

  /**
   * Starts the turn's clock at `at` (epoch ms, as stored) when `game` is at a new turn: the same time every
   * process, and this one after reading the room again, counts the turn's deadline from.
   */
  #beginsTurn(room: LiveRoom, game: LiveGame, at: number): void {
    const key = turnKeyOf(game);
    if (key === room.turnKey) return;
    room.turnKey = key;
    room.turnStartedAt = at;
  }

  /**
   * Takes up what another process wrote to the room since it was read. Presence and the computers standing in
   * stay this process's own.
   */
  async #refresh(room: LiveRoom): Promise<'gone' | 'unchanged' | 'changed'> {
    // Most often the room is as this process left it: one small query tells, instead of reading it all again.
    const mark = await this.#store.mark(room.id);
    if (mark === undefined) return 'gone';
    if (
      mark.game === (room.game?.number ?? 0) &&
      mark.actions === (room.game?.save.log.length ?? 0) &&
      mark.seats === room.seats.length
    ) {
      return 'unchanged';
    }
    const stored = await this.#store.load(room.id);
    if (stored === undefined) return 'gone';
    const fresh = liveRoom(stored, this.#clock.now());
    const before = room.game;
    const changed =
      fresh.seats.length !== room.seats.length ||
      fresh.game?.number !== before?.number ||
      fresh.game?.save.log.length !== before?.save.log.length;
    if (!changed) return 'unchanged';
    room.seats = fresh.seats;
    room.game = fresh.game;
    room.turnKey = fresh.turnKey;
    room.turnStartedAt = fresh.turnStartedAt;
    this.#changed(room);
    return 'changed';
  }

  #changed(room: LiveRoom): void {
    // Scheduled first, so that the change carries the new turn's deadline.
    this.#schedule(room);
    const listeners = this.#listeners.get(room.id);
    if (listeners !== undefined && listeners.size > 0) {
      const change = changeOf(room, this.#clock.now());
      for (const listener of listeners) listener(change);
    }
  }

  /**
   * Plays the computer's next action at the pace when a computer has the turn, or stands in for a person: the
   * Expert plays a person's seat once their turn timer runs out, or once they have been away for its length.
   */
  #schedule(room: LiveRoom): void {
    room.cancelComputer?.();
    room.cancelComputer = undefined;
    room.turnEndsAt = null;
    const game = room.game;
    if (this.#closed || game === null) return;
    const state = game.save.state;
    if (state.phase === 'game-over') return;
    const seat = state.current;
    const now = this.#clock.now();
    const turnKey = turnKeyOf(game);
    if (turnKey !== room.turnKey) {
      room.turnKey = turnKey;
      room.turnStartedAt = now;
    }
    const computer = state.players[seat]?.kind === 'computer';
    if (!computer && !room.standIns.has(seat)) {
      const timer = room.settings.turnTimer * 1000;
      if (timer === 0) return;
      const away = room.awaySince.get(seat);
      const deadline = Math.min(room.turnStartedAt + timer, away === undefined ? Infinity : away + timer);
      room.turnEndsAt = deadline;
      room.cancelComputer = this.#clock.after(Math.max(0, deadline - now), () => {
        room.cancelComputer = undefined;
        void this.#inRoom(room.id, async (live) => {
          if (live.game?.save.state !== state) return;
          live.standIns.add(seat);
          this.#changed(live);
        });
      });
      return;
    }
    const farkled = state.events.some((event) => event.type === 'farkled');
    room.cancelComputer = this.#clock.after(farkled ? this.#pace * 2 : this.#pace, () => {
      room.cancelComputer = undefined;
      void this.#inRoom(room.id, async (live) => {
        const now = live.game;
        if (now === null || now.save.state !== state) return;
        if (!computer && !live.standIns.has(seat)) return;
        await this.#play(live, now, seat, computer ? computerAction(state) : standInAction(state));
      }).catch((error: unknown) => this.#onError(error instanceof Error ? error : new Error(String(error))));
    });
  }
}

function isRefused(result: unknown): result is Refused {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false;
}

/** What the Expert would play for the person whose turn it is. */
function standInAction(state: FarkleState): Action {
  const players = state.players.map((player, i) =>
    i === state.current ? { ...player, level: 'expert' as const } : player,
  );
  return computerAction({ ...state, players });
}

function liveRoom(stored: StoredRoom, now: number): LiveRoom {
  let game: LiveGame | null = null;
  // The turn being played began with the game or with the action that ended the turn before: a room read
  // again (after a restart, or another process's write) keeps its turn's deadline.
  let turnKey = '';
  let turnStartedAt = now;
  if (stored.game !== null) {
    const { game: number, seed, commitment, actions, startedAt } = stored.game;
    game = gameOf(stored.settings, stored.seats, number, seed, commitment);
    turnKey = turnKeyOf(game);
    turnStartedAt = startedAt;
    for (const { seat, action, at } of actions) {
      game = { ...game, save: playFarkle(game.save, action), seats: [...game.seats, seat] };
      const key = turnKeyOf(game);
      if (key !== turnKey) {
        turnKey = key;
        turnStartedAt = at;
      }
    }
  }
  return {
    id: stored.id,
    settings: stored.settings,
    seats: stored.seats,
    game,
    connections: new Map(),
    awaySince: new Map(peopleSeats(stored.settings).map((seat) => [seat, now])),
    standIns: new Set(),
    turnStartedAt,
    turnKey,
    turnEndsAt: null,
    cancelComputer: undefined,
    told: undefined,
  };
}

/** The turn being played, as `game:player:turn`, to tell when a new one begins. */
function turnKeyOf(game: LiveGame): string {
  const state = game.save.state;
  return `${game.number}:${state.current}:${state.turn}`;
}

function gameOf(
  settings: RoomSettings,
  seats: readonly StoredSeat[],
  number: number,
  seed: string,
  commitment: string,
): LiveGame {
  const names = seats.map((seat) => seat.name);
  const save = newFarkleSave(setupConfig(roomSetup(settings, names), { seed }));
  return { number, seed, commitment, save, seats: [] };
}

function phaseOf(room: LiveRoom): RoomView['phase'] {
  if (room.game === null) return 'waiting';
  return room.game.save.state.phase === 'game-over' ? 'finished' : 'playing';
}

function seatViews(room: LiveRoom): SeatView[] {
  const players = room.game?.save.state.players;
  return room.settings.seats.map((kind, seat) => {
    const person = room.seats.find((taken) => taken.seat === seat);
    return {
      kind,
      name: players?.[seat]?.name ?? person?.name ?? null,
      creator: person?.creator ?? false,
      connected: kind !== 'human' || (room.connections.get(seat) ?? 0) > 0,
      standIn: room.standIns.has(seat),
    };
  });
}

function logOf(game: LiveGame, from = 0): { seat: number; action: Action }[] {
  return game.save.log.slice(from).map((action, i) => ({ seat: game.seats[from + i] ?? 0, action }));
}

function viewOf(room: LiveRoom, now: number): RoomView {
  const game = room.game;
  const state = game?.save.state;
  return {
    id: room.id,
    phase: phaseOf(room),
    settings: room.settings,
    seats: seatViews(room),
    game:
      game === null || state === undefined
        ? null
        : {
            number: game.number,
            commitment: game.commitment,
            seed: state.phase === 'game-over' ? game.seed : null,
            log: logOf(game),
            state: publicState(state),
            turnEndsAt: room.turnEndsAt,
            turnMsLeft: msLeft(room, now),
          },
  };
}

/**
 * What the room's watchers are told of its change, and the mark of it: only the actions since the last telling,
 * unless the game is another than the one last told of.
 */
function changeOf(room: LiveRoom, now: number): RoomChange {
  const game = room.game;
  const told = room.told;
  room.told = game === null ? undefined : { game: game.number, actions: game.save.log.length };
  if (game === null) {
    return {
      kind: 'update',
      update: { id: room.id, phase: phaseOf(room), seats: seatViews(room), game: null },
    };
  }
  if (told === undefined || told.game !== game.number || told.actions > game.save.log.length) {
    return { kind: 'view', view: viewOf(room, now) };
  }
  const state = game.save.state;
  return {
    kind: 'update',
    update: {
      id: room.id,
      phase: phaseOf(room),
      seats: seatViews(room),
      game: {
        number: game.number,
        from: told.actions,
        actions: logOf(game, told.actions),
        seed: state.phase === 'game-over' ? game.seed : null,
        state: publicState(state),
        turnEndsAt: room.turnEndsAt,
        turnMsLeft: msLeft(room, now),
      },
    },
  };
}

/** How long the turn timer has left at `now`, null while none runs. */
function msLeft(room: LiveRoom, now: number): number | null {
  return room.turnEndsAt === null ? null : Math.max(0, room.turnEndsAt - now);
}
