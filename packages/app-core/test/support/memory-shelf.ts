/**
 * In-memory ports for the managers' tests: a shelf of games in progress shared by several "tabs" (each its own
 * view, told of the others' writes when `deliver()` is called, as browsers deliver `storage` events later), kept
 * as JSON texts through a codec so that every read decodes what was written; and a stored document.
 */
import type { Clock, DocumentFormat, GameShelf, ShelvedGame, StoredDocument } from '../../src/index.ts';
import { messageOf, newestFirst } from '../../src/index.ts';

export interface ShelfCodec<Save> {
  readonly encode: (save: Save) => unknown;
  /** Throws (a `StoredValueError`) for a save it cannot read. */
  readonly decode: (value: unknown, path: string) => Save;
}

interface Stored {
  readonly id: string;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly revision: number;
  readonly text: string;
}

export function memoryShelves<Save>(codec: ShelfCodec<Save>) {
  const texts = new Map<string, string>();
  const aside: { readonly id: string; readonly text: string; readonly reason: string }[] = [];
  const views: { readonly listeners: Set<(id: string | null) => void> }[] = [];
  const pending: { readonly to: (typeof views)[number]; readonly id: string | null }[] = [];
  const options = { refuse: false };

  const changed = (from: (typeof views)[number] | undefined, id: string | null): void => {
    for (const to of views) if (to !== from) pending.push({ to, id });
  };

  const parse = (id: string): Stored | undefined => {
    const text = texts.get(id);
    return text === undefined ? undefined : (JSON.parse(text) as Stored);
  };

  function decoded(id: string): ShelvedGame<Save> | undefined {
    const text = texts.get(id);
    if (text === undefined) return undefined;
    const { startedAt, updatedAt, revision, game } = JSON.parse(text) as Stored & { game: unknown };
    try {
      return { id, startedAt, updatedAt, revision, save: codec.decode(game, 'game') };
    } catch (error) {
      // Set aside whole, as the apps do: kept, never used half-read.
      aside.push({ id, text, reason: messageOf(error) });
      texts.delete(id);
      return undefined;
    }
  }

  /** Writes an entry as another program would (any revision, any content), telling every view. */
  function put(id: string, entry: Record<string, unknown>): void {
    texts.set(id, JSON.stringify({ id, ...entry }));
    changed(undefined, id);
  }

  return {
    options,
    aside,
    texts,
    put,
    revision: (id: string) => parse(id)?.revision,
    ids: () => [...texts.keys()].sort(),
    /** A view of the shelf, as one tab or process sees it. */
    view(): GameShelf<Save> & { readonly close: () => void } {
      const self = { listeners: new Set<(id: string | null) => void>() };
      views.push(self);
      return {
        list: () =>
          [...texts.keys()]
            .map((id) => decoded(id))
            .filter((entry) => entry !== undefined)
            .sort(newestFirst),
        read: decoded,
        write(game, expected) {
          const current = parse(game.id);
          if (current?.revision !== expected) return { kind: 'conflict', stored: decoded(game.id) };
          if (options.refuse) return { kind: 'refused' };
          const { id, startedAt, updatedAt, revision, save } = game;
          texts.set(id, JSON.stringify({ id, startedAt, updatedAt, revision, game: codec.encode(save) }));
          changed(self, id);
          return { kind: 'written' };
        },
        remove(id) {
          if (options.refuse) return false;
          texts.delete(id);
          changed(self, id);
          return true;
        },
        watch(listener) {
          self.listeners.add(listener);
          return () => self.listeners.delete(listener);
        },
        close: () => void views.splice(views.indexOf(self), 1),
      };
    },
    /** Tells each view of the others' writes so far. */
    deliver(): void {
      for (const { to, id } of pending.splice(0)) {
        if (views.includes(to)) for (const listener of [...to.listeners]) listener(id);
      }
    },
    /** Empties the shelf as another program would (e.g. storage cleared), telling every view. */
    clear(): void {
      texts.clear();
      changed(undefined, null);
    },
  };
}

/** A stored document kept as JSON text through its format; `refuse` makes writes fail as a full storage does. */
export function memoryDocument<T>(format: DocumentFormat<T>) {
  const state = { text: undefined as string | undefined, refuse: false, refused: 0, reads: 0 };
  const read = (): T => {
    state.reads++;
    return state.text === undefined ? format.empty : format.read(JSON.parse(state.text), 'records').value;
  };
  const document: StoredDocument<T> = {
    read,
    update(change) {
      const next = change(read());
      if (state.refuse) {
        state.refused++;
        return undefined;
      }
      state.text = JSON.stringify(format.write(next));
      return next;
    },
  };
  return { document, state };
}

/** A clock that moves only when told: `advance` runs the callbacks that fall due. */
export function manualClock(start = Date.UTC(2026, 10, 26, 12)) {
  let now = start;
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  const clock: Clock = {
    now: () => now,
    after(ms, callback) {
      const timer = { at: now + ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  return {
    clock,
    /** Moves time on by `ms`, running what falls due (in order). */
    advance(ms: number): void {
      now += ms;
      for (;;) {
        const due = timers
          .filter((timer) => !timer.cancelled && timer.at <= now)
          .sort((a, b) => a.at - b.at)[0];
        if (due === undefined) return;
        due.cancelled = true;
        due.callback();
      }
    },
    pending: () => timers.filter((timer) => !timer.cancelled).length,
    /** Sets the time (ms since the epoch) without running anything. */
    set(ms: number): void {
      now = ms;
    },
  };
}
