import {
  shelfContract,
  TALLY_CODEC as codec,
  tallyGame as game,
  type Tally,
} from '@pastime/app-core/contract';
import { describe, expect, it } from 'vitest';
import { localStorageShelf, type LegacyShelf } from '../../src/storage/shelf.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';

/** Two tabs sharing one `localStorage`, with the `storage` events the browser sends the other tab. */
function twoTabs(legacy?: LegacyShelf<Tally>) {
  const backend = memoryStorage();
  const problems: StorageProblem[] = [];
  const tab = (events: EventTarget) =>
    localStorageShelf({
      store: createStore({ backend, prefix: 'p.', onProblem: (p) => problems.push(p), events }),
      prefix: 'tally.',
      codec,
      ...(legacy ? { legacy } : {}),
    });
  const eventsA = new EventTarget();
  const eventsB = new EventTarget();
  /** Tells tab `to` that the other tab changed `key` (a full key, or null for a cleared storage). */
  const tell = (to: EventTarget, key: string | null) => {
    const event = new Event('storage');
    Object.assign(event, { key });
    to.dispatchEvent(event);
  };
  return { backend, problems, a: tab(eventsA), b: tab(eventsB), eventsA, eventsB, tell };
}

shelfContract({
  name: 'localStorage, in two tabs',
  create() {
    const { a, b, eventsA, eventsB, tell } = twoTabs();
    // Each tab follows the other's writes, as the game managers have it do.
    const stops = [a, b].map((tab) => tab.watch?.(() => undefined));
    return {
      mine: a,
      theirs: b,
      settle() {
        tell(eventsA, null);
        tell(eventsB, null);
      },
      dispose: () => stops.forEach((stop) => stop?.()),
    };
  },
});

describe('localStorageShelf', () => {
  it('stores each game under its own key as a version-2 entry and lists them newest first', () => {
    const { backend, a } = twoTabs();
    expect(a.write(game('one', 1, 5, '2026-01-01T00:00:01.000Z'), undefined)).toEqual({ kind: 'written' });
    expect(a.write(game('two', 1, 7, '2026-01-01T00:00:02.000Z'), undefined)).toEqual({ kind: 'written' });
    expect(JSON.parse(backend.getItem('p.tally.one') ?? 'null')).toEqual({
      version: 2,
      id: 'one',
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:01.000Z',
      revision: 1,
      game: { count: 5 },
    });
    expect(a.list().map((g) => [g.id, g.save.count])).toEqual([
      ['two', 7],
      ['one', 5],
    ]);
  });

  it('refuses a write whose expected revision is not the stored one, and hands back the stored game', () => {
    const { a, b } = twoTabs();
    expect(a.write(game('g', 1, 1), undefined).kind).toBe('written');
    // Tab B has never seen the game: it reads the stored revision once, then follows its own writes.
    expect(b.write(game('g', 2, 2), 1).kind).toBe('written');
    expect(b.write(game('g', 3, 3), 2).kind).toBe('written');
    expect(b.write(game('g', 4, 4), 2)).toEqual({ kind: 'conflict', stored: game('g', 3, 3) });
  });

  it('forgets what it knew of a game another tab changed, and tells the listener its id', () => {
    const { a, b, eventsA, tell } = twoTabs();
    a.write(game('g', 1, 1), undefined);
    const heard: (string | null)[] = [];
    const stop = a.watch?.((id) => heard.push(id));
    b.read('g');
    b.write(game('g', 2, 9), 1);
    tell(eventsA, 'p.tally.g');
    expect(heard).toEqual(['g']);
    expect(a.write(game('g', 2, 2), 1)).toEqual({ kind: 'conflict', stored: game('g', 2, 9) });
    tell(eventsA, 'p.other');
    tell(eventsA, null);
    expect(heard).toEqual(['g', null]);
    stop?.();
    tell(eventsA, 'p.tally.g');
    expect(heard).toEqual(['g', null]);
  });

  it('writes a game that is not stored only when none was expected', () => {
    const { a } = twoTabs();
    expect(a.write(game('g', 2, 1), 1)).toEqual({ kind: 'conflict', stored: undefined });
    expect(a.write(game('g', 1, 1), undefined).kind).toBe('written');
    expect(a.write(game('g', 1, 1), undefined).kind).toBe('conflict');
    expect(a.remove('g')).toBe(true);
    expect(a.read('g')).toBeUndefined();
  });

  it('sets a damaged entry aside, keeps it under a backup key and reads it as none', () => {
    const { backend, a, problems } = twoTabs();
    backend.setItem('p.tally.g', JSON.stringify({ ...game('g', 1, 1), version: 2, game: { count: -1 } }));
    expect(a.list()).toEqual([]);
    expect(problems).toMatchObject([
      { kind: 'corrupt', key: 'tally.g', reason: expect.stringContaining('game.game.count') },
    ]);
    expect(backend.getItem('p.tally.g')).toBeNull();
    // A value that is not an entry at all is set aside too before a write would replace it.
    backend.setItem('p.tally.h', '{"what":1}');
    expect(a.write(game('h', 1, 1), undefined).kind).toBe('written');
    expect(problems).toHaveLength(2);
    expect(backend.length).toBe(3);
  });

  it('refuses an entry stored under another game’s key', () => {
    const { backend, a, problems } = twoTabs();
    backend.setItem('p.tally.g', JSON.stringify({ version: 2, ...game('other', 1, 1), game: { count: 1 } }));
    expect(a.read('g')).toBeUndefined();
    expect(problems[0]).toMatchObject({ reason: expect.stringContaining('game.id') });
  });

  it('moves the entries of an earlier version to their new keys the first time the games are listed', () => {
    const legacy: LegacyShelf<Tally> = {
      prefix: 'old.',
      read: (value, path, id) => game(id, 1, codec.read(value, path).count),
    };
    const { backend, a } = twoTabs(legacy);
    backend.setItem('p.old.x', '{"count":4}');
    backend.setItem('p.old.y', '{"count":"no"}');
    expect(a.list().map((g) => [g.id, g.revision, g.save.count])).toEqual([['x', 1, 4]]);
    expect(backend.getItem('p.old.x')).toBeNull();
    // The damaged one is kept aside, not lost.
    expect(backend.getItem('p.old.y')).toBeNull();
    expect([...Array(backend.length).keys()].map((i) => backend.key(i))).toEqual(
      expect.arrayContaining(['p.tally.x', expect.stringMatching(/^p\.backup:old\.y:/)]),
    );
  });
});
