/**
 * The replay code of a Farkle game as its save holds it, for the record of a finished game: every game begun from
 * a seed has one, whatever its rules and seats. A game started from a given position, or with a seed longer than
 * a save keeps, has none.
 */
import { FarkleError, newGame, presetOf } from '@pastime/farkle';
import type { FarkleSave } from './save.ts';
import {
  choicesOf,
  encodeReplayFarkle,
  replayFarkleConfig,
  type ReplayFarkle,
} from '../replay/replay-farkle.ts';
import { MAX_TABLE_SEED_BYTES, seedFits } from '../replay/seed.ts';

/** The code of a Farkle game: the people's choices of the save's log, the totals its position holds. */
export function replayCodeOfFarkleSave(save: FarkleSave): string | undefined {
  const { origin, state } = save;
  if (!('seed' in origin) || !seedFits(origin.seed, MAX_TABLE_SEED_BYTES)) return undefined;
  // The game as its position shows it (names as played, each seat's level, the rules), which is all a code holds.
  const game: Omit<ReplayFarkle, 'choices'> = {
    mode: state.mode,
    computerLevel: state.computerLevel,
    names: state.players.map((player) => player.name),
    seed: String(origin.seed),
    highScore: state.highScore,
    totals: state.players.map((player) => player.total),
    ...(presetOf(state.rules) === 'traditional' ? {} : { rules: state.rules }),
    ...(state.mode === 'custom'
      ? {
          seats: state.players.map((player) =>
            player.kind === 'human'
              ? { kind: 'human' as const }
              : { kind: 'computer' as const, level: player.level ?? state.computerLevel },
          ),
        }
      : {}),
  };
  try {
    const start = newGame(replayFarkleConfig({ ...game, choices: [] }));
    return encodeReplayFarkle({ ...game, choices: choicesOf(start, save.log) });
  } catch (error) {
    // A log the game as a code holds it does not play (never so for a save that loaded): no code, not a failed record.
    if (error instanceof FarkleError) return undefined;
    throw error;
  }
}
