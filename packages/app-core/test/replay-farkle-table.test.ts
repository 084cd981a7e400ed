/** Farkle replay codes of every game: house rules, tables of two to six seats, any seed the apps make. */
import {
  computerAction,
  RULE_PRESETS,
  type ComputerLevel,
  type GameConfig,
  type PlayerConfig,
  type Rules,
} from '@pastime/farkle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeReplayFarkle,
  encodeReplayFarkle,
  newFarkleSave,
  playFarkle,
  playReplay,
  playReplayFarkle,
  replayCodeOfFarkleSave,
  replayGame,
  ReplayError,
  type FarkleSave,
} from '../src/index.ts';
import { fromBase64Url } from '../src/replay/bytes.ts';

/** A game played to its end, every seat (people too) playing as the computer would. */
function finished(config: GameConfig): FarkleSave {
  let save = newFarkleSave(config);
  while (save.state.phase !== 'game-over') save = playFarkle(save, computerAction(save.state));
  return save;
}

function refusal(run: () => unknown): ReplayError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw error;
  }
  throw new Error('expected a ReplayError');
}

const fifties = (min: number, max: number) => fc.integer({ min: min / 50, max: max / 50 }).map((n) => n * 50);
const ofAKind = fc.constantFrom('doubling' as const, 'fixed' as const);

/** Any house rules, with a short target so that games end quickly. */
const rulesArb: fc.Arbitrary<Rules> = fc.record({
  target: fifties(1000, 3000),
  onePlayerTurns: fc.integer({ min: 5, max: 20 }),
  bankMinimum: fifties(0, 1000),
  entryMinimum: fifties(0, 1000),
  fourOfAKind: ofAKind,
  fiveOfAKind: ofAKind,
  sixOfAKind: ofAKind,
  threePairs: fc.constantFrom(0 as const, 500 as const, 750 as const, 1000 as const, 1500 as const),
  fourOfAKindWithPair: fc.constantFrom(0 as const, 1500 as const),
  twoTriplets: fc.constantFrom(0 as const, 2500 as const),
  straight: fifties(500, 3000),
  threeFarklePenalty: fc.constantFrom(0 as const, 500 as const, 1000 as const),
});

const seatArb: fc.Arbitrary<PlayerConfig> = fc.oneof(
  fc.constant<PlayerConfig>({ kind: 'human' }),
  fc
    .constantFrom<ComputerLevel>('classic', 'expert')
    .map((level): PlayerConfig => ({ kind: 'computer', level })),
);

