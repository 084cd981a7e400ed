/**
 * The finished games in IndexedDB (fake-indexeddb here): today's records moved there from `localStorage` without
 * loss (two tabs at once, a page closed halfway, a database that refuses), each game stored once, the limits,
 * what another tab records, and `localStorage` as before when there is no database.
 */
import {
  FarkleManager,
  farkleScoresOfParts,
  finishedFarkleGame,
  Game2048Manager,
  MAX_FINISHED_GAMES,
  mergeRecords,
  recordGame,
  type Clock,
  type FinishedFarkleGame,
  type FinishedGame2048,
  type Records2048,
  SAVE_CODEC_2048,
} from '@pastime/app-core';
import { newGame as newFarkle } from '@pastime/farkle';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { farkleGamesDocument, farkleShelf, GAMES_KEY, highScoreDocument } from '../../src/farkle/storage.ts';
import { GAMES_PREFIX, RECORDS_KEY, recordsDocument } from '../../src/game2048/session.ts';
import { localStorageShelf } from '../../src/storage/shelf.ts';
import {
  openHistoryDatabase,
  type HistoryDatabase,
  type HistoryKind,
  type OpenedHistory,
} from '../../src/storage/history-db.ts';
import { createStore, memoryStorage, type Store } from '../../src/storage/storage.ts';

const ENDED = Date.UTC(2026, 10, 26, 12);
const at = (minute: number): string => new Date(ENDED + minute * 60_000).toISOString();

function game(id: string, minute: number, fields: Partial<FinishedGame2048> = {}): FinishedGame2048 {
  return {
    id,
    score: 100 + minute,
    bestTile: 16,
    moves: 20,
    size: 4,
    winValue: 2048,
    won: false,
    outcome: 'lost',
    endedAt: at(minute),
    replay: `code-${id}`,
    ...fields,
  };
}

/** The records as the current release writes them under `pastime.2048.records` (fields in its order). */
function releasedRecords(games: readonly FinishedGame2048[], best: Record<string, number>): string {
  return JSON.stringify({
    version: 1,
    best,
    games: games.map(({ id, score, bestTile, moves, size, winValue, won, outcome, endedAt, replay }) => ({
      id,
      score,
      bestTile,
      moves,
      size,
      winValue,
      won,
      outcome,
      endedAt,
      replay,
    })),
  });
}

/** One browser profile: its `localStorage` and its IndexedDB, each tab opening its own store and connection. */
function profile() {
  const backend = memoryStorage();
  const factory = new IDBFactory();
  const events = new EventTarget();
  const messages: string[] = [];
  return {
    backend,
    factory,
    messages,
    /** A tab: its own store over the shared `localStorage`, its own connection to the database. */
    tab(database: Promise<OpenedHistory> = openHistoryDatabase(factory)) {
      const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined, events });
      const onProblem = (_id: string, message: string): void => void messages.push(message);
      return { store, database, onProblem };
    },
    /** Tells every tab that `key` changed, as the browser's `storage` event does. */
    changed(key: string) {
      events.dispatchEvent(Object.assign(new Event('storage'), { key: `pastime.${key}` }));
    },
    async stored(kind: HistoryKind): Promise<unknown[]> {
      const opened = await openHistoryDatabase(factory);
      if (opened.kind !== 'open') throw new Error(opened.reason);
      return opened.database.all(kind);
    },
    local(key: string): unknown {
      return JSON.parse(backend.getItem(`pastime.${key}`) ?? 'null');
    },
  };
}

interface Tab {
  readonly store: Store;
  readonly database: Promise<OpenedHistory>;
  readonly onProblem: (id: string, message: string) => void;
}

function records(tab: Tab) {
  return recordsDocument(tab.store, tab);
}

const ids = (games: readonly { readonly id: string }[]): string[] => games.map((entry) => entry.id);

