/**
 * The fields of a state that its other fields determine, computed one way for the engine (which sets them) and
 * for loading a save (which checks them).
 */
import type { Die } from './dice.ts';
import { rollScoreOfKey, selectionScoreOfKey, tableKey } from './scoring.ts';
import { WINNING_TOTAL } from './state.ts';
import type { FinalRound, Player } from './state.ts';

/** `scoreSelection` of the selected dice: 0 when nothing is selected or a selected die does not score. */
export function selectionScoreOf(dice: readonly Die[]): number {
  return selectionScoreOfKey(tableKey(dice, 'selected'));
}

/** The roll score of the unlocked dice (the roll on the table). */
export function rollScoreOf(dice: readonly Die[]): number {
  return rollScoreOfKey(tableKey(dice, 'unlocked'));
}

/** The game total: the sum of the turns. */
export function totalOf(turns: readonly number[]): number {
  return turns.reduce((a, b) => a + b, 0);
}

/**
 * Replay the turn records in play order (player one first) to find the first total to reach 10,000 at the end
 * of a turn, and how many turns were played after it.
 */
export function replayMark(players: readonly Player[]): { round: FinalRound | null; turnsAfter: number } {
  const totals = [0, 0];
  let round: FinalRound | null = null;
  let turnsAfter = 0;
  const longest = Math.max(...players.map((p) => p.turns.length));
  for (let k = 0; k < longest; k++) {
    for (let i = 0; i < 2; i++) {
      const points = players[i]?.turns[k];
      if (points === undefined) continue;
      if (round !== null) {
        turnsAfter++;
        continue;
      }
      const total = (totals[i] ?? 0) + points;
      totals[i] = total;
      if (total >= WINNING_TOTAL) round = { marked: i, total, challenger: 1 - i };
    }
  }
  return { round, turnsAfter };
}

/** The winner once the challenger has had the last turn: the challenger only by exceeding the marked total. */
export function winnerOf(round: FinalRound, players: readonly Player[]): number {
  return (players[round.challenger]?.total ?? 0) > round.total ? round.challenger : round.marked;
}

/** The turn total the challenger needs to exceed the marked total; 0 for anyone else. */
export function lastChanceNeed(
  round: FinalRound | null,
  players: readonly Player[],
  current: number,
): number {
  if (round === null || round.challenger !== current) return 0;
  return round.total - (players[current]?.total ?? 0) + 50;
}