/** The seeds the apps and the server make: 32-bit numbers, 128-bit hex, and any short text. */
const seedArb = fc.oneof(
  fc.nat({ max: 0xffffffff }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
  fc.string({ maxLength: 40 }),
);

describe('Farkle replay codes of every game', () => {
  it('keep the first layout, code for code, for the requirements’ modes under the traditional rules', () => {
    const save = finished({ mode: 'two-player', seed: 'first', names: ['Ada', 'Bo'] });
    const code = replayCodeOfFarkleSave(save) ?? '';
    // Byte 2 is the game: 2, Farkle as earlier versions wrote it.
    expect(fromBase64Url(code)[1]).toBe(2);
    expect(decodeReplayFarkle(code)).not.toHaveProperty('rules');
  });

  it('hold a house-rules game and a table of four, and play them back to the totals and seats', () => {
    const house = finished({ mode: 'vs-computer', seed: 7, rules: 'popular', computerLevel: 'expert' });
    const table = finished({
      mode: 'custom',
      seed: 'c0ffee'.repeat(5) + 'ab',
      players: [
        { kind: 'human', name: 'Ada' },
        { kind: 'computer', level: 'classic' },
        { kind: 'human', name: 'Bo' },
        { kind: 'computer', level: 'expert', name: 'Deep' },
      ],
      rules: { ...RULE_PRESETS.traditional, target: 2500, entryMinimum: 500, threePairs: 0 },
    });
    for (const save of [house, table]) {
      const code = replayCodeOfFarkleSave(save) ?? '';
      expect(fromBase64Url(code)[1]).toBe(3);
      expect(replayGame(code)).toBe('farkle');
      const played = playReplay(code);
      if (played.game !== 'farkle') throw new Error('a Farkle code plays Farkle');
      expect(played.final.players).toEqual(save.state.players);
      expect(played.final.rules).toEqual(save.state.rules);
    }
  });

  it('decode to what was encoded and verify, for any 2 to 6 seats, house rules and seed', () => {
    fc.assert(
      fc.property(
        fc.array(seatArb, { minLength: 2, maxLength: 6 }),
        rulesArb,
        seedArb,
        fc.constantFrom<ComputerLevel>('classic', 'expert'),
        (players, rules, seed, computerLevel) => {
          const save = finished({ mode: 'custom', players, rules, seed, computerLevel });
          const code = replayCodeOfFarkleSave(save);
          if (code === undefined) throw new Error('a game begun from a seed has a code');
          expect(encodeReplayFarkle(decodeReplayFarkle(code))).toBe(code);
          const played = playReplayFarkle(code);
          expect(played.final.players).toEqual(save.state.players);
          expect(played.final.winner).toBe(save.state.winner);
          expect(played.replay.seed).toBe(String(seed));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuse a code with any one character changed', () => {
    const save = finished({
      mode: 'custom',
      seed: 'changed',
      players: [{ kind: 'human' }, { kind: 'computer' }, { kind: 'human' }],
      rules: 'popular',
    });
    const code = replayCodeOfFarkleSave(save) ?? '';
    fc.assert(
      fc.property(fc.nat({ max: code.length - 1 }), fc.nat({ max: 63 }), (at, shift) => {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const was = alphabet.indexOf(code[at] ?? '');
        const other = alphabet[(was + 1 + (shift % 63)) % 64] ?? 'A';
        const changed = code.slice(0, at) + other + code.slice(at + 1);
        expect(refusal(() => playReplayFarkle(changed))).toBeInstanceOf(ReplayError);
      }),
      { numRuns: 200 },
    );
  });

  it('refuse rules the game does not have, and totals it does not reach', () => {
    const save = finished({ mode: 'two-player', seed: 1, rules: 'popular' });
    const replay = decodeReplayFarkle(replayCodeOfFarkleSave(save) ?? '');
    const badRules = refusal(() =>
      decodeReplayFarkle(
        encodeReplayFarkle({ ...replay, rules: { ...RULE_PRESETS.popular, target: 999_950 } }),
      ),
    );
    expect(badRules.code).toBe('malformed');
    expect(badRules.message).toContain('rules.target');
    // The wrong totals are refused as for any code.
    const wrong = refusal(() => playReplayFarkle(encodeReplayFarkle({ ...replay, totals: [1, 2] })));
    expect(wrong.code).toBe('wrong-result');
  });

  it('write each kind of seed back as it was, the server’s 128-bit seeds in their 16 bytes', () => {
    const save = finished({ mode: 'two-player', seed: 1, rules: 'popular' });
    const replay = decodeReplayFarkle(replayCodeOfFarkleSave(save) ?? '');
    for (const seed of [
      '',
      '0',
      '12',
      '007',
      '00ff',
      'abc',
      'ABCD',
      '4294967295',
      '9'.repeat(20),
      'f'.repeat(32),
    ]) {
      expect(decodeReplayFarkle(encodeReplayFarkle({ ...replay, seed })).seed).toBe(seed);
    }
    const length = (seed: string): number => fromBase64Url(encodeReplayFarkle({ ...replay, seed })).length;
    expect(length('0123456789abcdef'.repeat(2))).toBe(length('') + 16);
    expect(length('4294967295')).toBeLessThan(length('x4294967295') - 5);
  });

  it('give none to a game begun from a given position', () => {
    const save = finished({ mode: 'two-player', seed: 3 });
    expect(replayCodeOfFarkleSave({ ...save, origin: { start: '{}' } })).toBeUndefined();
  });
});