describe('the 2048 history in IndexedDB', () => {
  it("moves the current release's records there on first load, keeping the best scores under their key", async () => {
    const browser = profile();
    const games = [game('c', 3), game('b', 2, { outcome: 'abandoned', won: true }), game('a', 1)];
    browser.backend.setItem('pastime.2048.records', releasedRecords(games, { '4': 900, '3': 40 }));
    const document = records(browser.tab());
    // Before the database answers, the records under the key are read as before.
    expect(document.read().games).toEqual(games);
    await document.ready;
    expect(document.read()).toEqual({ best: { '4': 900, '3': 40 }, games });
    expect(browser.local(RECORDS_KEY)).toEqual({ version: 1, best: { '4': 900, '3': 40 }, games: [] });
    const stored = await browser.stored('2048');
    expect(stored).toHaveLength(3);
    expect(stored).toContainEqual(JSON.parse(releasedRecords([games[1] as FinishedGame2048], {})).games[0]);
    // Another page load reads them from the database alone.
    const later = records(browser.tab());
    await later.ready;
    expect(later.read()).toEqual({ best: { '4': 900, '3': 40 }, games });
  });

  it('loses nothing when two tabs move the same records at once', async () => {
    const browser = profile();
    const games = Array.from({ length: 40 }, (_, i) => game(`g${i}`, i));
    browser.backend.setItem('pastime.2048.records', releasedRecords([...games].reverse(), { '4': 500 }));
    const first = records(browser.tab());
    const second = records(browser.tab());
    await Promise.all([first.ready, second.ready]);
    await Promise.all([first.settled(), second.settled()]);
    expect((await browser.stored('2048')).map((entry) => (entry as { id: string }).id).sort()).toEqual(
      ids(games).sort(),
    );
    expect(browser.local(RECORDS_KEY)).toEqual({ version: 1, best: { '4': 500 }, games: [] });
    expect(first.read()).toEqual(second.read());
    expect(ids(first.read().games)).toEqual(ids([...games].reverse()));
  });

  it('keeps the records under their key while the database refuses, and moves them once it takes them', async () => {
    const browser = profile();
    const games = [game('b', 2), game('a', 1)];
    browser.backend.setItem('pastime.2048.records', releasedRecords(games, { '4': 300 }));
    const opened = await openHistoryDatabase(browser.factory);
    if (opened.kind !== 'open') throw new Error(opened.reason);
    let refuse = true;
    const flaky: HistoryDatabase = {
      all: (kind) => opened.database.all(kind),
      change: (kind, change) =>
        refuse ? Promise.reject(new Error('the disk is full')) : opened.database.change(kind, change),
    };
    const tab = browser.tab(Promise.resolve({ kind: 'open', database: flaky }));
    const document = records(tab);
    await document.ready;
    expect(browser.messages).toEqual([
      "Could not move the finished 2048 games into this browser's database (the disk is full): they stay in local storage for now.",
    ]);
    expect(JSON.parse(browser.backend.getItem('pastime.2048.records') ?? '')).toEqual(
      JSON.parse(releasedRecords(games, { '4': 300 })),
    );
    expect(document.read().games).toEqual(games);
    refuse = false;
    document.update((current) => mergeRecords(current, recordGame(game('c', 3))));
    await document.settled();
    expect(ids(document.read().games)).toEqual(['c', 'b', 'a']);
    expect(await browser.stored('2048')).toHaveLength(3);
    expect(browser.local(RECORDS_KEY)).toMatchObject({ games: [] });
  });

  it('moves again, without doubles, what a page closed after the commit left under the key', async () => {
    const browser = profile();
    const games = [game('b', 2), game('a', 1)];
    browser.backend.setItem('pastime.2048.records', releasedRecords(games, {}));
    // The first page committed the move, then closed before removing the games from `localStorage`.
    const saved = browser.backend.getItem('pastime.2048.records') ?? '';
    await records(browser.tab()).ready;
    browser.backend.setItem('pastime.2048.records', saved);
    const document = records(browser.tab());
    await document.ready;
    expect(document.read().games).toEqual(games);
    expect(await browser.stored('2048')).toHaveLength(2);
    expect(browser.local(RECORDS_KEY)).toMatchObject({ games: [] });
  });

  it('stores a game once when two tabs record it, the version that went further', async () => {
    const browser = profile();
    const first = records(browser.tab());
    const second = records(browser.tab());
    await Promise.all([first.ready, second.ready]);
    first.update((current) => mergeRecords(current, recordGame(game('same', 5, { moves: 30, score: 500 }))));
    second.update((current) => mergeRecords(current, recordGame(game('same', 5, { moves: 12, score: 200 }))));
    await Promise.all([first.settled(), second.settled()]);
    const stored = await browser.stored('2048');
    expect(stored).toEqual([expect.objectContaining({ id: 'same', moves: 30, score: 500 })]);
    const later = records(browser.tab());
    await later.ready;
    expect(later.read()).toEqual({ best: { '4': 500 }, games: [expect.objectContaining({ moves: 30 })] });
  });

  it('keeps the newest MAX_FINISHED_GAMES games, dropping the oldest first', async () => {
    const browser = profile();
    const many = Array.from({ length: MAX_FINISHED_GAMES }, (_, i) => game(`g${i}`, i + 10));
    browser.backend.setItem('pastime.2048.records', releasedRecords([...many].reverse(), {}));
    const document = records(browser.tab());
    await document.ready;
    document.update((current) => mergeRecords(current, recordGame(game('new', 5000))));
    document.update((current) => mergeRecords(current, recordGame(game('older-than-all', 0))));
    await document.settled();
    const stored = (await browser.stored('2048')) as FinishedGame2048[];
    expect(stored).toHaveLength(MAX_FINISHED_GAMES);
    expect(ids(stored)).toContain('new');
    expect(ids(stored)).not.toContain('g0');
    expect(ids(stored)).not.toContain('older-than-all');
    expect(document.read().games).toHaveLength(MAX_FINISHED_GAMES);
    expect(document.read().games[0]?.id).toBe('new');
    expect(browser.local(RECORDS_KEY)).toMatchObject({ games: [] });
  });

  it("hears of another tab's game: first under the key, then from the database", async () => {
    const browser = profile();
    const watcher = records(browser.tab());
    const writer = records(browser.tab());
    await Promise.all([watcher.ready, writer.ready]);
    let heard = 0;
    watcher.watch(() => heard++);
    writer.update((current) => mergeRecords(current, recordGame(game('theirs', 1))));
    expect(ids(watcher.read().games)).toEqual(['theirs']);
    await writer.settled();
    // The writer removed it from the key once committed: the watcher reads the database again when told.
    browser.changed(RECORDS_KEY);
    await watcher.settled();
    expect(heard).toBeGreaterThan(0);
    expect(ids(watcher.read().games)).toEqual(['theirs']);
  });

  it('leaves a game the database holds but cannot read where it is, and says so', async () => {
    const browser = profile();
    const opened = await openHistoryDatabase(browser.factory);
    if (opened.kind !== 'open') throw new Error(opened.reason);
    await opened.database.change('2048', () => ({
      put: [{ id: 'broken', score: 'lots' }, JSON.parse(releasedRecords([game('fine', 1)], {})).games[0]],
      remove: [],
      result: undefined,
    }));
    const document = records(browser.tab());
    await document.ready;
    expect(ids(document.read().games)).toEqual(['fine']);
    expect(browser.messages).toHaveLength(1);
    expect(browser.messages[0]).toMatch(
      /^One of the finished 2048 games in this browser's history could not be read \(history\.games\[0\]\.size must be .+\): left out, and kept as they are\.$/,
    );
    document.update((current) => mergeRecords(current, recordGame(game('next', 2))));
    await document.settled();
    expect(ids((await browser.stored('2048')) as FinishedGame2048[]).sort()).toEqual([
      'broken',
      'fine',
      'next',
    ]);
  });

  it('keeps the history in localStorage as before when IndexedDB is unavailable, with a notice', async () => {
    const browser = profile();
    const tab = browser.tab(Promise.resolve({ kind: 'unavailable', reason: 'private browsing' }));
    const document = records(tab);
    await document.ready;
    expect(browser.messages).toEqual([
      'Finished games are kept in local storage, which holds less: this browser refused its database (private browsing).',
    ]);
    const written = document.update((current) => mergeRecords(current, recordGame(game('kept', 1))));
    expect(ids(written?.games ?? [])).toEqual(['kept']);
    await document.settled();
    expect(browser.local(RECORDS_KEY)).toMatchObject({ games: [expect.objectContaining({ id: 'kept' })] });
    expect(records(browser.tab(Promise.resolve({ kind: 'unavailable', reason: 'x' }))).read()).toEqual(
      document.read(),
    );
  });

  it("records the 2048 manager's finished game in the database", async () => {
    const browser = profile();
    const tab = browser.tab();
    const document = records(tab);
    await document.ready;
    const clock: Clock = { now: () => ENDED, after: () => () => undefined };
    const manager = new Game2048Manager({
      shelf: localStorageShelf({ store: tab.store, prefix: GAMES_PREFIX, codec: SAVE_CODEC_2048 }),
      records: document,
      clock,
      newId: (() => {
        let n = 0;
        return () => `game-${++n}`;
      })(),
      settings: { size: 3, winValue: 2048 },
      seed: () => 5,
    });
    for (let i = 0; i < 3; i++) manager.act({ type: 'move', direction: i % 2 === 0 ? 'left' : 'down' });
    manager.start();
    await document.settled();
    const stored = (await browser.stored('2048')) as Records2048['games'];
    expect(stored).toEqual([expect.objectContaining({ id: 'game-1', outcome: 'abandoned' })]);
    expect(typeof stored[0]?.replay).toBe('string');
    expect(manager.records.games.map((entry) => entry.id)).toEqual(['game-1']);
  });
});

