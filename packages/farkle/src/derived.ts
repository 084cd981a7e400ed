/**
 * The fields of a state that its other fields determine, computed one way for the engine (which sets them) and
 * for loading a save (which checks them).
 */
import type { Die } from './dice.ts';
import type { Rules } from './rules.ts';
import { scorerFor, tableKey } from './scoring.ts';
import type { ComputerLevel, FarkleState, FinalRound, Player } from './state.ts';

/** `scoreSelection` of the selected dice: 0 when nothing is selected or a selected die does not score. */
export function selectionScoreOf(dice: readonly Die[], rules: Rules): number {
  return scorerFor(rules).selection[tableKey(dice, 'selected')] ?? 0;
}

/** The roll score of the unlocked dice (the roll on the table). */
export function rollScoreOf(dice: readonly Die[], rules: Rules): number {
  return scorerFor(rules).roll[tableKey(dice, 'unlocked')] ?? 0;
}

/** The game total: the sum of the turns. */
export function totalOf(turns: readonly number[]): number {
  return turns.reduce((a, b) => a + b, 0);
}

/** Farkles in a row at the end of these turns, 0 to 2: the third costs the penalty and starts the count again. */
export function farkleStreak(turns: readonly number[]): number {
  let n = 0;
  for (let i = turns.length - 1; i >= 0 && (turns[i] ?? 0) <= 0; i--) n++;
  return n % 3;
}

/** The player has banked at least once ("on the board"). */
export function isOnBoard(player: Player): boolean {
  return player.turns.some((t) => t > 0);
}

/** The smallest turn total this player can bank now: the entry minimum counts until their first bank. */
export function bankMinimumFor(rules: Rules, player: Player | undefined): number {
  if (player === undefined || isOnBoard(player)) return rules.bankMinimum;
  return Math.max(rules.bankMinimum, rules.entryMinimum);
}

/** How this player plays when a computer: their own level in a `custom` game, else the game's. */
export function levelOf(state: FarkleState, player: number): ComputerLevel {
  return state.players[player]?.level ?? state.computerLevel;
}

/**
 * Replay the turn records in play order (player one first) to find the first total to reach the target at the
 * end of a turn, and how many turns were played after it.
 */
export function replayMark(
  players: readonly Player[],
  target: number,
): { round: FinalRound | null; turnsAfter: number } {
  const totals = players.map(() => 0);
  const count = players.length;
  let round: FinalRound | null = null;
  let turnsAfter = 0;
  const longest = Math.max(...players.map((p) => p.turns.length));
  for (let k = 0; k < longest; k++) {
    for (let i = 0; i < count; i++) {
      const points = players[i]?.turns[k];
      if (points === undefined) continue;
      if (round !== null) {
        turnsAfter++;
        continue;
      }
      const total = (totals[i] ?? 0) + points;
      totals[i] = total;
      if (total >= target) round = { marked: i, total, challenger: (i + 1) % count };
    }
  }
  return { round, turnsAfter };
}

/**
 * The winner once every other player has had their last turn: the highest total, and on a tie whoever got there
 * first (the marked player, then the challengers in order). With two players the challenger wins only by
 * exceeding the marked total.
 */
export function winnerOf(round: FinalRound, players: readonly Player[]): number {
  let best = round.marked;
  for (let k = 1; k < players.length; k++) {
    const p = (round.marked + k) % players.length;
    if ((players[p]?.total ?? 0) > (players[best]?.total ?? 0)) best = p;
  }
  return best;
}

/** The turn total a player in their last turn needs to exceed every other total; 0 outside the final round. */
export function lastChanceNeed(
  round: FinalRound | null,
  players: readonly Player[],
  current: number,
): number {
  if (round === null || round.marked === current) return 0;
  let best = 0;
  players.forEach((p, i) => {
    if (i !== current) best = Math.max(best, p.total);
  });
  return best - (players[current]?.total ?? 0) + 50;
}
