import { readFileSync } from 'node:fs';
import {
  apply,
  computerAction,
  COMPUTER_LEVELS,
  deserialize,
  legalActions,
  MODES,
  newGame,
  restartGame,
  serialize,
  type Action,
  type FarkleState,
  type GameConfig,
} from '@pastime/farkle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  farkleAction,
  farkleToken,
  newFarkleSave,
  playFarkle,
  readFarkleSave,
  restartFarkleSave,
  upgradeFarkleEntry,
  upgradeFarkleSave,
  writeFarkleSave,
  type FarkleSave,
} from '../src/farkle/save.ts';
import { fnv1a } from '../src/manager/hash.ts';
import { StoredValueError } from '../src/schema/error.ts';

/** The action `choice` picks in `state`: one of the legal ones, a selection of some dice, or the computer's. */
function pick(state: FarkleState, choice: number): Action {
  const legal = legalActions(state);
  if (choice % 7 === 0) return computerAction(state);
  if (choice % 7 === 1 && state.phase === 'choosing') {
    const free = state.dice.flatMap((die, i) => (die.locked ? [] : [i]));
    return { type: 'select', indices: free.filter((_, k) => ((choice >> 3) & (1 << k)) !== 0) };
  }
  return legal[choice % legal.length] ?? computerAction(state);
}

/** Stored and read back as an app does: through JSON. */
function roundTrip(save: FarkleSave): FarkleSave {
  return readFarkleSave(JSON.parse(JSON.stringify(writeFarkleSave(save))), 'game');
}

const configArbitrary = fc.record({
  mode: fc.constantFrom(...MODES),
  seed: fc.oneof(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.string({ maxLength: 12 })),
  highScore: fc.integer({ min: 0, max: 20_000 }),
  computerLevel: fc.constantFrom(...COMPUTER_LEVELS),
  names: fc.constantFrom<readonly (string | undefined)[]>(
    [],
    ['Ada'],
    [' Zoé ', undefined],
    [undefined, 'Bo'],
  ),
});

function config(raw: {
  mode: GameConfig['mode'];
  seed: number | string;
  highScore: number;
  computerLevel: GameConfig['computerLevel'];
  names: readonly (string | undefined)[];
}): GameConfig {
  const seats = raw.mode === 'one-player' ? 1 : 2;
  return { ...raw, names: raw.names.slice(0, seats) };
}

