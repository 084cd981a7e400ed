import { apply, deserialize, keepGoing, newGame, redo, serialize, undo, type GameState } from '@pastime/2048';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeSave2048,
  encodeSave2048,
  fromState2048,
  newGame2048,
  play2048,
  readBrowserEntry2048V1,
  readLegacyGame2048,
  readShelvedGame,
  readTerminalGames2048V1,
  SAVE_CODEC_2048,
  StoredValueError,
  writeShelvedGame,
  upgradeSave2048,
  type Action2048,
  type Game2048,
} from '../src/index.ts';
import { playGameOn, playOn } from './support/play-2048.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'format-1');

/** The engine's own call for each action. */
function engine(state: GameState, action: Action2048): GameState {
  switch (action) {
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'keep-going':
      return keepGoing(state);
    default:
      return apply(state, action);
  }
}

/** Stored and read back, through JSON as the apps store it. */
function reload(game: Game2048): Game2048 {
  return decodeSave2048(JSON.parse(JSON.stringify(encodeSave2048(game.save))), 'game');
}

/** The field a tampered save is refused for. */
function refusedField(value: unknown): string {
  try {
    decodeSave2048(value, 'game');
  } catch (error) {
    if (error instanceof StoredValueError) return error.path;
    throw error;
  }
  throw new Error('the save was accepted');
}

const actions = fc.array(
  fc.constantFrom<Action2048>('up', 'down', 'left', 'right', 'keep-going', 'undo', 'redo'),
  { maxLength: 80 },
);

