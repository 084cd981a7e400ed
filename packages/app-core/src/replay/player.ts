/**
 * A replay as a viewer plays it: the code played through once, then a cursor over its positions that plays on
 * at the app's pace, pauses, and steps. Both apps' replay screens move the same way; only their pace and keys
 * differ.
 */
import { replayGame } from './code.ts';
import { playReplay2048, type VerifiedReplay2048 } from './replay-2048.ts';
import { playReplayFarkle, type VerifiedReplayFarkle } from './replay-farkle.ts';

export type PlayedReplay =
  ({ readonly game: '2048' } & VerifiedReplay2048) | ({ readonly game: 'farkle' } & VerifiedReplayFarkle);

/** Plays a code of either game through; throws its `ReplayError` for a code that cannot be played. */
export function playReplay(code: string): PlayedReplay {
  return replayGame(code) === '2048'
    ? { game: '2048', ...playReplay2048(code) }
    : { game: 'farkle', ...playReplayFarkle(code) };
}

/** The position shown (0 is the start, `last` the end) and whether it plays on by itself. */
export interface ReplayCursor {
  readonly index: number;
  readonly last: number;
  readonly playing: boolean;
}

/** At the start, paused, over the positions of `played`. */
export function replayCursor(played: PlayedReplay): ReplayCursor {
  return { index: 0, last: played.positions.length - 1, playing: false };
}

/** A step of the viewer's to position `to` (kept within the replay): playing stops, as a viewer expects. */
export function seekReplay(cursor: ReplayCursor, to: number): ReplayCursor {
  return { ...cursor, index: Math.max(0, Math.min(cursor.last, to)), playing: false };
}

/** Pauses, or plays on from here: from the start when the end is shown, so Play always plays something. */
export function toggleReplay(cursor: ReplayCursor): ReplayCursor {
  if (cursor.playing) return { ...cursor, playing: false };
  if (cursor.last === 0) return cursor;
  return { ...cursor, index: cursor.index >= cursor.last ? 0 : cursor.index, playing: true };
}

/** One beat of playing: the next position; playing stops on the last one. */
export function advanceReplay(cursor: ReplayCursor): ReplayCursor {
  if (!cursor.playing) return cursor;
  const index = Math.min(cursor.last, cursor.index + 1);
  return { ...cursor, index, playing: index < cursor.last };
}
