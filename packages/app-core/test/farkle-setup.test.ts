/** The setup model: a setup becomes the engine's configuration, and every objection to it names its seat. */
import fc from 'fast-check';
import { FarkleError, newGame, RULE_PRESETS, type ComputerLevel } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  FIRST_SETUP,
  listOf,
  nameClash,
  nameProblemText,
  points,
  readDraft,
  ruleProblem,
  runSeed,
  SEAT_KINDS,
  seatProblem,
  setupConfig,
  setupOf,
  setupProblems,
  type FarkleSetup,
  type SetupSeat,
} from '../src/index.ts';

const traditional = RULE_PRESETS.traditional;
const two = (one: string, other: string): FarkleSetup => ({
  mode: 'two-player',
  names: [one, other],
  computerLevel: 'classic',
  rules: traditional,
});
const seats = (...list: SetupSeat[]): FarkleSetup => ({ mode: 'custom', seats: list, rules: traditional });

describe('setupProblems', () => {
  it('finds nothing wrong with the first setup or with different names', () => {
    expect(setupProblems(FIRST_SETUP)).toEqual([]);
    expect(setupProblems(two('Ada', 'Bo'))).toEqual([]);
    expect(setupProblems(two('', ''))).toEqual([]);
  });

  it('names the seat that would share a name, compared as people tell names apart', () => {
    expect(nameClash(two('Ada', 'ada'))).toEqual({ seats: [0, 1], name: 'Ada' });
    expect(nameClash(two('brant', ''))).toEqual({ seats: [0, 1], name: 'brant' });
    expect(nameClash(two('Ada', 'Bo'))).toBeUndefined();
    expect(setupProblems(two('Ada', 'ada'))).toEqual([
      { seat: 1, problem: 'same-name', name: 'Ada', sameAs: 0 },
    ]);
    expect(setupProblems(two('Ren\u00e9', ' rene\u0301 '))).toEqual([
      { seat: 1, problem: 'same-name', name: 'Ren\u00e9', sameAs: 0 },
    ]);
    // A blank seat takes its default name: typing it for the other seat is the typed seat's problem.
    expect(setupProblems(two('brant', ''))).toEqual([
      { seat: 0, problem: 'same-name', name: 'brant', sameAs: 1 },
    ]);
    const vs: FarkleSetup = {
      mode: 'vs-computer',
      names: ['computer'],
      computerLevel: 'expert',
      rules: traditional,
    };
    expect(setupProblems(vs)).toEqual([{ seat: 0, problem: 'same-name', name: 'computer', sameAs: 1 }]);
    expect(
      setupProblems(
        seats(
          { kind: 'human', name: 'Ada' },
          { kind: 'classic', name: 'x' },
          { kind: 'expert', name: 'ADA' },
        ),
      ),
    ).toEqual([{ seat: 2, problem: 'same-name', name: 'Ada', sameAs: 0 }]);
  });

  it('tells each name the engine refuses on its own, before any clash', () => {
    const long = 'x'.repeat(21);
    const problems = setupProblems(
      seats({ kind: 'human', name: long }, { kind: 'human', name: long }, { kind: 'human', name: 'a\u0007' }),
    );
    expect(problems.map((p) => [p.seat, p.problem])).toEqual([
      [0, 'too-long'],
      [1, 'too-long'],
      [2, 'control-characters'],
    ]);
    expect(nameProblemText(problems[0] ?? FIRST_PROBLEM)).toBe('must be at most 20 characters, got 21');
    expect(nameProblemText(problems[2] ?? FIRST_PROBLEM)).toBe('must not contain control characters');
    expect(seatProblem(problems, 2)?.problem).toBe('control-characters');
    expect(seatProblem(problems, 3)).toBeUndefined();
  });

  it('agrees with the engine: a setup without problems starts, one with problems is refused at its seat', () => {
    const name = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        'Ada',
        'ada',
        'ADA ',
        'Jacob',
        'brant',
        'Computer',
        'Computer 1',
        'Player 3',
        'x'.repeat(21),
        'a\u0007',
      ),
      fc.string({ maxLength: 22 }),
    );
    const seat = fc.record({ kind: fc.constantFrom(...SEAT_KINDS), name });
    const setup: fc.Arbitrary<FarkleSetup> = fc.oneof(
      fc.record({
        mode: fc.constantFrom('one-player' as const, 'two-player' as const, 'vs-computer' as const),
        names: fc.array(name, { maxLength: 2 }),
        computerLevel: fc.constantFrom<ComputerLevel>('classic', 'expert'),
        rules: fc.constant(traditional),
      }),
      fc.record({
        mode: fc.constant('custom' as const),
        seats: fc.array(seat, { minLength: 1, maxLength: 6 }),
        rules: fc.constant(RULE_PRESETS.popular),
      }),
    );
    fc.assert(
      fc.property(setup, (chosen) => {
        const problems = setupProblems(chosen);
        let refused: FarkleError | undefined;
        try {
          newGame(setupConfig(chosen, { seed: 1 }));
        } catch (error) {
          if (!(error instanceof FarkleError)) throw error;
          refused = error;
        }
        expect(refused === undefined).toBe(problems.length === 0);
        if (refused !== undefined) {
          const field = chosen.mode === 'custom' ? 'players' : 'names';
          // The engine refuses the first bad seat it meets; the model lists it among its problems.
          const seatOf = Number(/\[(\d+)\]/.exec(refused.field ?? '')?.[1]);
          expect(refused.field?.startsWith(field)).toBe(true);
          expect(problems.some((p) => p.seat === seatOf || p.sameAs === seatOf)).toBe(true);
        }
      }),
      { seed: 27, numRuns: 400 },
    );
  });
});

