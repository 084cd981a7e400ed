import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_RECORDS_2048,
  EMPTY_RECORDS_2048 as EMPTY_RECORDS,
  MAX_FINISHED_GAMES,
  mergeRecords,
  recordBest,
  recordGame,
  type FinishedGame2048 as FinishedGame,
  type Records2048 as Records,
} from '@pastime/app-core';
import { RECORDS_KEY, recordsDocument } from '../../src/game2048/session.ts';
import { problemMessage } from '../../src/shell/app-store.ts';
import { NO_ROOM_FOR_BACKUP } from '../../src/storage/documents.ts';
import { createStore, memoryStorage, type Store, type StorageProblem } from '../../src/storage/storage.ts';
import { refusingStorage } from './storage-support.ts';

function game(id: string, overrides: Partial<FinishedGame> = {}): FinishedGame {
  return {
    id,
    score: 100,
    bestTile: 16,
    moves: 20,
    size: 4,
    winValue: 2048,
    won: false,
    outcome: 'lost',
    endedAt: '2024-05-01T12:00:00.000Z',
    ...overrides,
  };
}

const parseRecords = (value: unknown) => BROWSER_RECORDS_2048.read(value, 'records');
const loadRecords = (store: Store) => recordsDocument(store).read();
const saveRecords = (store: Store, addition: Records) =>
  recordsDocument(store).update((current) => mergeRecords(current, addition));

function storeOn(backend: Storage, problems: StorageProblem[] = []) {
  return createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
}

describe('parseRecords', () => {
  it('reads valid records', () => {
    const records: Records = { best: { '4': 300 }, games: [game('a', { score: 300 })] };
    expect(parseRecords(JSON.parse(JSON.stringify({ version: 1, ...records })))).toEqual({
      value: records,
      rejected: [],
    });
  });

  it('rejects a wrong shape or version as a whole', () => {
    expect(() => parseRecords([])).toThrow('records must be an object');
    expect(() => parseRecords({ version: 2, best: {}, games: [] })).toThrow('records.version must be 1');
    expect(() => parseRecords({ version: 1, best: {}, games: {} })).toThrow('records.games must be a list');
  });

  it('leaves out a single bad entry, names it, and keeps the rest', () => {
    const parsed = parseRecords({
      version: 1,
      best: { '4': 120, '5': 'lots', x: 3 },
      games: [
        game('good', { score: 120 }),
        { ...game('bad'), score: -5 },
        { ...game('late'), endedAt: 'yesterday' },
      ],
    });
    expect(parsed.value.games.map((g) => g.id)).toEqual(['good']);
    expect(parsed.value.best).toEqual({ '4': 120 });
    expect(parsed.rejected.map((r) => r.path)).toEqual([
      'records.best.5',
      'records.best.x',
      'records.games[1]',
      'records.games[2]',
    ]);
    expect(parsed.rejected[2]?.reason).toBe('records.games[1].score must be an integer ≥ 0');
    expect(parsed.rejected[3]?.reason).toMatch(/^records\.games\[2\]\.endedAt must be a date/);
  });
});

