/** Test plan §13 (SER1–SER2) and the save format's checks. */
import { describe, expect, it } from 'vitest';
import {
  deserialize,
  GameError,
  init,
  keepGoing,
  move,
  redo,
  SAVE_VERSION,
  serialize,
  undo,
} from '../src/index.ts';
import type { Direction, GameState, Spawn } from '../src/index.ts';
import { given, rows, sp } from './support/boards.ts';
import { errorOf } from './support/errors.ts';
import { facts } from './support/facts.ts';

const ORDER: readonly Direction[] = ['left', 'up', 'right', 'down'];

function play(start: GameState, count: number): GameState {
  let s = start;
  for (let i = 0; i < count; i++) {
    const next = move(s, ORDER[i % 4] ?? 'left');
    s = next === s ? move(s, ORDER[(i + 1) % 4] ?? 'left') : next;
  }
  return s;
}

function saveError(text: string): GameError {
  return errorOf(() => deserialize(text));
}

/** A save with one field replaced (by a path of keys) — or deleted when `value` is `undefined`. */
function edited(state: GameState, path: (string | number)[], value: unknown): string {
  const data = JSON.parse(serialize(state)) as Record<string, unknown>;
  let target: Record<string | number, unknown> = data;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) Reflect.deleteProperty(target, last);
  else target[last] = value;
  return JSON.stringify(data);
}

