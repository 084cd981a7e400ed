/**
 * The replay code of a Farkle game as its save holds it, for the record of a finished game. A game a code cannot
 * hold (house rules or seats of its own, a seed too long, or started from a given position) has none.
 */
import { MODES, newGame, type Mode } from '@pastime/farkle';
import type { FarkleSave } from '../farkle/save.ts';
import { choicesOf, encodeReplayFarkle } from './replay-farkle.ts';
import { seedFits } from './seed.ts';

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
