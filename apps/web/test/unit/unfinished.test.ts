import { newGame, apply, serialize, undo, type Direction, type GameState } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { type Change2048 as SessionChange, type Game2048Manager as Game2048Session } from '@pastime/app-core';
import { GAMES_PREFIX, LEGACY_GAME_KEY, RECORDS_KEY, recordsDocument } from '../../src/game2048/session.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';
import { legacyItem, openSession, savedIds, savedItem, sharedStorage, STARTED } from './game2048-support.ts';
import { refusingStorage } from './storage-support.ts';

const CYCLE: readonly Direction[] = ['left', 'down', 'right', 'down'];

/** Plays until the game has made `count` more moves. */
function playMoves(session: Game2048Session, count: number): void {
  const target = session.state.moves + count;
  for (let i = 0; session.state.moves < target && i < count * 20; i++)
    session.act({ type: 'move', direction: CYCLE[i % 4] ?? 'left' });
  expect(session.state.moves).toBe(target);
}

/** A game `count` moves into seed `seed`. */
function played(seed: number, count: number): GameState {
  let state = newGame({ seed });
  for (let i = 0; state.moves < count; i++) state = apply(state, CYCLE[i % 4] ?? 'left');
  return state;
}

/** Tabs of one browser: each with its own store and clock-driven ids; the clock advances a second per reading. */
function browser() {
  const shared = sharedStorage();
  let clock = Date.UTC(2024, 4, 1, 12);
  let ids = 0;
  const tab = (seed?: number) => {
    const { store, close } = shared.store();
    const session = openSession({
      store,
      ...(seed === undefined ? {} : { seed }),
      newId: () => `game-${++ids}`,
      now: () => new Date((clock += 1000)),
    });
    const changes: SessionChange[] = [];
    session.subscribe((change) => changes.push(change));
    const stop = session.followOtherTabs();
    return {
      session,
      store,
      changes,
      close: () => {
        stop();
        close();
      },
    };
  };
  return { ...shared, tab };
}

describe('unfinished games', () => {
  it("are all kept: a second tab's new game never costs the first tab its game in progress", () => {
    const { tab, deliver, backend } = browser();
    const a = tab(1);
    playMoves(a.session, 3);
    // A second tab resumes the most recently played game: the same one.
    const b = tab(2);
    expect(b.session.id).toBe(a.session.id);
    const first = a.session.id;
    // There it starts a new game. It only took the shared one up, which the first tab is playing: that game stays
    // stored and unfinished, not recorded as abandoned under the first tab.
    b.session.start();
    expect(savedIds(backend)).toContain(first);
    expect(b.session.records.games.map((game) => game.id)).not.toContain(first);
    expect(b.session.unfinished.map((game) => game.id)).toEqual([first]);
    playMoves(b.session, 2);
    deliver();
    // The first tab plays on: its game is stored again, beside the second tab's.
    playMoves(a.session, 2);
    deliver();
    playMoves(b.session, 1);
    deliver();
    const second = b.session.id;
    expect(savedIds(backend)).toEqual([first, second].sort());
    expect(a.session.unfinished).toEqual([
      expect.objectContaining({ id: second, score: b.session.state.score, moves: 3, size: 4 }),
    ]);
    expect(b.session.unfinished).toEqual([
      expect.objectContaining({ id: first, score: a.session.state.score, moves: 5 }),
    ]);
    const firstState = serialize(a.session.state);
    const secondState = serialize(b.session.state);
    a.close();
    b.close();

    // Both tabs closed: the next page resumes the game played last and offers the other.
    const c = tab();
    expect(c.session.id).toBe(second);
    expect(serialize(c.session.state)).toBe(secondState);
    expect(c.session.unfinished.map((game) => game.id)).toEqual([first]);
    expect(c.session.resume(first)).toBe(true);
    expect(serialize(c.session.state)).toBe(firstState);
    expect(c.session.unfinished.map((game) => game.id)).toEqual([second]);
    // Taking a game up counts as playing it: a reload resumes it.
    c.close();
    expect(tab().session.id).toBe(first);
  });

  it("follow another tab's moves and undos of the same game as the storage events come", () => {
    const { tab, deliver, backend } = browser();
    const a = tab(3);
    const b = tab(3);
    expect(b.session.id).toBe(a.session.id);
    playMoves(a.session, 2);
    deliver();
    expect(serialize(b.session.state)).toBe(serialize(a.session.state));
    expect(b.changes).toContain('followed');
    expect(b.session.act({ type: 'undo' }).kind).toBe('undone');
    deliver();
    expect(serialize(a.session.state)).toBe(serialize(b.session.state));
    expect(a.changes).toContain('followed');
    expect(a.session.canRedo).toBe(true);
    // Nothing to follow when only the date changed (another tab took the game up again without playing).
    const key = `${GAMES_PREFIX}${a.session.id}`;
    const stored = JSON.parse(backend.getItem(`pastime.${key}`) ?? '{}') as object;
    b.store.write(key, { ...stored, updatedAt: '2030-01-01T00:00:00.000Z' });
    a.changes.length = 0;
    deliver();
    expect(a.changes).not.toContain('followed');
    expect(a.changes).toContain('unfinished');
  });

  it('take over the single saved game of earlier versions', () => {
    const backend = memoryStorage();
    const state = undo(played(8, 6));
    backend.setItem(...legacyItem('kept', state));
    const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined });
    const session = openSession({ store });
    expect(session.resumed).toBe(true);
    expect(session.id).toBe('kept');
    expect(serialize(session.state)).toBe(serialize(state));
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    expect(savedIds(backend)).toEqual(['kept']);
    expect(JSON.parse(backend.getItem(`pastime.${GAMES_PREFIX}kept`) ?? '{}')).toMatchObject({
      startedAt: STARTED,
    });
  });
});

describe('unfinished games when storage refuses their records', () => {
  /** One storage whose records key refuses writes while `full` is set, as a full `localStorage` does. */
  function fullRecords() {
    const backend = memoryStorage();
    const state = { full: true };
    const problems: StorageProblem[] = [];
    const storage = refusingStorage(backend, (key) => state.full && key === `pastime.${RECORDS_KEY}`);
    let ids = 0;
    const open = () =>
      openSession({
        store: createStore({ backend: storage, prefix: 'pastime.', onProblem: (p) => problems.push(p) }),
        newId: () => `new-${++ids}`,
        now: () => new Date('2024-05-01T13:00:00.000Z'),
      });
    return { backend, state, problems, open };
  }

  it('keep the game New Game leaves until its record is written, and offer it meanwhile', () => {
    const { backend, state, problems, open } = fullRecords();
    backend.setItem(...savedItem('played', played(3, 5)));
    const session = open();
    // Played here (a game only taken up would be left to the tab that may be playing it).
    playMoves(session, 1);
    session.start();
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'write-failed', key: RECORDS_KEY }));
    expect(savedIds(backend)).toEqual(['new-1', 'played']);
    expect(session.unfinished.map((game) => game.id)).toEqual(['played']);
    expect(session.records.games).toEqual([]);

    // With room again, leaving it records it, and only then it goes.
    state.full = false;
    expect(session.resume('played')).toBe(true);
    session.start();
    const records = recordsDocument(
      createStore({ backend, prefix: 'pastime.', onProblem: () => undefined }),
    ).read();
    expect(records.games).toMatchObject([{ id: 'played', outcome: 'abandoned', moves: 6 }]);
    expect(savedIds(backend)).not.toContain('played');
  });
});