describe('mergeRecords', () => {
  it('keeps each game once, the best as a maximum, newest first', () => {
    const a: Records = {
      best: { '4': 500, '3': 50 },
      games: [game('x', { endedAt: '2024-01-01T00:00:00.000Z' })],
    };
    const b: Records = {
      best: { '4': 200, '5': 900 },
      games: [game('y', { endedAt: '2024-02-01T00:00:00.000Z', size: 5, score: 900 }), game('x')],
    };
    const merged = mergeRecords(a, b);
    expect(merged.best).toEqual({ '3': 50, '4': 500, '5': 900 });
    expect(merged.games.map((g) => [g.id, g.endedAt])).toEqual([
      ['x', '2024-05-01T12:00:00.000Z'],
      ['y', '2024-02-01T00:00:00.000Z'],
    ]);
  });

  it('keeps the save of a game that got furthest, then the later one', () => {
    const lost = game('g', { moves: 100, score: 900, outcome: 'lost', endedAt: '2024-05-01T12:00:00.000Z' });
    // Another tab still showed the game at move 60 and started a new one after the loss was recorded.
    const stale = game('g', {
      moves: 60,
      score: 400,
      outcome: 'abandoned',
      endedAt: '2024-05-01T12:05:00.000Z',
    });
    expect(mergeRecords(recordGame(lost), recordGame(stale)).games).toEqual([lost]);
    expect(mergeRecords(recordGame(stale), recordGame(lost)).games).toEqual([lost]);
    const replayed = { ...lost, score: 950, endedAt: '2024-05-01T12:10:00.000Z' };
    expect(mergeRecords(recordGame(lost), recordGame(replayed)).games).toEqual([replayed]);
  });

  it('counts listed games in the best scores', () => {
    expect(mergeRecords(EMPTY_RECORDS, recordGame(game('g', { size: 6, score: 4242 }))).best).toEqual({
      '6': 4242,
    });
  });

  it('keeps at most the newest MAX_FINISHED_GAMES games but never lowers a best score', () => {
    let records = EMPTY_RECORDS;
    for (let i = 0; i < MAX_FINISHED_GAMES + 5; i++) {
      const endedAt = new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString();
      records = mergeRecords(records, recordGame(game(`g${i}`, { endedAt, score: i === 0 ? 99999 : i })));
    }
    expect(records.games).toHaveLength(MAX_FINISHED_GAMES);
    expect(records.games[0]?.id).toBe(`g${MAX_FINISHED_GAMES + 4}`);
    expect(records.best['4']).toBe(99999);
  });

  const arbitraryGame = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    score: fc.nat(10_000),
    bestTile: fc.constantFrom(2, 4, 8, 2048),
    size: fc.integer({ min: 3, max: 8 }),
    winValue: fc.constant(2048),
    won: fc.boolean(),
    outcome: fc.constantFrom('lost' as const, 'abandoned' as const),
    // Few distinct moves and dates, so that saves of one game often agree on both and the last tie-break is tried.
    moves: fc.constantFrom(0, 1, 20),
    endedAt: fc
      .constantFrom(Date.UTC(2020, 0, 1), Date.UTC(2024, 5, 1), Date.UTC(2030, 0, 1))
      .map((ms) => new Date(ms).toISOString()),
  });
  const arbitraryRecords: fc.Arbitrary<Records> = fc.record({
    best: fc.dictionary(fc.constantFrom('3', '4', '5', '8'), fc.nat(10_000)),
    games: fc.array(arbitraryGame, { maxLength: 6 }),
  });

  it('is commutative, associative and idempotent, so the order tabs write in does not matter', () => {
    fc.assert(
      fc.property(arbitraryRecords, arbitraryRecords, arbitraryRecords, (a, b, c) => {
        const canonical = (r: Records) =>
          JSON.stringify({ ...r, best: Object.fromEntries(Object.entries(r.best).sort()) });
        expect(canonical(mergeRecords(a, b))).toBe(canonical(mergeRecords(b, a)));
        expect(canonical(mergeRecords(mergeRecords(a, b), c))).toBe(
          canonical(mergeRecords(a, mergeRecords(b, c))),
        );
        const ab = mergeRecords(a, b);
        expect(canonical(mergeRecords(ab, ab))).toBe(canonical(ab));
      }),
    );
  });
});