describe('2048 save format 2', () => {
  it('rebuilds exactly the state the same engine calls make, undo and redo steps and generator included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom(8, 16, 32),
        fc.integer(),
        actions,
        (size, winValue, seed, list) => {
          let state = newGame({ size, winValue, seed });
          let game = newGame2048({ size, winValue, seed });
          for (const action of list) {
            const next = engine(state, action);
            const played = play2048(game, action);
            expect(played === undefined).toBe(next === state);
            state = next;
            game = played ?? game;
            expect(serialize(game.state)).toBe(serialize(state));
          }
          const loaded = reload(game);
          expect(serialize(loaded.state)).toBe(serialize(state));
          expect(loaded.state.undoDepth).toBe(state.undoDepth);
          expect(loaded.state.redoDepth).toBe(state.redoDepth);
          expect(loaded.state.random).toEqual(state.random);
          expect(loaded.save).toEqual(game.save);
          // And the upgrade from the engine's format 1 save of the same game gives the same game back.
          const upgraded = upgradeSave2048(serialize(state), 'save');
          expect(serialize(upgraded.state)).toBe(serialize(state));
          expect(upgraded.save.log.length).toBeLessThanOrEqual(game.save.log.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stores one character a move: a 10,000-move game saves in at most 16 kB', () => {
    const game = playGameOn(newGame2048({ size: 8, winValue: 2048, seed: 1 }), 10_000);
    expect(game.state.moves).toBe(10_000);
    const text = JSON.stringify(encodeSave2048(game.save));
    expect(text.length).toBeLessThanOrEqual(16_000);
    expect(serialize(reload(game).state)).toBe(serialize(game.state));
  });

  it('stores a seed, the log, the cursor and the check', () => {
    let game = newGame2048({ size: 4, winValue: 2048, seed: 'abc' });
    for (const action of ['left', 'up', 'right', 'undo'] as const) game = play2048(game, action) ?? game;
    expect(encodeSave2048(game.save)).toEqual({
      size: 4,
      winValue: 2048,
      seed: 'abc',
      log: expect.stringMatching(/^[udlr]{2,3}$/) as unknown,
      cursor: game.save.log.length - 1,
      check: {
        score: game.state.score,
        moves: game.state.moves,
        board: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      },
    });
  });

  it('keeps a keep going with the winning move: undone and redone together, dropped by a new move', () => {
    const nearWin = newGame({
      board: [
        [8, 8, 0],
        [2, 0, 0],
        [0, 0, 0],
      ],
      winValue: 16,
      seed: 4,
    });
    let game = fromState2048(nearWin);
    expect(game.save.start).toBeDefined();
    game = play2048(game, 'left') ?? game;
    expect(game.state.status).toBe('won');
    expect(play2048(game, 'up')).toBeUndefined();
    game = play2048(game, 'keep-going') ?? game;
    expect(game.save.log).toBe('lk');
    expect(play2048(game, 'keep-going')).toBeUndefined();
    game = play2048(game, 'undo') ?? game;
    expect(game.state.moves).toBe(0);
    expect(reload(game).state.redoDepth).toBe(1);
    game = play2048(game, 'redo') ?? game;
    expect(game.state.status).toBe('won-continue');
    expect(reload(game).state.status).toBe('won-continue');
    game = play2048(play2048(game, 'undo') ?? game, 'right') ?? game;
    expect(game.save.log).toBe('r');
    expect(game.state.redoDepth).toBe(0);
  });
});

describe('a tampered save is refused, naming the wrong field', () => {
  let game = newGame2048({ size: 4, winValue: 2048, seed: 7 });
  game = playGameOn(game, 30, 3);
  game = play2048(play2048(game, 'undo') ?? game, 'undo') ?? game;
  const stored = encodeSave2048(game.save);
  const log = game.save.log;

  it('accepts the save as it is', () => {
    expect(serialize(decodeSave2048(stored, 'game').state)).toBe(serialize(game.state));
  });

  it.each([
    ['game.check.score', { ...stored, check: { ...game.save.check, score: game.save.check.score + 4 } }],
    ['game.check.moves', { ...stored, check: { ...game.save.check, moves: game.save.check.moves + 1 } }],
    ['game.check.board', { ...stored, check: { ...game.save.check, board: '00000000' } }],
    ['game.check.board', { ...stored, check: { ...game.save.check, board: 'zz' } }],
    ['game.cursor', { ...stored, cursor: log.length + 1 }],
    ['game.cursor', { ...stored, cursor: -1 }],
    ['game.log[5]', { ...stored, log: `${log.slice(0, 5)}x${log.slice(6)}` }],
    ['game.log[0]', { ...stored, log: `k${log}` }],
    ['game.log', { ...stored, log: 5 }],
    ['game.size', { ...stored, size: 1 }],
    ['game.winValue', { ...stored, winValue: 2 }],
    ['game.seed', { ...stored, seed: null }],
    ['game', { ...stored, start: serialize(newGame({ seed: 7 })) }],
    ['game.check', { ...stored, check: undefined }],
  ])('%s', (field, value) => {
    expect(refusedField(value)).toBe(field);
  });

  it('refuses a move no tile can make, or a move after the game is lost, at its place in the log', () => {
    // A lone tile in the top left corner moves neither up nor left.
    const corner = fromState2048(
      newGame({
        board: [
          [2, 0],
          [0, 0],
        ],
        seed: 1,
      }),
    );
    const entry = encodeSave2048(corner.save);
    expect(refusedField({ ...entry, log: 'u' })).toBe('game.log[0]');
    const lost = playOn(newGame({ size: 2, seed: 3 }), 100);
    expect(lost.status).toBe('lost');
    const lostGame = fromState2048(lost);
    const tooLong = { ...encodeSave2048(lostGame.save), log: `${lostGame.save.log}l` };
    expect(refusedField(tooLong)).toBe(`game.log[${lostGame.save.log.length}]`);
  });

  it('refuses a changed seed (its replay goes elsewhere) and a changed size', () => {
    expect(refusedField({ ...stored, seed: 8 })).toMatch(/^game\.(log\[\d+\]|check\.(score|board|moves))$/);
    expect(refusedField({ ...stored, size: 5 })).toMatch(/^game\.(log\[\d+\]|check\.(score|board|moves))$/);
  });

  it('refuses a start position with undo steps, or of another size than the save says', () => {
    const played = playOn(newGame({ size: 3, seed: 2 }), 5);
    const base = fromState2048(
      newGame({
        board: [
          [2, 0, 0],
          [0, 0, 0],
          [0, 0, 2],
        ],
        seed: 1,
      }),
    ).save;
    const entry = encodeSave2048(base);
    expect(refusedField({ ...entry, start: serialize(played) })).toBe('game.start');
    expect(refusedField({ ...entry, start: '{' })).toBe('game.start');
    expect(refusedField({ ...entry, size: 4 })).toBe('game.size');
    expect(refusedField({ ...entry, winValue: 4096 })).toBe('game.winValue');
  });

  it('gives a clear message', () => {
    expect(() => decodeSave2048({ ...stored, check: { ...game.save.check, score: 1 } }, 'game')).toThrow(
      `game.check.score: the log replays to score ${game.save.check.score}, not 1`,
    );
  });
});

function oldest(state: GameState): GameState {
  let s = state;
  while (s.undoDepth > 0) s = undo(s);
  return s;
}

/** Every engine save text in the format 1 fixtures: browser values and terminal files. */
function format1Saves(): { readonly name: string; readonly text: string }[] {
  const saves: { name: string; text: string }[] = [];
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.json'))) {
    const content = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
    if (file.startsWith('web-')) {
      for (const [key, value] of Object.entries(content)) {
        if (!/^pastime\.2048\.(saved\.|game$)/.test(key) || typeof value !== 'string') continue;
        const entry = JSON.parse(value) as { save: string };
        saves.push({ name: `${file} ${key}`, text: entry.save });
      }
    } else if (file.endsWith('saved-games.json')) {
      for (const entry of (content as { games: { id: string; game: string }[] }).games) {
        saves.push({ name: `${file} ${entry.id}`, text: entry.game });
      }
    }
  }
  return saves;
}

