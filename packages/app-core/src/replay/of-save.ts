/**
 * The replay code of a game as its save holds it, for the record of a finished game. A game a code cannot hold
 * (started from a given position rather than a seed, a seed too long, house rules or seats of its own) has none.
 */
import type { Direction } from '@pastime/2048';
import { MODES, newGame, type Mode } from '@pastime/farkle';
import type { Save2048 } from '../game2048/save.ts';
import type { FarkleSave } from '../farkle/save.ts';
import { encodeReplay2048 } from './replay-2048.ts';
import { choicesOf, encodeReplayFarkle } from './replay-farkle.ts';

/** The longest seed a code carries, in UTF-8 bytes (as the decoders accept). */
const MAX_SEED_BYTES = 200;

declare const TextEncoder: new () => { encode(text: string): Uint8Array };

const DIRECTION_BY_LETTER: Readonly<Record<string, Direction>> = {
  u: 'up',
  d: 'down',
  l: 'left',
  r: 'right',
};

function seedFits(seed: number | string): boolean {
  return new TextEncoder().encode(String(seed)).length <= MAX_SEED_BYTES;
}

/**
 * The code of the moves in effect at the end of a 2048 game: the save's log up to its cursor (a keep going is
 * implicit in a code), claiming `score`, the score of the position at the cursor.
 */
export function replayCodeOfSave2048(save: Save2048, score: number): string | undefined {
  if (save.seed === undefined || !seedFits(save.seed)) return undefined;
  const moves: Direction[] = [];
  for (const letter of save.log) {
    if (moves.length === save.cursor) break;
    const move = DIRECTION_BY_LETTER[letter];
    if (move !== undefined) moves.push(move);
  }
  return encodeReplay2048({
    size: save.size,
    winValue: save.winValue,
    seed: String(save.seed),
    moves,
    score,
  });
}

function isReplayMode(mode: Mode): boolean {
  return MODES.includes(mode);
}

/** The code of a Farkle game: the people's choices of the save's log, the totals its position holds. */
export function replayCodeOfFarkleSave(save: FarkleSave): string | undefined {
  const { config, origin } = save;
  if (!('seed' in origin) || !seedFits(origin.seed)) return undefined;
  // House rules and seats of one's own are not in a code: their games have none.
  if (!isReplayMode(config.mode) || Object.keys(config.extra).length > 0) return undefined;
  const start = newGame({
    mode: config.mode,
    names: config.names,
    computerLevel: config.computerLevel,
    highScore: config.highScore,
    seed: origin.seed,
  });
  return encodeReplayFarkle({
    mode: config.mode,
    computerLevel: config.computerLevel,
    names: config.names,
    seed: String(origin.seed),
    highScore: config.highScore,
    choices: choicesOf(start, save.log),
    totals: save.state.players.map((player) => player.total),
  });
}
