/**
 * A ranked run of a daily challenge as the server plays it: the day's game dealt from its seed, each move played
 * through the engine (a 2048 win played on at once, as the challenge keeps going after it), what the player sees
 * after each move, and the run's replay code once its day has closed.
 */
import type { Direction } from '@pastime/2048';
import { FarkleError, type Action } from '@pastime/farkle';
import { newGame2048, play2048, type Game2048 } from '../game2048/save.ts';
import { newFarkleSave, playFarkle, type FarkleSave } from '../farkle/save.ts';
import { replayCodeOfSave2048 } from '../game2048/replay-code.ts';
import { replayCodeOfFarkleSave } from '../farkle/replay-code.ts';
import {
  DAILY_2048,
  dailyFarkleConfig,
  dayEnd,
  public2048State,
  type DailyGame,
  type DailyMove,
  type DailyRunView,
} from './daily.ts';
import { actionSchema, publicState } from './room.ts';

/** A run's game in play: the 2048 game or the Farkle save, with the number of moves played. */
export type RankedRun =
  | { readonly game: '2048'; readonly moves: number; readonly play: Game2048 }
  | { readonly game: 'farkle'; readonly moves: number; readonly play: FarkleSave };

/** A move the engine refuses here, and why. */
export interface RankedRefusal {
  readonly refused: 'illegal';
  readonly problem: string;
}

/** The day's game of `game`, dealt from `seed` to the player called `name`. */
export function newRankedRun(game: DailyGame, name: string, seed: string): RankedRun {
  return game === '2048'
    ? { game, moves: 0, play: newGame2048({ ...DAILY_2048, seed }) }
    : { game, moves: 0, play: newFarkleSave(dailyFarkleConfig(name, seed)) };
}

/** Whether the run's game is over. */
export function rankedOver(run: RankedRun): boolean {
  return run.game === '2048' ? run.play.state.status === 'lost' : run.play.state.phase === 'game-over';
}

/** The run's score, and its highest tile (2048) or total (Farkle). */
export function rankedScore(run: RankedRun): { readonly score: number; readonly best: number } {
  if (run.game === '2048') return { score: run.play.state.score, best: run.play.state.bestTile };
  const total = run.play.state.players[0]?.total ?? 0;
  return { score: total, best: total };
}

function play2048Move(play: Game2048, move: Direction): Game2048 | RankedRefusal {
  const next = play2048(play, move);
  if (next === undefined) return { refused: 'illegal', problem: `no tile can move ${move}` };
  // The challenge plays on after 2048: the win is acknowledged with the move that made it.
  return next.state.status === 'won' ? (play2048(next, 'keep-going') ?? next) : next;
}

function playFarkleMove(play: FarkleSave, move: Action): FarkleSave | RankedRefusal {
  try {
    return playFarkle(play, move);
  } catch (error) {
    if (error instanceof FarkleError) return { refused: 'illegal', problem: error.problem };
    throw error;
  }
}

/** The run after `move` (of the same game), or why the engine refuses it; the run itself is unchanged. */
export function playRanked(run: RankedRun, move: DailyMove): RankedRun | RankedRefusal {
  if (run.game !== move.game) return { refused: 'illegal', problem: `this run plays ${run.game}` };
  if (run.game === '2048' && move.game === '2048') {
    const next = play2048Move(run.play, move.move);
    return 'refused' in next ? next : { game: '2048', moves: run.moves + 1, play: next };
  }
  if (run.game === 'farkle' && move.game === 'farkle') {
    const next = playFarkleMove(run.play, move.move);
    return 'refused' in next ? next : { game: 'farkle', moves: run.moves + 1, play: next };
  }
  return { refused: 'illegal', problem: `this run plays ${run.game}` };
}

/** What the player sees of the run on `day`: the position without the generator, the score, when the day closes. */
export function rankedView(
  run: RankedRun,
  day: string,
  name: string,
  ended: boolean,
  now: number,
): DailyRunView {
  const { score, best } = rankedScore(run);
  const closes = dayEnd(day);
  return {
    game: run.game,
    day,
    name,
    moves: run.moves,
    finished: ended || rankedOver(run) || now >= closes,
    score,
    best,
    closesAt: new Date(closes).toISOString(),
    position:
      run.game === '2048'
        ? { game: '2048', state: public2048State(run.play.state) }
        : { game: 'farkle', state: publicState(run.play.state) },
  };
}

/** The run's replay code: it holds the seed, so it is published only once the run's day has closed. */
export function rankedReplayCode(run: RankedRun): string | undefined {
  return run.game === '2048'
    ? replayCodeOfSave2048(run.play.save, run.play.state.score)
    : replayCodeOfFarkleSave(run.play);
}

/** A stored move as the run's game reads it back; undefined for text that is not one. */
export function rankedMoveOf(game: DailyGame, text: string, seen: number): DailyMove | undefined {
  if (game === '2048') {
    return text === 'up' || text === 'down' || text === 'left' || text === 'right'
      ? { game, seen, move: text }
      : undefined;
  }
  try {
    return { game, seen, move: actionSchema(JSON.parse(text), 'move') };
  } catch {
    return undefined;
  }
}

/** A move as stored: the direction, or the action as JSON. */
export function rankedMoveText(move: DailyMove): string {
  return move.game === '2048' ? move.move : JSON.stringify(move.move);
}