describe('serialization', () => {
  it('SER1: round trip keeps board, score, status, config, seed, generator and remaining script', () => {
    const start = given('2 0 2 4\n0 4 0 4\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(3, 0, 4), sp(2, 2, 2)], {
      seed: 'ser1',
      winValue: 64,
    });
    const s = move(start, 'left');
    const copy = deserialize(serialize(s));
    expect(facts(copy)).toEqual(facts(s));
    expect(copy.spawnScript).toEqual([sp(3, 0, 4), sp(2, 2, 2)]);
    expect(serialize(copy)).toBe(serialize(s));
  });

  it('SER1: a loaded game continues exactly as the original, including its random generator', () => {
    const s = play(init({ seed: 'continue', size: 5 }), 40);
    const copy = deserialize(serialize(s));
    const a = play(s, 60);
    const b = play(copy, 60);
    expect(facts(b)).toEqual(facts(a));
  });

  it('SER1: a scripted game loads with its whole script, cursor and history, and continues exactly', () => {
    // The script is a seeded game's own spawns, so every entry is valid when its turn comes.
    const source = play(init({ seed: 'script-source', size: 3 }), 10);
    let first = source;
    while (first.undoDepth > 0) first = undo(first);
    const script: Spawn[] = first.tiles.map(({ row, col, value }) => ({ row, col, value }));
    const directions: Direction[] = [];
    for (let p = first; p.redoDepth > 0;) {
      p = redo(p);
      const last = p.lastMove;
      if (last === null || last.spawn === null) throw new Error('every replayed move spawns here');
      script.push(last.spawn);
      directions.push(last.direction);
    }
    let s = init({ size: 3, spawnScript: script, initialSpawns: first.tiles.length });
    for (const d of directions.slice(0, 7)) s = move(s, d);
    s = undo(undo(s));
    const copy = deserialize(serialize(s));
    expect(facts(copy)).toEqual(facts(s));
    expect(copy.spawnScript).toEqual(script.slice(first.tiles.length + 5));
    const finish = (g: GameState): GameState => {
      let t = redo(redo(g));
      for (const d of directions.slice(7)) t = move(t, d);
      return t;
    };
    expect(serialize(finish(copy))).toBe(serialize(finish(s)));
    expect(finish(copy).board).toEqual(source.board);
    expect(finish(copy).spawnScript).toEqual([]);
  });

  it('SER1: undo/redo stacks survive the round trip and keep working', () => {
    const played = play(init({ seed: 'stacks', size: 3 }), 12);
    const s = undo(undo(undo(played)));
    expect([s.undoDepth, s.redoDepth]).toEqual([played.undoDepth - 3, 3]);
    const copy = deserialize(serialize(s));
    expect([copy.undoDepth, copy.redoDepth]).toEqual([s.undoDepth, 3]);
    expect(facts(redo(redo(redo(copy))))).toEqual(facts(redo(redo(redo(s)))));
    expect(facts(undo(copy))).toEqual(facts(undo(s)));
    expect(serialize(copy)).toBe(serialize(s));
  });

  it('SER1: won, won-continue and lost states round-trip', () => {
    const won = move(given('1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]), 'left');
    const going = keepGoing(won);
    const lost = given('2 4 2 4\n4 2 4 2\n2 4 2 4\n4 2 4 2');
    for (const s of [won, going, lost]) {
      const copy = deserialize(serialize(s));
      expect(facts(copy)).toEqual(facts(s));
    }
  });

  it('SER1: the text is stable JSON with a version', () => {
    const s = init({ seed: 3 });
    const text = serialize(s);
    expect(serialize(s)).toBe(text);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.version).toBe(SAVE_VERSION);
    expect(Object.keys(data)).toEqual([
      'game',
      'version',
      'config',
      'seed',
      'spawnScript',
      'current',
      'undo',
      'redo',
    ]);
  });

  it('SER1: tiles beyond 2^53 and large scores survive', () => {
    const s = move(
      given(`${2 ** 53} ${2 ** 53} 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0`, [sp(3, 3, 2)], {
        score: 2 ** 52,
        stopOnWin: false,
      }),
      'left',
    );
    expect(s.board[0]?.[0]).toBe(2 ** 54);
    const copy = deserialize(serialize(s));
    expect(copy.board[0]?.[0]).toBe(2 ** 54);
    expect(copy.score).toBe(s.score);
  });

  it('SER1: maxUndo keeps only the newest undo steps (and nearest redo steps); the save still plays exactly', () => {
    const played = play(init({ seed: 'limit', size: 4 }), 30);
    const s = undo(undo(played));
    const text = serialize(s, { maxUndo: 5 });
    const copy = deserialize(text);
    expect([copy.undoDepth, copy.redoDepth]).toEqual([5, 2]);
    expect(facts(undo(undo(copy)))).toEqual({ ...facts(undo(undo(s))), undoDepth: 3, redoDepth: 4 });
    expect(serialize(redo(redo(copy)))).toBe(serialize(played, { maxUndo: 7 }));
    expect(deserialize(serialize(s, { maxUndo: 0 })).undoDepth).toBe(0);
    expect(deserialize(serialize(s, { maxUndo: 1 })).redoDepth).toBe(1);
    expect(() => serialize(s, { maxUndo: -1 })).toThrow(GameError);
    expect(() => serialize(s, { maxUndo: 1.5 })).toThrow(/maxUndo/);
  });

  it('SER1: any tail of the undo list is a valid save (an app may shorten a save by dropping the oldest steps)', () => {
    const s = play(init({ seed: 'tail', size: 3 }), 20);
    const data = JSON.parse(serialize(s)) as { undo: unknown[] };
    for (let drop = 0; drop <= data.undo.length; drop++) {
      const copy = deserialize(JSON.stringify({ ...data, undo: data.undo.slice(drop) }));
      expect(copy.undoDepth).toBe(s.undoDepth - drop);
      expect(facts(copy)).toEqual({ ...facts(s), undoDepth: s.undoDepth - drop });
    }
  });

  it('SER2: unknown fields are ignored; known fields give the same state', () => {
    const s = play(init({ seed: 'ser2' }), 5);
    const data = JSON.parse(serialize(s)) as Record<string, unknown>;
    data.comment = 'from a later version';
    (data.config as Record<string, unknown>).theme = 'dark';
    (data.current as Record<string, unknown>).note = 42;
    const copy = deserialize(JSON.stringify(data));
    expect(facts(copy)).toEqual(facts(s));
    expect(serialize(copy)).toBe(serialize(s));
  });

  it('SER2: another version is rejected, naming the field', () => {
    const e = saveError(edited(init({ seed: 1 }), ['version'], 2));
    expect(e.code).toBe('invalid-save');
    expect(e.field).toBe('version');
  });
});