describe('the upgrade from format 1', () => {
  const saves = format1Saves();

  it('finds the fixtures', () => {
    expect(saves.length).toBeGreaterThanOrEqual(12);
  });

  it.each(saves)('$name loads with the same position, undo and redo steps', ({ text }) => {
    const before = deserialize(text);
    const game = upgradeSave2048(text, 'game.save');
    expect(serialize(game.state)).toBe(serialize(before));
    expect(game.state.undoDepth).toBe(before.undoDepth);
    expect(game.state.redoDepth).toBe(before.redoDepth);
    // Stored as format 2 and read back: the same again.
    expect(serialize(reload(game).state)).toBe(serialize(before));
    // A game kept whole from its seeded start is stored as its seed; one whose oldest steps were cut, from there.
    expect('seed' in game.save).toBe(oldest(before).moves === 0);
  });

  it('keeps the cut game from its oldest kept step', () => {
    const cut = saves.find((save) => save.name.includes('long-cut'));
    if (cut === undefined) throw new Error('no cut game among the fixtures');
    const game = upgradeSave2048(cut.text, 'game.save');
    expect(game.save.start).toBeDefined();
    expect(game.state.moves).toBe(2197);
    expect(game.state.redoDepth).toBe(3);
    expect(JSON.stringify(encodeSave2048(game.save)).length).toBeLessThan(cut.text.length / 50);
  });

  it('refuses a format 1 save the engine refuses, naming it', () => {
    expect(() => upgradeSave2048('{"game":"2048"}', 'game.save')).toThrow(/^game\.save: /);
  });
});

describe('the entries format 1 stored', () => {
  const web = (name: string): Record<string, string> =>
    JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, string>;

  it('read the browser entries with their id, dates and game', () => {
    const items = web('web-several.json');
    const text = items['pastime.2048.saved.mf1tab-b'] ?? '';
    const entry = readBrowserEntry2048V1(JSON.parse(text), 'game', 'mf1tab-b');
    const stored = JSON.parse(text) as { startedAt: string; updatedAt: string; save: string };
    expect(entry).toMatchObject({
      id: 'mf1tab-b',
      startedAt: stored.startedAt,
      updatedAt: stored.updatedAt,
      revision: 1,
    });
    expect(serialize(entry.save.state)).toBe(serialize(deserialize(stored.save)));
    expect(() => readBrowserEntry2048V1(JSON.parse(text), 'game', 'other')).toThrow(/^game\.id must be/);
    expect(() => readBrowserEntry2048V1({ ...JSON.parse(text), save: '{}' }, 'game')).toThrow(
      /^game\.save: /,
    );
  });

  it('read the single key of earlier versions', () => {
    const text = web('web-legacy.json')['pastime.2048.game'] ?? '';
    const stored = JSON.parse(text) as { id: string; startedAt: string; save: string };
    const entry = readLegacyGame2048(JSON.parse(text), 'game', '2026-11-26T12:00:00.000Z');
    expect(entry).toMatchObject({
      id: stored.id,
      startedAt: stored.startedAt,
      updatedAt: '2026-11-26T12:00:00.000Z',
    });
    expect(serialize(entry.save.state)).toBe(serialize(deserialize(stored.save)));
  });

  it('read the terminal file, most recently saved first', () => {
    for (const file of ['terminal-0.1.0-2048-saved-games.json', 'terminal-long-2048-saved-games.json']) {
      const content = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as {
        games: { id: string; savedAt: string; game: string }[];
      };
      const games = readTerminalGames2048V1(content);
      expect(games.map((game) => game.id)).toEqual(content.games.map((game) => game.id).reverse());
      for (const game of games) {
        const stored = content.games.find((entry) => entry.id === game.id);
        expect(game.updatedAt).toBe(stored?.savedAt);
        expect(serialize(game.save.state)).toBe(serialize(deserialize(stored?.game ?? '')));
      }
    }
    expect(() =>
      readTerminalGames2048V1({
        version: 1,
        games: [{ id: 'a', pid: null, savedAt: '2026-11-26T12:00:00.000Z', game: '{}' }],
      }),
    ).toThrow(/^games\[0\]\.game: /);
  });

  it('write and read entries of version 2 through the codec', () => {
    const game = playGameOn(newGame2048({ size: 4, winValue: 2048, seed: 3 }), 20);
    const entry = {
      id: 'g',
      startedAt: '2026-11-26T12:00:00.000Z',
      updatedAt: '2026-11-26T12:00:00.000Z',
      revision: 4,
      save: game,
    };
    const stored = JSON.parse(JSON.stringify(writeShelvedGame(SAVE_CODEC_2048, entry))) as unknown;
    expect(stored).toMatchObject({ version: 2, id: 'g', revision: 4, game: { seed: 3, cursor: 20 } });
    expect(serialize(readShelvedGame(SAVE_CODEC_2048, stored, 'game').save.state)).toBe(
      serialize(game.state),
    );
  });
});
