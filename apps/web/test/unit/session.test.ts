import { newGame, apply, serialize, undo, type Direction } from '@pastime/2048';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../src/game2048/describe.ts';
import { GAMES_PREFIX, LEGACY_GAME_KEY, recordsDocument, SAVED_PREFIX } from '../../src/game2048/session.ts';
import { saveSettings } from '../../src/game2048/settings.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';
import { openSession as open2048Session, savedItem, STARTED } from './game2048-support.ts';

function setup(backend = memoryStorage()) {
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
  let ids = 0;
  const open = (seed?: number) =>
    open2048Session({
      store,
      ...(seed === undefined ? {} : { seed }),
      newId: () => `game-${++ids}`,
      now: () => new Date('2024-05-01T12:00:00.000Z'),
    });
  return { store, backend, problems, open };
}

/** A game one move (left) from the win tile. */
const nearWin = () =>
  newGame({
    board: [
      [1024, 1024, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
    seed: 3,
  });

describe('Game2048Session', () => {
  it('starts a seeded game with the stored settings and saves it at once', () => {
    const { open, store } = setup();
    saveSettings(store, { size: 5, winValue: 512 });
    const session = open(9);
    expect(session.resumed).toBe(false);
    expect(serialize(session.state)).toBe(serialize(newGame({ size: 5, winValue: 512, seed: 9 })));
    expect(open(9).resumed).toBe(true);
  });

  it("gives the page's new games the run's seeds from ?seed: the seed itself first, then N/2, N/3", () => {
    const { open } = setup();
    const session = open(7);
    const seeds = [session.state.seed];
    for (let i = 0; i < 2; i++) {
      session.act({ type: 'move', direction: 'left' });
      session.act({ type: 'move', direction: 'down' });
      session.start();
      seeds.push(session.state.seed);
    }
    expect(seeds).toEqual([7, '7/2', '7/3']);
    expect(serialize(session.state)).toBe(serialize(newGame({ seed: '7/3' })));
  });

  it('resumes exactly: board, score, history and the random future', () => {
    const { open } = setup();
    const first = open(4);
    for (const direction of ['left', 'up', 'right', 'down', 'left'] as Direction[])
      first.act({ type: 'move', direction: direction });
    first.act({ type: 'undo' });
    const second = open(4);
    expect(second.resumed).toBe(true);
    expect(second.id).toBe(first.id);
    expect(serialize(second.state)).toBe(serialize(first.state));
    expect(second.canRedo).toBe(true);
    second.act({ type: 'move', direction: 'up' });
    first.act({ type: 'move', direction: 'up' });
    expect(serialize(second.state)).toBe(serialize(first.state));
  });

  it("takes up another tab's position of the same game instead of overwriting it, and keeps its ending", () => {
    const backend = memoryStorage();
    const events = new EventTarget();
    const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined, events });
    // Two moves from a full board: left, then right.
    const twoFromLoss = newGame({
      board: [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [0, 0, 16, 8],
      ],
      spawnScript: [
        { row: 3, col: 3, value: 2 },
        { row: 3, col: 0, value: 4 },
      ],
    });
    backend.setItem(...savedItem('shared', twoFromLoss));
    const tab = (minute: number) =>
      open2048Session({
        store,
        newId: () => `new-${minute}`,
        now: () => new Date(Date.UTC(2024, 4, 1, 12, minute)),
      });
    const tabA = tab(1);
    const tabB = tab(2);
    expect(tabB.id).toBe('shared');
    const heard: string[] = [];
    tabA.subscribe((change) => heard.push(change));
    const stop = tabA.followOtherTabs();
    expect(tabB.act({ type: 'move', direction: 'left' }).kind).toBe('moved');
    // Tab A still shows the start: the storage event of tab B's write makes it take up that position, so its
    // next move is played from there rather than overwrite tab B's.
    events.dispatchEvent(Object.assign(new Event('storage'), { key: `pastime.${GAMES_PREFIX}shared` }));
    expect(heard).toContain('followed');
    expect(serialize(tabA.state)).toBe(serialize(tabB.state));
    expect(tabA.act({ type: 'move', direction: 'right' }).kind).toBe('lost');
    expect(tabA.state.status).toBe('lost');
    stop();
    // Tab B, still showing move 1, starts a new game: it takes up the loss first, so no stale "abandoned" save
    // replaces it.
    tabB.start();
    expect(recordsDocument(store).read().games).toMatchObject([{ id: 'shared', outcome: 'lost', moves: 2 }]);
    expect(store.keys(GAMES_PREFIX)).toEqual([`${GAMES_PREFIX}new-2`]);
  });

  it('keeps the best score per size as the game goes', () => {
    const { open, store } = setup();
    const session = open(7);
    let state = session.state;
    for (let i = 0; i < 40 && state.status === 'playing'; i++) {
      session.act({ type: 'move', direction: (['left', 'down', 'right', 'up'] as const)[i % 4] ?? 'left' });
      state = session.state;
    }
    expect(state.score).toBeGreaterThan(0);
    expect(session.best).toBe(state.score);
    // Not written at each move (the saved game holds it): with the game's record.
    expect(recordsDocument(store).read().best['4']).toBeUndefined();
    session.start();
    expect(recordsDocument(store).read().best['4']).toBe(state.score);
  });

  it('never lowers the best score: a resumed game counts at once, and undo does not take it back', () => {
    const { open, backend, store } = setup();
    // A game that scored 12 in its first move (2+2, 4+4), then more; the records know nothing of it yet.
    let state = newGame({
      board: [
        [2, 2, 0, 0],
        [4, 4, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 5000,
      seed: 3,
    });
    state = apply(state, 'left');
    expect(state.score).toBe(5012);
    backend.setItem(...savedItem('r', state));
    const session = open();
    expect(session.best).toBe(5012);
    expect(session.act({ type: 'undo' }).kind).toBe('undone');
    expect(session.state.score).toBe(5000);
    expect(session.best).toBe(5012);
    // A reload (the undone position is what is saved now) still knows it.
    expect(open().best).toBe(5012);
    // Leaving the game writes it, though the game itself ends below it.
    session.start();
    expect(recordsDocument(store).read().best['4']).toBe(5012);
  });

  it('counts the undone moves of a resumed game in the best score', () => {
    const { open, backend, store } = setup();
    let state = newGame({ seed: 7 });
    for (let i = 0; state.score === 0 && i < 40; i++) state = apply(state, i % 2 ? 'left' : 'down');
    const peak = state.score;
    expect(peak).toBeGreaterThan(0);
    state = undo(state);
    expect(state.score).toBeLessThan(peak);
    backend.setItem(...savedItem('u', state));
    const session = open();
    expect(session.best).toBe(peak);
    session.start();
    expect(recordsDocument(store).read().best['4']).toBe(peak);
  });

  it('keeps its best score when another tab leaves a lower one in storage', () => {
    const backend = memoryStorage();
    const events = new EventTarget();
    const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined, events });
    const session = open2048Session({ store, seed: 7 });
    session.followOtherTabs();
    for (let i = 0; session.state.score === 0 && i < 40; i++)
      session.act({ type: 'move', direction: i % 2 ? 'left' : 'down' });
    const best = session.best;
    expect(best).toBeGreaterThan(0);
    session.act({ type: 'undo' });
    expect(session.state.score).toBeLessThan(best);
    // E.g. this tab's last write was refused, or the stored value was damaged and set aside.
    backend.setItem(
      'pastime.2048.records',
      JSON.stringify({ version: 1, best: { '4': 1, '5': 64 }, games: [] }),
    );
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'pastime.2048.records' }));
    expect(session.best).toBe(best);
    // What the other tab added is taken in.
    expect(session.records.best['5']).toBe(64);
  });

  it('sets a damaged saved game aside, reports it and starts a new one', () => {
    const { open, backend, problems, store } = setup();
    const [key] = savedItem('x', newGame({ seed: 2 }));
    backend.setItem(
      key,
      JSON.stringify({ version: 1, id: 'x', startedAt: STARTED, updatedAt: STARTED, save: '{}' }),
    );
    const session = open(1);
    expect(session.resumed).toBe(false);
    expect(problems).toEqual([expect.objectContaining({ kind: 'corrupt', key: `${SAVED_PREFIX}x` })]);
    expect(problems[0]?.kind === 'corrupt' && problems[0].reason).toMatch(/^game\.save: /);
    expect(store.backups()).toHaveLength(1);
    expect(serialize(session.state)).toBe(serialize(newGame({ seed: 1 })));
  });

  it('sets a damaged saved game of an earlier version aside too', () => {
    const { open, backend, problems, store } = setup();
    backend.setItem(
      `pastime.${LEGACY_GAME_KEY}`,
      JSON.stringify({ version: 1, id: 'x', startedAt: STARTED, save: '{}' }),
    );
    expect(open(1).resumed).toBe(false);
    expect(problems).toEqual([expect.objectContaining({ kind: 'corrupt', key: LEGACY_GAME_KEY })]);
    expect(store.backups()).toHaveLength(1);
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
  });
});

