/**
 * In-memory ports for the managers' tests: a shelf shared by several writers (tabs or processes), each with its
 * own view that hears of the others' writes; a stored document; a clock whose time moves only when told.
 */
import type { Clock, GameShelf, ShelvedGame, ShelfWrite, StoredDocument } from '../../src/index.ts';

/** The games in progress of one storage, shared by its writers. */
export class MemoryShelfStorage<Save> {
  readonly games = new Map<string, ShelvedGame<Save>>();
  /** Writes are refused while this holds. */
  refuse = false;
  readonly #watchers = new Set<{ readonly writer: object; readonly listener: (id: string | null) => void }>();

  /** A writer's view of the shelf: it hears of the other writers' changes only. */
  shelf(options: { readonly watch?: boolean } = {}): GameShelf<Save> {
    const writer = {};
    const changed = (id: string | null): void => {
      for (const watcher of [...this.#watchers]) if (watcher.writer !== writer) watcher.listener(id);
    };
    const shelf: GameShelf<Save> = {
      list: () => [...this.games.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1)),
      read: (id) => this.games.get(id),
      write: (game, expected): ShelfWrite<Save> => {
        const stored = this.games.get(game.id);
        if (stored?.revision !== expected) return { kind: 'conflict', stored };
        if (this.refuse) return { kind: 'refused' };
        this.games.set(game.id, game);
        changed(game.id);
        return { kind: 'written' };
      },
      remove: (id) => {
        if (this.refuse) return false;
        this.games.delete(id);
        changed(id);
        return true;
      },
    };
    if (options.watch === false) return shelf;
    return {
      ...shelf,
      watch: (listener) => {
        const watcher = { writer, listener };
        this.#watchers.add(watcher);
        return () => this.#watchers.delete(watcher);
      },
    };
  }

  ids(): string[] {
    return [...this.games.keys()];
  }
}

/** A stored document in memory; `refuse` makes every write fail, as full storage does. */
export function memoryDocument<T>(initial: T): StoredDocument<T> & { value: T; refuse: boolean } {
  const document = {
    value: initial,
    refuse: false,
    read: () => document.value,
    update(change: (current: T) => T): T | undefined {
      if (document.refuse) return undefined;
      document.value = change(document.value);
      return document.value;
    },
  };
  return document;
}

/** A clock that moves only when `advance` is called; callbacks due run in order of their time. */
export class ManualClock implements Clock {
  #now: number;
  #timers: { at: number; seq: number; callback: () => void }[] = [];
  #seq = 0;

  constructor(start = Date.UTC(2026, 10, 26, 12)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  after(ms: number, callback: () => void): () => void {
    const timer = { at: this.#now + ms, seq: this.#seq++, callback };
    this.#timers.push(timer);
    return () => {
      this.#timers = this.#timers.filter((other) => other !== timer);
    };
  }

  /** Timers waiting. */
  get pending(): number {
    return this.#timers.length;
  }

  /** Moves time on by `ms`, running each callback that falls due (and letting promises settle between them). */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      await Promise.resolve();
      const due = this.#timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.#timers = this.#timers.filter((timer) => timer !== due);
      this.#now = due.at;
      due.callback();
    }
    this.#now = end;
    await Promise.resolve();
  }

  /** Moves time by `ms` without running anything (an action a second later). */
  tick(ms = 1000): void {
    this.#now += ms;
  }
}