describe('deserialize rejects every bad input, naming the field', () => {
  const base = play(init({ seed: 'bad', history: true }), 6);
  const scripted = move(given('2 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(0, 3, 2)]), 'left');

  it('not JSON, not an object, wrong game', () => {
    expect(saveError('{').field).toBe('text');
    expect(saveError('[]').field).toBe('text');
    expect(saveError('null').field).toBe('text');
    expect(saveError('"x"').field).toBe('text');
    expect(saveError(edited(base, ['game'], 'farkle')).field).toBe('game');
    expect(() => deserialize(42 as unknown as string)).toThrow(GameError);
  });

  const cases: [string, (string | number)[], unknown, string][] = [
    ['missing game', ['game'], undefined, 'game'],
    ['missing version', ['version'], undefined, 'version'],
    ['missing config', ['config'], undefined, 'config'],
    ['config not an object', ['config'], [1], 'config'],
    ['size too small', ['config', 'size'], 1, 'config.size'],
    ['size too large', ['config', 'size'], 17, 'config.size'],
    ['size not an integer', ['config', 'size'], 4.5, 'config.size'],
    ['size a string', ['config', 'size'], '4', 'config.size'],
    ['win value not a power of two', ['config', 'winValue'], 1000, 'config.winValue'],
    ['win value too small', ['config', 'winValue'], 4, 'config.winValue'],
    ['stopOnWin not a boolean', ['config', 'stopOnWin'], 'yes', 'config.stopOnWin'],
    ['initialSpawns 0', ['config', 'initialSpawns'], 0, 'config.initialSpawns'],
    ['initialSpawns above the cells', ['config', 'initialSpawns'], 17, 'config.initialSpawns'],
    ['history missing', ['config', 'history'], undefined, 'config.history'],
    ['seed missing', ['seed'], undefined, 'seed'],
    ['seed an object', ['seed'], {}, 'seed'],
    ['spawnScript missing', ['spawnScript'], undefined, 'spawnScript'],
    ['spawnScript not an array', ['spawnScript'], 'x', 'spawnScript'],
    ['current missing', ['current'], undefined, 'current'],
    ['current not an object', ['current'], 3, 'current'],
    ['board missing', ['current', 'board'], undefined, 'current.board'],
    ['board with too few rows', ['current', 'board'], [[0, 0, 0, 0]], 'current.board'],
    ['board row too short', ['current', 'board', 2], [0, 0, 0], 'current.board[2]'],
    ['board cell not a power of two', ['current', 'board', 1, 2], 6, 'current.board[1][2]'],
    ['board cell 1', ['current', 'board', 1, 2], 1, 'current.board[1][2]'],
    ['board cell negative', ['current', 'board', 0, 0], -2, 'current.board[0][0]'],
    ['board cell a string', ['current', 'board', 3, 3], '2', 'current.board[3][3]'],
    ['board cell null', ['current', 'board', 3, 3], null, 'current.board[3][3]'],
    ['score negative', ['current', 'score'], -4, 'current.score'],
    ['score fractional', ['current', 'score'], 4.5, 'current.score'],
    ['score missing', ['current', 'score'], undefined, 'current.score'],
    ['status unknown', ['current', 'status'], 'paused', 'current.status'],
    ['status lost while moves remain', ['current', 'status'], 'lost', 'current.status'],
    ['status won without the win tile', ['current', 'status'], 'won', 'current.status'],
    ['status won-continue without the win tile', ['current', 'status'], 'won-continue', 'current.status'],
    ['moves negative', ['current', 'moves'], -1, 'current.moves'],
    ['moves fractional', ['current', 'moves'], 1.5, 'current.moves'],
    ['random too short', ['current', 'random'], [1, 2, 3], 'current.random'],
    ['random word too large', ['current', 'random'], [1, 2, 3, 2 ** 32], 'current.random'],
    ['random not numbers', ['current', 'random'], ['a', 'b', 'c', 'd'], 'current.random'],
    ['scriptCursor beyond an absent script', ['current', 'scriptCursor'], 1, 'current.scriptCursor'],
    ['scriptCursor negative', ['current', 'scriptCursor'], -1, 'current.scriptCursor'],
    ['undo missing', ['undo'], undefined, 'undo'],
    ['undo not an array', ['undo'], {}, 'undo'],
    ['redo missing', ['redo'], undefined, 'redo'],
    ['an undo snapshot with a bad cell', ['undo', 1, 'board', 0, 0], 3, 'undo[1].board[0][0]'],
    ['undo moves out of sequence', ['undo', 0, 'moves'], 4, 'undo[1].moves'],
    ['a current move count that does not follow the undo stack', ['current', 'moves'], 99, 'current.moves'],
  ];
  for (const [name, path, value, field] of cases) {
    it(`${name} → ${field}`, () => {
      const e = saveError(edited(base, path, value));
      expect(e.code).toBe('invalid-save');
      expect(e.field).toBe(field);
      expect(e.message).toContain(field);
    });
  }

  it('a score that goes down along the stacks is inconsistent', () => {
    const e = saveError(edited(base, ['undo', 0, 'score'], 10 ** 6));
    expect(e.field).toBe('undo[1].score');
  });

  it('script checks: entries, cursor range and cursor steps', () => {
    expect(saveError(edited(scripted, ['spawnScript', 1, 'value'], 8)).field).toBe('spawnScript[1].value');
    expect(saveError(edited(scripted, ['spawnScript', 0, 'row'], 4)).field).toBe('spawnScript[0].row');
    expect(saveError(edited(scripted, ['current', 'scriptCursor'], 3)).field).toBe('current.scriptCursor');
    const twoSteps = move(scripted, 'down');
    expect(saveError(edited(twoSteps, ['undo', 0, 'scriptCursor'], 2)).field).toBe('undo[1].scriptCursor');
  });

  it('each position must be what a move makes of the one before: board, score, generator and status are replayed', () => {
    const data = JSON.parse(serialize(base)) as { undo: { board: unknown }[] };
    const laterBoard = data.undo[3]?.board;
    expect(saveError(edited(base, ['undo', 2, 'board'], laterBoard)).field).toBe('undo[2].board');
    const score = (JSON.parse(serialize(base)) as { current: { score: number } }).current.score;
    expect(saveError(edited(base, ['current', 'score'], score + 4)).field).toBe('current.score');
    expect(saveError(edited(base, ['current', 'random'], [1, 2, 3, 4])).field).toBe('current.random');
    const undone = undo(undo(base));
    expect(saveError(edited(undone, ['redo', 0, 'random'], [1, 2, 3, 4])).field).toBe('redo[0].random');
    // A later move after keeping going is won-continue: a save calling it won again does not follow.
    const won = move(given('1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2), sp(0, 3, 4)]), 'left');
    const next = move(keepGoing(won), 'right');
    expect(deserialize(serialize(next)).status).toBe('won-continue');
    expect(saveError(edited(next, ['current', 'status'], 'won')).field).toBe('current.status');
  });

  it('stacks must be empty with history off', () => {
    const e = saveError(edited(base, ['config', 'history'], false));
    expect(e.field).toBe('undo');
  });

  it('a won status needs stopOnWin; a terminal state cannot be followed by a move', () => {
    const won = move(given('1024 1024 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0', [sp(3, 3, 2)]), 'left');
    expect(saveError(edited(won, ['config', 'stopOnWin'], false)).field).toBe('current.status');
    const afterWin = move(keepGoing(won), 'right');
    expect(saveError(edited(afterWin, ['undo', 0, 'status'], 'lost')).field).toBe('undo[0].status');
  });

  it('the caller keeps nothing half-loaded: a failed load throws and returns nothing', () => {
    const text = serialize(base);
    expect(() => deserialize(text.replace('"status":"playing"', '"status":"nope"'))).toThrow(/status/);
    expect(rows(deserialize(text))).toEqual(rows(base));
  });
});
