/**
 * Seeded fuzzing: complete random games on a mix of board sizes, win values and options, with random undo, redo,
 * keep going and save/load along the way, checking every invariant after every step.
 */
import { createRandom, nextFloat, nextInt } from '@pastime/random';
import type { RandomState } from '@pastime/random';
import {
  canRedo,
  canUndo,
  deserialize,
  DIRECTIONS,
  init,
  keepGoing,
  move,
  redo,
  serialize,
  undo,
} from '../../src/index.ts';
import type { GameState } from '../../src/index.ts';
import { checkMove, checkState, sameGame } from './invariants.ts';

export interface FuzzOptions {
  games: number;
  seed: string;
  /** Stop a game that has not ended after this many moves (it then does not count as complete). */
  maxMoves?: number;
  /** Called every `progressEvery` games. */
  onProgress?: (report: FuzzReport) => void;
  progressEvery?: number;
}

export interface FuzzReport {
  games: number;
  completeGames: number;
  moves: number;
  violations: number;
  /** The first violations found, with where they happened. */
  samples: string[];
  seconds: number;
}

/** The player's own generator: a draw from [0, 1) or an integer below a bound. */
class Dice {
  constructor(private state: RandomState) {}
  float(): number {
    const d = nextFloat(this.state);
    this.state = d.state;
    return d.value;
  }
  int(bound: number): number {
    const d = nextInt(this.state, bound);
    this.state = d.state;
    return d.value;
  }
}

function pickSize(dice: Dice): number {
  const r = dice.float();
  // Small boards end fast; a few larger ones (hundreds to thousands of moves each) for variety.
  if (r < 0.38) return 2;
  if (r < 0.76) return 3;
  if (r < 0.985) return 4;
  if (r < 0.999) return 5;
  return 6;
}

export function runFuzz(options: FuzzOptions): FuzzReport {
  const started = performance.now();
  const dice = new Dice(createRandom(options.seed));
  const maxMoves = options.maxMoves ?? 100_000;
  const report: FuzzReport = { games: 0, completeGames: 0, moves: 0, violations: 0, samples: [], seconds: 0 };
  const record = (where: string, found: string[]): void => {
    report.violations += found.length;
    for (const f of found) if (report.samples.length < 20) report.samples.push(`${where}: ${f}`);
  };

  for (let g = 0; g < options.games; g++) {
    const size = pickSize(dice);
    const config = {
      size,
      seed: `${options.seed}/${g}`,
      winValue: [8, 16, 32, 64, 128, 2048][dice.int(6)] ?? 2048,
      stopOnWin: dice.float() < 0.5,
      history: dice.float() < 0.2,
      initialSpawns: dice.float() < 0.9 ? Math.min(2, size * size) : 1 + dice.int(size * size),
    };
    let s: GameState = init(config);
    const where = (): string => `game ${g} (${JSON.stringify(config)}), move ${s.moves}`;
    record(where(), checkState(s));
    let steps = 0;
    // A save holds the whole history, so saving at every step would make long games quadratic: a few per game.
    let saves = 0;
    while (s.status !== 'lost' && s.moves < maxMoves) {
      steps++;
      const r = dice.float();
      if (s.status === 'won') {
        const going = keepGoing(s);
        if (going.status !== 'won-continue' && going.status !== 'lost')
          record(where(), ['keepGoing did not continue']);
        if (going.board !== s.board && going.board.join() !== s.board.join())
          record(where(), ['keepGoing changed the board']);
        if (going.moves !== s.moves || going.score !== s.score)
          record(where(), ['keepGoing changed score or moves']);
        record(where(), checkState(going));
        s = going;
      } else if (s.config.history && r < 0.05 && canUndo(s)) {
        const back = undo(s);
        record(where(), checkState(back));
        if (back.redoDepth !== s.redoDepth + 1) record(where(), ['undo did not push onto redo']);
        s = back;
      } else if (s.config.history && r < 0.08 && canRedo(s)) {
        const again = redo(s);
        record(where(), checkState(again));
        s = again;
      } else if (r < 0.09 && saves < 3) {
        saves++;
        const text = serialize(s);
        const copy = deserialize(text);
        if (serialize(copy) !== text) record(where(), ['serialize(deserialize(text)) differs from text']);
        // The copy and the original continue identically.
        const d = DIRECTIONS[dice.int(4)] ?? 'up';
        const a = move(s, d);
        const b = move(copy, d);
        if (serialize(a) !== serialize(b)) record(where(), ['a loaded game continues differently']);
        s = copy;
      } else {
        const d = DIRECTIONS[dice.int(4)] ?? 'up';
        const next = move(s, d);
        if (next !== s) report.moves++;
        record(where(), checkMove(s, d, next));
        // Same state, same move: same result (the engine is a pure function). Sampled: the property tests cover it too.
        if (next !== s && report.moves % 8 === 0 && !sameGame(move(s, d), next)) {
          record(where(), ['move is not deterministic']);
        }
        s = next;
      }
      if (steps > 20 * maxMoves) {
        record(where(), ['game does not progress']);
        break;
      }
    }
    report.games++;
    if (s.status === 'lost') report.completeGames++;
    if (options.onProgress !== undefined && report.games % (options.progressEvery ?? 1000) === 0) {
      report.seconds = (performance.now() - started) / 1000;
      options.onProgress(report);
    }
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
