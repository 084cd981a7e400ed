import { newGame, apply, serialize, type Direction } from '@pastime/2048';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeOutcome } from '../../src/game2048/describe.ts';
import { LEGACY_GAME_KEY, SAVED_PREFIX } from '../../src/game2048/session.ts';
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