describe('the Farkle history in IndexedDB', () => {
  const farkleGame = (id: string, minute: number): FinishedFarkleGame =>
    finishedFarkleGame(id, newFarkle({ mode: 'one-player', names: ['Ada'], seed: minute }), at(minute));

  it('reads a game with a three-farkle penalty, which an earlier version left out with a notice', async () => {
    const browser = profile();
    const opened = await openHistoryDatabase(browser.factory);
    if (opened.kind !== 'open') throw new Error(opened.reason);
    const penalty = {
      ...JSON.parse(JSON.stringify(farkleGame('penalty', 1))),
      players: [{ name: 'Ada', computer: false, score: 300, turns: 3, turnScores: [1000, -1000, 300] }],
    };
    await opened.database.change('farkle', () => ({ put: [penalty], remove: [], result: undefined }));
    const tab = browser.tab();
    const games = farkleGamesDocument(tab.store, tab);
    await games.ready;
    expect(ids(games.read())).toEqual(['penalty']);
    expect(games.read()[0]?.players[0]?.turnScores).toEqual([1000, -1000, 300]);
    expect(browser.messages).toEqual([]);
  });

  it('leaves out a game it still cannot read, with one notice naming the reason, and reads the others', async () => {
    const browser = profile();
    const opened = await openHistoryDatabase(browser.factory);
    if (opened.kind !== 'open') throw new Error(opened.reason);
    const bad = {
      ...JSON.parse(JSON.stringify(farkleGame('bad', 1))),
      players: [{ name: 'Ada', computer: false, score: 300, turns: 3, turnScores: ['x', 0, 300] }],
    };
    const good = JSON.parse(JSON.stringify(farkleGame('good', 2)));
    await opened.database.change('farkle', () => ({ put: [bad, good], remove: [], result: undefined }));
    const tab = browser.tab();
    const games = farkleGamesDocument(tab.store, tab);
    await games.ready;
    await games.settled();
    expect(ids(games.read())).toEqual(['good']);
    expect(browser.messages).toHaveLength(1);
    expect(browser.messages[0]).toMatch(
      /^One of the .+ could not be read \(.*turnScores.*\): left out, and kept as they are\.$/,
    );
  });

  it("moves the current release's finished games there and records new ones once", async () => {
    const browser = profile();
    const old = [farkleGame('f2', 2), farkleGame('f1', 1)];
    browser.backend.setItem(
      'pastime.farkle.games',
      JSON.stringify({ version: 1, games: JSON.parse(JSON.stringify(old)) }),
    );
    browser.backend.setItem('pastime.farkle.highScore', JSON.stringify({ version: 1, best: 4200 }));
    const tab = browser.tab();
    const games = farkleGamesDocument(tab.store, tab);
    const scores = farkleScoresOfParts(highScoreDocument(tab.store), games);
    const clock: Clock = { now: () => ENDED, after: () => () => undefined };
    const manager = new FarkleManager({
      shelf: farkleShelf(tab.store),
      scores,
      clock,
      newId: () => 'played',
    });
    expect(manager.highScore.score).toBe(4200);
    await games.settled();
    expect(ids((await browser.stored('farkle')) as FinishedFarkleGame[]).sort()).toEqual(['f1', 'f2']);
    expect(browser.local(GAMES_KEY)).toEqual({ version: 1, games: [] });
    expect(scores.read().games).toEqual(old);
    // Recording the same game twice (a retry) keeps it once.
    const played = farkleGame('new', 3);
    scores.update((current) => ({ ...current, games: [played, ...current.games] }));
    scores.update((current) => ({ ...current, games: [played, ...current.games] }));
    await games.settled();
    expect(ids((await browser.stored('farkle')) as FinishedFarkleGame[]).sort()).toEqual(['f1', 'f2', 'new']);
    expect(ids(scores.read().games)).toEqual(['new', 'f2', 'f1']);
    expect(browser.local('farkle.highScore')).toEqual({ version: 1, best: 4200 });
  });
});
