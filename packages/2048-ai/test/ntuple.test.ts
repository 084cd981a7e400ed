/**
 * The n-tuple network: its value is the same for a board and its 8 mirror images, the folded tables the search reads
 * give the network's own value, a TD step moves the value toward its target, a file round-trips and a bad one is
 * refused with a clear error, training is reproducible from its seed (and from a saved state), and the search with
 * the network is the plain expectimax it claims to be.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameError, newGame } from '@pastime/2048';
import { analyze, analyzeParallel, loadNTupleEvaluation, NTupleFormatError } from '../src/index.ts';
import type { MoveSearcher } from '../src/index.ts';
import { pack, transpose, transposed } from '../src/fast/board.ts';
import { emptyCount, moved, placeInEmpty, scoreOf, slide } from '../src/fast/moves.ts';
import { DEFAULT_TUPLES, NTupleNetwork, SYMMETRIES, TUPLE_SIZE } from '../src/ntuple/network.ts';
import { searchNTuple } from '../src/ntuple/search.ts';
import { Random, learn, playTrainingGame, unpackInto } from '../src/ntuple/train.ts';
import { errorOf, played } from './support.ts';

const RUNS = { numRuns: 200 };

/** A network with every weight drawn by a seeded generator (an untrained network is all zeros: nothing to test). */
function randomNetwork(seed: number): NTupleNetwork {
  const random = new Random(seed);
  const weights = new Float32Array(DEFAULT_TUPLES.length * TUPLE_SIZE);
  for (let i = 0; i < weights.length; i++) weights[i] = (random.next() / 2 ** 32 - 0.5) * 1000;
  return new NTupleNetwork(DEFAULT_TUPLES, weights, 7);
}

const cells = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 16, maxLength: 16 });

function packCells(c: readonly number[]): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  c.forEach((e, i) => {
    if (i < 8) lo |= e << (4 * i);
    else hi |= e << (4 * (i - 8));
  });
  return { lo, hi };
}