describe('stored records', () => {
  it('two tabs saving in turn never lose each other’s games', () => {
    const backend = memoryStorage();
    const tabA = storeOn(backend);
    const tabB = storeOn(backend);
    // Both tabs read the records when they opened; then each finishes a game.
    loadRecords(tabA);
    loadRecords(tabB);
    saveRecords(tabA, recordGame(game('from-a', { score: 700 })));
    saveRecords(tabB, recordGame(game('from-b', { score: 300 })));
    saveRecords(tabB, recordBest(4, 650));
    const stored = loadRecords(tabA);
    expect(stored.games.map((g) => g.id).sort()).toEqual(['from-a', 'from-b']);
    expect(stored.best['4']).toBe(700);
  });

  it('sets aside damaged entries under a backup key, reports them and keeps the good ones', () => {
    const backend = memoryStorage();
    const problems: StorageProblem[] = [];
    const store = storeOn(backend, problems);
    const bad = { ...game('bad'), moves: 'many' };
    backend.setItem(
      `pastime.${RECORDS_KEY}`,
      JSON.stringify({ version: 1, best: { '4': 100 }, games: [game('ok'), bad] }),
    );
    const records = loadRecords(store);
    expect(records.games.map((g) => g.id)).toEqual(['ok']);
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'corrupt',
        key: RECORDS_KEY,
        part: true,
        reason: 'records.games[1].moves must be an integer ≥ 0',
      }),
    ]);
    const backupKey = store.backups()[0] ?? '';
    expect(JSON.parse(backend.getItem(backupKey) ?? 'null')).toEqual([
      { path: 'records.games[1]', reason: 'records.games[1].moves must be an integer ≥ 0', value: bad },
    ]);
    // The cleaned records were written back: reading again reports nothing new.
    loadRecords(store);
    expect(problems).toHaveLength(1);
  });

  it('leaves damaged records as they are when there is no room to keep a copy of the bad entries', () => {
    const backend = memoryStorage();
    const problems: StorageProblem[] = [];
    const raw = JSON.stringify({ version: 1, best: {}, games: [game('ok'), { ...game('bad'), moves: -1 }] });
    backend.setItem(`pastime.${RECORDS_KEY}`, raw);
    const full: Storage = Object.assign(Object.create(backend) as Storage, {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: (key: string) => backend.getItem(key),
    });
    expect(loadRecords(storeOn(full, problems)).games.map((g) => g.id)).toEqual(['ok']);
    expect(problems).toMatchObject([{ kind: 'corrupt', part: true, backupKey: undefined }]);
    expect(backend.getItem(`pastime.${RECORDS_KEY}`)).toBe(raw);
  });

  it('says when the records could not be written, and keeps what was stored', () => {
    const backend = memoryStorage();
    const problems: StorageProblem[] = [];
    const store = storeOn(
      refusingStorage(backend, () => true),
      problems,
    );
    backend.setItem(`pastime.${RECORDS_KEY}`, JSON.stringify({ version: 1, best: {}, games: [game('old')] }));
    expect(saveRecords(store, recordGame(game('new')))).toBeUndefined();
    expect(loadRecords(store).games.map((g) => g.id)).toEqual(['old']);
    expect(problems).toMatchObject([{ kind: 'write-failed', key: RECORDS_KEY }]);
    expect(saveRecords(storeOn(backend), recordGame(game('new')))?.games.map((g) => g.id)).toEqual([
      'new',
      'old',
    ]);
  });

  it('refuses to write over damaged records while there is no room to set the damaged part aside', () => {
    const backend = memoryStorage();
    const problems: StorageProblem[] = [];
    const raw = JSON.stringify({ version: 1, best: {}, games: [game('ok'), { ...game('bad'), moves: -1 }] });
    backend.setItem(`pastime.${RECORDS_KEY}`, raw);
    // Room for the records themselves (a write replacing them), none for a backup copy.
    const store = storeOn(
      refusingStorage(backend, (key) => key.startsWith('pastime.backup:')),
      problems,
    );
    expect(
      saveRecords(store, recordGame(game('new', { endedAt: '2024-06-01T12:00:00.000Z' }))),
    ).toBeUndefined();
    expect(backend.getItem(`pastime.${RECORDS_KEY}`), 'the damaged entry is still there').toBe(raw);
    expect(problems).toMatchObject([
      { kind: 'corrupt', part: true, backupKey: undefined },
      { kind: 'write-failed', key: RECORDS_KEY, reason: NO_ROOM_FOR_BACKUP },
    ]);
    expect(problemMessage(problems[1] ?? { kind: 'unavailable', reason: '' })).toBe(
      `Could not save the stored value “${RECORDS_KEY}” (there is no room to keep a copy of what could not be read).`,
    );

    // Records damaged whole, which could not be set aside either, are not written over.
    backend.setItem(`pastime.${RECORDS_KEY}`, '{"version":1,');
    expect(saveRecords(store, recordGame(game('new')))).toBeUndefined();
    expect(backend.getItem(`pastime.${RECORDS_KEY}`)).toBe('{"version":1,');

    // With room again, the damaged part is kept aside first, then the change is written.
    backend.setItem(`pastime.${RECORDS_KEY}`, raw);
    const roomy = storeOn(backend);
    expect(
      saveRecords(roomy, recordGame(game('new', { endedAt: '2024-06-01T12:00:00.000Z' })))?.games.map(
        (g) => g.id,
      ),
    ).toEqual(['new', 'ok']);
    expect(roomy.backups()).toHaveLength(1);
  });

  it('sets aside records that cannot be read at all and starts empty', () => {
    const backend = memoryStorage();
    const problems: StorageProblem[] = [];
    backend.setItem(`pastime.${RECORDS_KEY}`, '[1,2,3]');
    expect(loadRecords(storeOn(backend, problems))).toEqual(EMPTY_RECORDS);
    expect(problems[0]).toMatchObject({ kind: 'corrupt', reason: 'records must be an object' });
  });
});
