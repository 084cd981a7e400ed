/**
 * One seeded game played by a search from start to end (or to a tile), timed: what a play benchmark measures. The
 * search is `analyze` on the game's own thread, or `analyzeParallel` over search threads.
 */
import { readFileSync } from 'node:fs';
import { newGame, apply, type GameState } from '@pastime/2048';
import { loadNTupleEvaluation } from '../src/index.ts';
import type { Analysis, AnalyzeOptions, NTupleEvaluation } from '../src/index.ts';

export type Search = (state: GameState, options: AnalyzeOptions) => Analysis | Promise<Analysis>;

export interface GameSpec {
  readonly index: number;
  readonly seed: number;
  readonly options: AnalyzeOptions;
  /** End the game when it makes this tile (null: play until no move is left). */
  readonly stopAt: number | null;
  /** An n-tuple network file to evaluate with (null: the hand-tuned evaluation). */
  readonly weights: string | null;
}

export interface GameResult {
  readonly index: number;
  readonly seed: number;
  readonly score: number;
  readonly bestTile: number;
  readonly moves: number;
  /** Time spent in `analyze`, in ms. */
  readonly thinkingMs: number;
  /** The whole game's time, in ms. */
  readonly elapsedMs: number;
  /** Mean completed search depth over the game's moves. */
  readonly meanDepth: number;
}

/** Networks this thread has loaded, by file: loaded once, not once a game. */
const networks = new Map<string, NTupleEvaluation>();

function network(file: string): NTupleEvaluation {
  let loaded = networks.get(file);
  if (loaded === undefined) {
    loaded = loadNTupleEvaluation(readFileSync(file));
    networks.set(file, loaded);
  }
  return loaded;
}

export async function playGame(spec: GameSpec, search: Search): Promise<GameResult> {
  const options: AnalyzeOptions =
    spec.weights === null ? spec.options : { ...spec.options, evaluation: network(spec.weights) };
  const start = performance.now();
  let state = newGame({ seed: spec.seed, stopOnWin: false, history: false });
  let thinkingMs = 0;
  let depths = 0;
  for (;;) {
    if (spec.stopAt !== null && state.bestTile >= spec.stopAt) break;
    const before = performance.now();
    const analysis = await search(state, options);
    thinkingMs += performance.now() - before;
    if (analysis.best === null) break;
    depths += analysis.depth;
    state = apply(state, analysis.best);
  }
  return {
    index: spec.index,
    seed: spec.seed,
    score: state.score,
    bestTile: state.bestTile,
    moves: state.moves,
    thinkingMs,
    elapsedMs: performance.now() - start,
    meanDepth: state.moves === 0 ? 0 : depths / state.moves,
  };
}