describe('the network', () => {
  const network = randomNetwork(11);
  const folded = network.fold();

  it('values a board and its 8 mirror images alike', () => {
    fc.assert(
      fc.property(cells, (board) => {
        const value = network.value(board);
        for (const image of SYMMETRIES) {
          const mirrored = new Array<number>(16);
          board.forEach((e, i) => (mirrored[image[i] as number] = e));
          // The same terms summed in another order: equal up to rounding.
          expect(network.value(mirrored)).toBeCloseTo(value, 6);
        }
      }),
      RUNS,
    );
  });

  it('the folded tables give the network value of any board', () => {
    fc.assert(
      fc.property(cells, (board) => {
        const { lo, hi } = packCells(board);
        transpose(lo, hi);
        // Float32 tables: within a few float32 steps of weights up to 500 summed 40 times.
        expect(
          Math.abs(folded.evaluate(lo, hi, transposed.lo, transposed.hi) - network.value(board)),
        ).toBeLessThan(0.01);
      }),
      RUNS,
    );
  });

  it('a TD step moves the value toward the target, by alpha of the way for a board whose features differ', () => {
    const board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 1];
    for (const target of [-5000, 0, 12345]) {
      const net = randomNetwork(3);
      const before = net.value(board);
      const error = learn(net, board, target, 0.25);
      expect(error).toBeCloseTo(target - before, 6);
      const after = net.value(board);
      expect(Math.abs(target - after)).toBeLessThan(Math.abs(target - before));
      expect(Math.sign(after - before)).toBe(Math.sign(target - before));
      // The 40 features of this board read 40 different weights: each moves by 0.25 × error / 40.
      expect(after - before).toBeCloseTo(0.25 * error, 1);
    }
  });

  it('round-trips through its file', () => {
    const back = NTupleNetwork.fromBytes(network.toBytes());
    expect(back.tuples).toEqual(network.tuples);
    expect(back.weights).toEqual(network.weights);
    expect(back.games).toBe(7);
  });

  describe('loading refuses what is not a network file, saying why', () => {
    const good = network.toBytes();
    const edited = (edit: (bytes: Uint8Array, view: DataView) => void): Uint8Array => {
      const bytes = good.slice();
      edit(bytes, new DataView(bytes.buffer));
      return bytes;
    };
    const cases: [string, Uint8Array, RegExp][] = [
      ['too short', good.slice(0, 6), /6 bytes is too short/],
      ['another file', edited((b) => b.set([0x50, 0x4b, 3, 4])), /not a network file \(it starts "PK/],
      [
        'an unknown version',
        edited((_, v) => v.setUint16(4, 2, true)),
        /format version 2; this code reads version 1/,
      ],
      ['no tuples', edited((_, v) => v.setUint16(6, 0, true)), /0 tuples; a network has 1 to 16/],
      [
        'a header with more tuples than the file',
        edited((_, v) => v.setUint16(6, 6, true)),
        /6 tuples make a file of/,
      ],
      ['a cut file', good.slice(0, good.length - 4), /bytes, but 5 tuples make a file of \d+ bytes/],
      ['a cell off the board', edited((b) => (b[12] = 16)), /tuple 0 names cell 16/],
      ['a cell twice', edited((b) => b.set([0, 0, 1, 2], 12)), /tuple 0 names a cell twice/],
      ['a tuple of another shape', edited((b) => b.set([0, 1, 2, 5], 12)), /neither a line nor a 2×2 square/],
      [
        'a weight that is not a number',
        edited((_, v) => v.setFloat32(good.length - 4, NaN, true)),
        /weight \d+ is NaN/,
      ],
    ];
    for (const [what, bytes, message] of cases) {
      it(what, () => {
        expect(() => loadNTupleEvaluation(bytes)).toThrow(NTupleFormatError);
        expect(() => loadNTupleEvaluation(bytes)).toThrow(message);
      });
    }
  });
});

describe('training', () => {
  function run(seed: number, games: number): { network: NTupleNetwork; scores: number[] } {
    const network = new NTupleNetwork();
    const random = new Random(seed);
    const scores: number[] = [];
    for (let g = 0; g < games; g++) scores.push(playTrainingGame(network, random, 0.1).score);
    return { network, scores };
  }

  it('is reproducible from its seed, and another seed plays other games', () => {
    const a = run(5, 30);
    const b = run(5, 30);
    expect(b.scores).toEqual(a.scores);
    expect(b.network.weights).toEqual(a.network.weights);
    expect(a.network.weights.some((w) => w !== 0)).toBe(true);
    expect(run(6, 30).scores).not.toEqual(a.scores);
  });

  it('resumed from saved weights and generator state, goes on as if it had not stopped', () => {
    const whole = run(9, 30);
    const first = new NTupleNetwork();
    const random = new Random(9);
    for (let g = 0; g < 12; g++) playTrainingGame(first, random, 0.1);
    const network = NTupleNetwork.fromBytes(first.toBytes());
    const resumed = new Random([...random.state]);
    for (let g = 12; g < 30; g++) playTrainingGame(network, resumed, 0.1);
    expect(network.weights).toEqual(whole.network.weights);
  });

  it('learns: after 300 games the network plays better than an untrained one', () => {
    const trained = run(2, 300).network;
    const score = (network: NTupleNetwork): number => {
      const random = new Random(1000);
      let total = 0;
      for (let g = 0; g < 30; g++) total += playTrainingGame(network, random, 0).score;
      return total;
    };
    expect(score(trained)).toBeGreaterThan(score(new NTupleNetwork()) * 1.5);
  });
});

/** Plain expectimax with the network, no cut-off and no table: what the search computes at depths up to 2. */
function definition(network: NTupleNetwork, lo: number, hi: number, depth: number): number {
  const board = new Uint8Array(16);
  let best = -Infinity;
  for (let direction = 0; direction < 4; direction++) {
    if (!slide(lo, hi, direction)) continue;
    const alo = moved.lo;
    const ahi = moved.hi;
    const points = scoreOf(lo, hi, direction);
    let value: number;
    if (depth === 1) {
      unpackInto(board, alo, ahi);
      value = network.value(board);
    } else {
      const empty = emptyCount(alo, ahi);
      value = 0;
      for (let n = 0; n < empty; n++) {
        placeInEmpty(alo, ahi, n, 1);
        const two = definition(network, moved.lo, moved.hi, depth - 1);
        placeInEmpty(alo, ahi, n, 2);
        const four = definition(network, moved.lo, moved.hi, depth - 1);
        value += (0.9 * two + 0.1 * four) / empty;
      }
    }
    best = Math.max(best, points + value);
  }
  return best === -Infinity ? 0 : best;
}

describe('the search with the network', () => {
  const network = randomNetwork(21);
  const bytes = network.toBytes();
  const evaluation = loadNTupleEvaluation(bytes);
  const folded = network.fold();

  it("an evaluation's value of a board (rows of tiles) is the network's", () => {
    const rows = [
      [2, 4, 8, 16],
      [0, 0, 2, 32768],
      [1024, 0, 0, 2],
      [4, 4, 0, 0],
    ];
    const cells = rows.flat().map((v) => (v === 0 ? 0 : Math.log2(v)));
    expect(Math.abs(evaluation.value(rows) - network.value(cells))).toBeLessThan(0.01);
    expect(evaluation.games).toBe(7);
    expect(evaluation.tupleCount).toBe(5);
    expect(() => evaluation.value([[2, 4, 8]])).toThrow(/must be 4×4/);
  });

  it('is plain expectimax of points plus the network value at depths 1 and 2', () => {
    for (let moves = 5; moves < 200; moves += 37) {
      const state = played({ seed: moves }, moves);
      const p = pack(state.board);
      if (p === null) throw new Error('a 4×4 board packs');
      for (const depth of [1, 2]) {
        const { values } = searchNTuple(p.lo, p.hi, depth, Infinity, folded);
        for (let direction = 0; direction < 4; direction++) {
          const value = values[direction] ?? NaN;
          if (!slide(p.lo, p.hi, direction)) {
            expect(value).toBeNaN();
            continue;
          }
          const after = { lo: moved.lo, hi: moved.hi };
          const points = scoreOf(p.lo, p.hi, direction);
          let expected: number;
          if (depth === 1) {
            const board = new Uint8Array(16);
            unpackInto(board, after.lo, after.hi);
            expected = points + network.value(board);
          } else {
            const empty = emptyCount(after.lo, after.hi);
            expected = points;
            for (let n = 0; n < empty; n++) {
              placeInEmpty(after.lo, after.hi, n, 1);
              const two = definition(network, moved.lo, moved.hi, 1);
              placeInEmpty(after.lo, after.hi, n, 2);
              const four = definition(network, moved.lo, moved.hi, 1);
              expected += (0.9 * two + 0.1 * four) / empty;
            }
          }
          expect(Math.abs(value - expected)).toBeLessThan(0.05);
        }
      }
    }
  });

  it('analyze with the network is deterministic at a fixed depth and plays a legal move', () => {
    const state = played({ seed: 4 }, 40);
    const first = analyze(state, { depth: 4, evaluation });
    analyze(played({ seed: 8 }, 60), { depth: 3, evaluation }); // another search in between
    const again = analyze(state, { depth: 4, evaluation: loadNTupleEvaluation(bytes) });
    expect(again).toEqual(first);
    expect(first.depth).toBe(4);
    expect(first.best).not.toBeNull();
    // The network, not the hand-tuned evaluation, gave the values.
    expect(analyze(state, { depth: 4 }).moves).not.toEqual(first.moves);
  });

  it('a time budget deepens with the network too', () => {
    const a = analyze(played({ seed: 2 }, 40), { timeMs: 20, evaluation });
    expect(a.depth).toBeGreaterThanOrEqual(3);
    expect(a.best).not.toBeNull();
  });

  it('boards the network is not for are searched with the hand-tuned evaluation', () => {
    const big = played({ size: 5, seed: 3 }, 30);
    expect(analyze(big, { depth: 2, evaluation })).toEqual(analyze(big, { depth: 2 }));
    const twoBig = newGame({
      board: [
        [32768, 32768, 2, 4],
        [2, 4, 8, 16],
        [0, 0, 0, 0],
        [0, 0, 0, 2],
      ],
      seed: 1,
      stopOnWin: false,
    });
    expect(analyze(twoBig, { depth: 2, evaluation })).toEqual(analyze(twoBig, { depth: 2 }));
    expect(analyze(twoBig, { depth: 2, evaluation: 'tuned' })).toEqual(analyze(twoBig, { depth: 2 }));
  });

  it('a bad evaluation is an invalid-config naming the option', () => {
    const state = newGame({ seed: 1 });
    for (const bad of ['ntuple', 42, { tables: [] }, null]) {
      const error = errorOf(() => analyze(state, { depth: 2, evaluation: bad as never }));
      expect(error.code).toBe('invalid-config');
      expect(error.field).toBe('options.evaluation');
      expect(error.message).toMatch(
        /^analyze: evaluation must be 'tuned' or a network from loadNTupleEvaluation/,
      );
    }
    expect(errorOf(() => analyze(state, { depth: 2, evalution: 'tuned' } as never)).message).toMatch(
      /the options are timeMs, depth and evaluation/,
    );
  });

  it('analyzeParallel does not take a network: it says so instead of ignoring it', async () => {
    const never: MoveSearcher = () => Promise.reject(new Error('no task should be sent'));
    await expect(analyzeParallel(newGame({ seed: 1 }), { depth: 2, evaluation }, [never])).rejects.toThrow(
      GameError,
    );
    await expect(analyzeParallel(newGame({ seed: 1 }), { depth: 2, evaluation }, [never])).rejects.toThrow(
      /unknown option "evaluation"/,
    );
  });
});
