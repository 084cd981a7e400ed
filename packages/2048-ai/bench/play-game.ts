/**
 * One seeded game played by a search from start to end (or to a tile), timed: what a play benchmark measures. The
 * search is `analyze` on the game's own thread, or `analyzeParallel` over search threads.
 */
import { newGame, apply, type GameState } from '@pastime/2048';
import type { Analysis, AnalyzeOptions } from '../src/index.ts';

export type Search = (state: GameState, options: AnalyzeOptions) => Analysis | Promise<Analysis>;

export interface GameSpec {
  readonly index: number;
  readonly seed: number;
  readonly options: AnalyzeOptions;
  /** End the game when it makes this tile (null: play until no move is left). */
  readonly stopAt: number | null;
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

export async function playGame(spec: GameSpec, search: Search): Promise<GameResult> {
  const start = performance.now();
  let state = newGame({ seed: spec.seed, stopOnWin: false, history: false });
  let thinkingMs = 0;
  let depths = 0;
  for (;;) {
    if (spec.stopAt !== null && state.bestTile >= spec.stopAt) break;
    const before = performance.now();
    const analysis = await search(state, spec.options);
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