describe('Farkle save format 2', () => {
  it('rebuilds the very state the engine reached, after any legal actions and restarts', () => {
    fc.assert(
      fc.property(
        configArbitrary,
        fc.array(fc.nat({ max: 1 << 12 }), { maxLength: 300 }),
        fc.array(fc.nat({ max: 299 }), { maxLength: 2 }),
        (raw, choices, restarts) => {
          let save = newFarkleSave(config(raw));
          let engine = newGame(config(raw));
          expect(save.state).toEqual(engine);
          for (const [i, choice] of choices.entries()) {
            if (restarts.includes(i)) {
              save = restartFarkleSave(save);
              engine = restartGame(engine);
            } else {
              if (engine.phase === 'game-over') continue;
              const action = pick(engine, choice);
              save = playFarkle(save, action);
              engine = apply(engine, action);
            }
            expect(save.state).toEqual(engine);
          }
          const loaded = roundTrip(save);
          expect(loaded.state).toEqual(engine);
          expect(loaded.log).toEqual(save.log);
          expect(loaded.config).toEqual(save.config);
          expect(loaded.origin).toEqual(save.origin);
          // The loaded game plays on exactly as the engine's.
          if (engine.phase !== 'game-over') {
            const action = computerAction(engine);
            expect(playFarkle(loaded, action).state).toEqual(apply(engine, action));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('writes each action as a short token and reads it back', () => {
    const actions: Action[] = [
      { type: 'roll' },
      { type: 'bank' },
      { type: 'select-all' },
      { type: 'toggle', index: 3 },
      { type: 'select', indices: [0, 4, 5] },
      { type: 'select', indices: [] },
    ];
    expect(actions.map(farkleToken)).toEqual(['r', 'b', 'a', 't3', 's045', 's']);
    expect(actions.map(farkleToken).map(farkleAction)).toEqual(actions);
    for (const bad of ['', 'x', 't', 't6', 't12', 's7', 'r1', 'B', 's0123456']) {
      expect(farkleAction(bad), bad).toBeUndefined();
    }
  });

  it('stores the configuration, seed, log and check, and carries fields it does not know', () => {
    let save = newFarkleSave({ mode: 'vs-computer', seed: 5, names: ['Ada'], highScore: 900 });
    for (const action of [{ type: 'roll' }, { type: 'select', indices: [0] }] as const) {
      save = playFarkle(save, { ...action, player: 0 });
    }
    const written = writeFarkleSave(save);
    expect(written).toEqual({
      mode: 'vs-computer',
      names: ['Ada', 'Computer'],
      computerLevel: 'classic',
      highScore: 900,
      seed: 5,
      log: 'r s0',
      check: {
        actions: 2,
        totals: [0, 0],
        turn: 1,
        phase: 'choosing',
        hash: fnv1a(serialize(save.state)),
      },
    });
    // A field the codec does not know (the engine's rules, say) is kept and handed to the engine.
    const popular = playFarkle(newFarkleSave({ mode: 'one-player', seed: 3, rules: 'popular' }), {
      type: 'roll',
    });
    expect(popular.config.extra).toEqual({ rules: 'popular' });
    const stored = writeFarkleSave(popular);
    expect(stored).toMatchObject({ rules: 'popular' });
    const read = readFarkleSave(JSON.parse(JSON.stringify(stored)), 'game');
    expect(read.state).toEqual(popular.state);
    expect(read.state.rules).toEqual(popular.state.rules);
    // Rules the engine refuses are refused, naming the field.
    expect(() => readFarkleSave({ ...written, rules: { target: 5000 } }, 'game')).toThrow(
      /^game\.rules\.onePlayerTurns: /,
    );
  });

  it('hashes with FNV-1a (32 bits)', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
    expect(fnv1a('foobar')).toBe('bf9cf968');
  });
});

describe('a tampered Farkle save', () => {
  /** A two-player game some way in, as stored. */
  function stored(): Record<string, unknown> {
    let save = newFarkleSave({ mode: 'two-player', seed: 21, names: ['Ada', 'Bo'] });
    for (let i = 0; i < 40; i++) save = playFarkle(save, computerAction(save.state));
    return { ...writeFarkleSave(save) };
  }

  function refusal(value: unknown): StoredValueError {
    try {
      readFarkleSave(value, 'game');
    } catch (error) {
      if (error instanceof StoredValueError) return error;
      throw error;
    }
    throw new Error('the save was loaded');
  }

  const good = stored();
  const oneRoll = writeFarkleSave(
    playFarkle(newFarkleSave({ mode: 'one-player', seed: 21 }), { type: 'roll' }),
  );
  const check = good.check as Record<string, unknown>;
  const log = String(good.log).split(' ');
  const withLog = (i: number, token: string): string => log.map((t, k) => (k === i ? token : t)).join(' ');
  const firstBank = log.indexOf('b');

  it.each([
    ['game', 'not an object', 'a save'],
    ['game.mode', 'an unknown mode', { ...good, mode: 'three-player' }],
    ['game.names', 'names not a list', { ...good, names: 'Ada' }],
    ['game.names[1]', 'a name the engine refuses', { ...good, names: ['Ada', 'ada'] }],
    ['game.names[0]', 'a name too long', { ...good, names: ['A'.repeat(41), 'Bo'] }],
    ['game.computerLevel', 'an unknown level', { ...good, computerLevel: 'master' }],
    ['game.highScore', 'a negative high score', { ...good, highScore: -1 }],
    ['game.seed', 'a seed that is neither a number nor text', { ...good, seed: [21] }],
    ['game.start', 'both a seed and a start', { ...good, start: serialize(newGame({ mode: 'two-player' })) }],
    ['game.start', 'neither a seed nor a start', { ...good, seed: undefined }],
    ['game.log', 'a log that is not text', { ...good, log: ['r'] }],
    ['game.log[3]', 'a token that is no action', { ...good, log: withLog(3, 'x') }],
    ['game.log[0]', 'an action not allowed there', { ...good, log: withLog(0, 'b') }],
    [`game.log[${firstBank + 1}]`, 'a bank before the roll', { ...good, log: withLog(firstBank + 1, 'b') }],
    ['game.check', 'no check', { ...good, check: undefined }],
    ['game.check.actions', 'the last action cut off', { ...good, log: log.slice(0, -1).join(' ') }],
    ['game.check.totals', 'a total raised', { ...good, check: { ...check, totals: [99_999, 0] } }],
    ['game.check.turn', 'another turn', { ...good, check: { ...check, turn: 99 } }],
    ['game.check.phase', 'another phase', { ...good, check: { ...check, phase: 'game-over' } }],
    ['game.check.hash', 'another hash', { ...good, check: { ...check, hash: '00000000' } }],
    ['game.check.hash', 'another seed with the same moves', { ...oneRoll, seed: 22 }],
  ])('is refused naming %s (%s)', (field, _what, value) => {
    const error = refusal(value);
    expect(error.path).toBe(field);
    expect(error.message.startsWith(field)).toBe(true);
  });

  it('is not refused when untouched', () => {
    expect(readFarkleSave(good, 'game').log).toHaveLength(40);
  });
});

describe('a Farkle save kept in format 1', () => {
  const items = JSON.parse(
    readFileSync(new URL('./fixtures/format-1/farkle/local-storage.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const saves = Object.entries(items).flatMap(([key, value]): [string, string][] => {
    if (key.startsWith('pastime.farkle.saved.')) return [[key, (JSON.parse(value) as { save: string }).save]];
    if (key === 'pastime.farkle.game') return [[key, (JSON.parse(value) as { save: string }).save]];
    return [];
  });

  it('has a save in every mode among the fixtures', () => {
    expect(saves).toHaveLength(8);
    expect(new Set(saves.map(([, save]) => deserialize(save).mode))).toEqual(new Set(MODES));
  });

  it.each(saves)('%s becomes its position as the start of an empty log, the same game', (_key, text) => {
    const engine = deserialize(text);
    const upgraded = upgradeFarkleSave(text, 'game.save');
    expect(upgraded.state).toEqual(engine);
    expect(upgraded.origin).toEqual({ start: serialize(engine) });
    const loaded = roundTrip(upgraded);
    expect(loaded.state).toEqual(engine);
    if (engine.phase !== 'game-over') {
      // It plays on as the engine would have, and keeps its start in the log that follows.
      const action = computerAction(engine);
      expect(roundTrip(playFarkle(loaded, action)).state).toEqual(apply(engine, action));
    }
  });

  it('becomes a seeded game when the position is a new game', () => {
    const fresh = newGame({ mode: 'vs-computer', seed: 'abc', names: ['Ada'], computerLevel: 'expert' });
    const upgraded = upgradeFarkleSave(serialize(fresh), 'game.save');
    expect(upgraded.origin).toEqual({ seed: 'abc' });
    expect(roundTrip(upgraded).state).toEqual(fresh);
  });

  it('is refused naming the field when the engine cannot load it', () => {
    const text = serialize(newGame({ mode: 'one-player', seed: 1 })).replace(
      '"turnTotal":0',
      '"turnTotal":-5',
    );
    expect(() => upgradeFarkleSave(text, 'game.save')).toThrow(/^game\.save: .*turnTotal/);
  });

  it('is refused when its start does not agree with the configuration stored beside it', () => {
    const [, text = ''] = saves[0] ?? [];
    const written = { ...writeFarkleSave(upgradeFarkleSave(text, 'game.save')) };
    expect(() => readFarkleSave({ ...written, names: ['Someone', 'Else'] }, 'game')).toThrow(
      /^game\.names must be/,
    );
    expect(() => readFarkleSave({ ...written, start: '{' }, 'game')).toThrow(/^game\.start: /);
  });
});

describe('a browser entry kept in format 1', () => {
  const items = JSON.parse(
    readFileSync(new URL('./fixtures/format-1/farkle/local-storage.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const value = JSON.parse(items['pastime.farkle.saved.mfk3-two-player'] ?? '{}') as Record<string, unknown>;

  it('reads as an entry of today with its dates and position', () => {
    const entry = upgradeFarkleEntry(value, 'game', 'mfk3-two-player');
    expect(entry).toMatchObject({
      id: 'mfk3-two-player',
      startedAt: value.startedAt,
      updatedAt: value.updatedAt,
      revision: 1,
    });
    expect(serialize(entry.save.state)).toBe(value.save);
  });

  it('is refused naming the field that is wrong', () => {
    const at = (bad: unknown, id = 'mfk3-two-player'): string => {
      try {
        upgradeFarkleEntry(bad, 'game', id);
      } catch (error) {
        if (error instanceof StoredValueError) return error.message;
      }
      return 'loaded';
    };
    expect(at(value, 'another')).toMatch(/^game\.id must be the id of its place/);
    expect(at({ ...value, version: 2 })).toMatch(/^game\.version must be 1/);
    expect(at({ ...value, updatedAt: 'yesterday' })).toMatch(/^game\.updatedAt must be a date/);
    expect(at({ ...value, save: String(value.save).replace('"turnTotal":0', '"turnTotal":-5') })).toMatch(
      /^game\.save: .*turnTotal/,
    );
  });
});