describe('whatever storage holds', () => {
  it('the session starts, plays, saves and resumes, and never throws', () => {
    const state = apply(newGame({ seed: 1 }), 'left');
    const good = JSON.parse(savedItem('g', state)[1]) as Record<string, string>;
    const save = serialize(state);
    const fields = {
      version: fc.oneof(fc.constant(1), fc.anything()),
      id: fc.oneof(fc.constant('g'), fc.string(), fc.anything()),
      startedAt: fc.oneof(fc.constant(STARTED), fc.string()),
      save: fc.oneof(fc.constant(save), fc.string(), fc.constant(save.replace('"score":', '"score":-'))),
    };
    const savedGame = fc.oneof(
      fc.json(),
      fc.constant(JSON.stringify(good)),
      fc
        .record({ ...fields, updatedAt: fc.oneof(fc.constant(STARTED), fc.string()) })
        .map((value) => JSON.stringify(value)),
    );
    const legacyGame = fc.option(
      fc.oneof(
        fc.json(),
        fc.record(fields).map((value) => JSON.stringify(value)),
      ),
    );
    const records = fc.oneof(
      fc.json(),
      fc
        .record({
          version: fc.constant(1),
          best: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', '4')), fc.anything()),
          games: fc.array(fc.anything(), { maxLength: 3 }),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(savedGame, legacyGame, records, fc.json(), (game, legacy, recordsText, settings) => {
        const backend = memoryStorage();
        backend.setItem(`pastime.${SAVED_PREFIX}g`, game);
        if (legacy !== null) backend.setItem(`pastime.${LEGACY_GAME_KEY}`, legacy);
        backend.setItem('pastime.2048.records', recordsText);
        backend.setItem('pastime.2048.settings', settings);
        const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined });
        let clock = Date.UTC(2025, 0, 1);
        const options = { store, now: () => new Date((clock += 1000)) };
        const session = open2048Session(options);
        for (const direction of ['left', 'up', 'right', 'down'] as const)
          session.act({ type: 'move', direction: direction });
        const resumed = open2048Session(options);
        expect(resumed.id).toBe(session.id);
        expect(serialize(resumed.state)).toBe(serialize(session.state));
        session.start();
        expect(session.state.moves).toBe(0);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});

describe('announcements', () => {
  it('describe what a command did: moves, blocked moves, wins, keep going and new games', () => {
    const start = nearWin();
    const won = apply(start, 'left');
    expect(describeOutcome({ kind: 'won', direction: 'left', gained: 2048 }, won)).toBe(
      'Moved left. 1 merge, plus 2048 points. Score 2048. You win! You made 2048.',
    );
    expect(describeOutcome({ kind: 'nothing-moved', direction: 'up' }, start)).toBe('Cannot move up.');
    expect(describeOutcome({ kind: 'waiting-after-win' }, won)).toBe(
      'You won. Choose Keep going or New Game.',
    );
    expect(describeOutcome({ kind: 'kept-going' }, won)).toBe('Keep going. Score 2048.');
    expect(describeOutcome({ kind: 'nothing-to-undo' }, won)).toBeUndefined();
    const spawned = apply(
      newGame({
        board: [
          [2, 0],
          [0, 0],
        ],
        spawnScript: [{ row: 1, col: 1, value: 4 }],
      }),
      'right',
    );
    expect(describeOutcome({ kind: 'moved', direction: 'right', gained: 0 }, spawned)).toBe(
      'Moved right. Score 0. New 4 at row 2, column 2.',
    );
    expect(
      describeOutcome(
        { kind: 'new-game' },
        newGame({
          size: 3,
          winValue: 64,
          spawnScript: [
            { row: 0, col: 0, value: 2 },
            { row: 2, col: 1, value: 4 },
          ],
        }),
      ),
    ).toBe('New game on a 3 by 3 board, reach 64. Tiles: 2 at row 1, column 1; 4 at row 3, column 2.');
  });
});