const FIRST_PROBLEM = { seat: 0, problem: 'same-name', name: '' } as const;

describe('setupConfig and setupOf', () => {
  it('leaves a traditional game’s rules out, and names only the people a mode seats', () => {
    expect(setupConfig(FIRST_SETUP, { seed: 4 })).toEqual({ mode: 'one-player', names: [], seed: 4 });
    const vs: FarkleSetup = {
      mode: 'vs-computer',
      names: ['Ada', 'extra'],
      computerLevel: 'expert',
      rules: RULE_PRESETS.popular,
    };
    expect(setupConfig(vs, { highScore: 5 })).toEqual({
      mode: 'vs-computer',
      names: ['Ada'],
      computerLevel: 'expert',
      rules: RULE_PRESETS.popular,
      highScore: 5,
    });
    expect(setupConfig(seats({ kind: 'human', name: ' ' }, { kind: 'expert', name: 'Max' }))).toEqual({
      mode: 'custom',
      players: [{ kind: 'human' }, { kind: 'computer', level: 'expert', name: 'Max' }],
    });
  });

  it('gives back the setup of a game on the table, which starts the same players again', () => {
    for (const chosen of [
      two('Ada', 'Bo'),
      { mode: 'vs-computer', names: ['Ada'], computerLevel: 'expert', rules: RULE_PRESETS.popular } as const,
      seats({ kind: 'human', name: 'Ada' }, { kind: 'classic', name: '' }, { kind: 'expert', name: 'Max' }),
    ]) {
      const game = newGame(setupConfig(chosen, { seed: 3 }));
      const again = newGame(setupConfig(setupOf(game), { seed: 3 }));
      expect(again).toEqual(game);
    }
  });
});

describe('words and seeds shared by the apps', () => {
  it('list things the way a sentence does, and count points', () => {
    expect(listOf([])).toBe('');
    expect(listOf([1])).toBe('1');
    expect(listOf([1, 5])).toBe('1 and 5');
    expect(listOf([1, 2, 3])).toBe('1, 2 and 3');
    expect([points(1), points(1050)]).toEqual(['1 point', '1,050 points']);
  });

  it('gives a run’s games the seeds S, S/2, S/3…, and none without a seed', () => {
    expect([1, 2, 3].map((n) => runSeed('S', n))).toEqual(['S', 'S/2', 'S/3']);
    expect(runSeed(7, 1)).toBe(7);
    expect(runSeed(7, 2)).toBe('7/2');
    expect(runSeed(undefined, 2)).toBeUndefined();
  });
});

describe('the rules draft', () => {
  it('reads every preset back as itself, and typed numbers with separators', () => {
    for (const preset of [RULE_PRESETS.traditional, RULE_PRESETS.popular]) {
      expect(readDraft(draftOf(preset))).toEqual({ rules: preset, problems: null });
    }
    const typed = { ...draftOf(traditional), target: ' 5,000 ', straight: '2 000' };
    expect(readDraft(typed).rules).toStrictEqual({ ...traditional, target: 5000, straight: 2000 });
  });

  it('names each field’s problem as data, the engine’s words without the field', () => {
    const draft = { ...draftOf(traditional), target: '12345', bankMinimum: '', fourOfAKind: 'triple' };
    expect(readDraft(draft)).toEqual({
      rules: null,
      problems: {
        target: { kind: 'refused', problem: 'must be a multiple of 50 from 1,000 to 50,000, got 12345' },
        bankMinimum: { kind: 'not-a-number' },
        fourOfAKind: { kind: 'refused', problem: expect.stringMatching(/^must be /) },
      },
    });
    expect(ruleProblem('straight', '1500')).toBeUndefined();
  });
});
