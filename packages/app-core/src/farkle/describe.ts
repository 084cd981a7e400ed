/**
 * What happened in a Farkle game, in words: one sentence per engine event, the same in every app. An app chooses
 * how to show them (a line each on a terminal's message line or through a pipe, one announcement in a web page's
 * live region).
 */
import type { FarkleEvent, FarkleState } from '@pastime/farkle';
import { keepsHighScore } from './high-score.ts';
import { farklePenalty, type FarklePenalty } from './table.ts';

/** The letters the dice show before the game's first roll (002 §1.2.1). */
export const FARKLE_LETTERS = ['F', 'A', 'R', 'K', 'L', 'E'] as const;

/** A number of points as people write it: 10,000. */
export function formatPoints(n: number): string {
  return n.toLocaleString('en-US');
}

/** What the sentences read of a state: also a position without its seed, as online players see it. */
type DescribedState = Pick<FarkleState, 'players' | 'mode' | 'events' | 'rules'>;

function nameOf(state: DescribedState, index: number): string {
  return state.players[index]?.name ?? `Player ${index + 1}`;
}

/**
 * What the third farkle in a row took from the total: the penalty, or the whole total when it was less (a total
 * never goes below 0).
 */
export function penaltyText({ taken, penalty, total }: FarklePenalty): string {
  if (taken === 0) return 'a third farkle in a row costs nothing: the total is already 0';
  if (taken < penalty) {
    return `a third farkle in a row takes the whole total, ${formatPoints(taken)} points (the ${formatPoints(penalty)}-point penalty stops at 0)`;
  }
  return `a third farkle in a row takes ${formatPoints(taken)} points off the total (now ${formatPoints(total)})`;
}

/** The sentence for one event; `state` is the state the event led to (its `events` list it). */
export function describeEvent(event: FarkleEvent, state: DescribedState): string {
  switch (event.type) {
    case 'rolled': {
      const faces = event.indices.map((i) => event.faces[i]).join(' ');
      const what = event.bonus ? 'rolled all six again' : 'rolled';
      return event.score > 0
        ? `${nameOf(state, event.player)} ${what}: ${faces} (up to ${formatPoints(event.score)} points).`
        : `${nameOf(state, event.player)} ${what}: ${faces}.`;
    }
    case 'farkled': {
      const name = nameOf(state, event.player);
      const penalty = farklePenalty(state, event.player, event.penalty);
      if (penalty === null) {
        return event.pointsLost > 0
          ? `Farkle! ${name} loses ${formatPoints(event.pointsLost)} points.`
          : `Farkle! No points for ${name} this turn.`;
      }
      const turn =
        event.pointsLost > 0
          ? `${name} loses the turn’s ${formatPoints(event.pointsLost)} points`
          : `No points for ${name} this turn`;
      return `Farkle! ${turn}, and ${penaltyText(penalty)}.`;
    }
    case 'hot-dice':
      return `Hot dice! All six dice score: the next roll is with six dice (turn total ${formatPoints(event.turnTotal)}).`;
    case 'banked':
      return `${nameOf(state, event.player)} banks ${formatPoints(event.points)} (total ${formatPoints(event.total)}).`;
    case 'turn-passed':
      // A table of one seat, custom or not, plays its rules' number of turns.
      return state.players.length === 1
        ? `Turn ${event.turn} of ${state.rules.onePlayerTurns}.`
        : `${nameOf(state, event.to)}'s turn.`;
    case 'final-round-started':
      return `${nameOf(state, event.marked)} reached ${formatPoints(event.total)}! ${nameOf(state, event.challenger)} has one last turn to beat it.`;
    case 'game-over': {
      if (event.winner === null) {
        const score = formatPoints(event.finalScore ?? event.scores[0] ?? 0);
        // The engine flags any one-seat game that beat the score it was given; only some keep a high score.
        return event.newHighScore && keepsHighScore(state)
          ? `Game over! Final score: ${score}. Congratulations, a new high score!`
          : `Game over! Final score: ${score}.`;
      }
      const scores = event.scores.map((s, i) => `${nameOf(state, i)} ${formatPoints(s)}`).join(', ');
      return `Game over! ${nameOf(state, event.winner)} wins (${scores}).`;
    }
  }
}

/** The sentences for every event of the last action, in order (none when it did nothing worth saying). */
export function describeEvents(state: DescribedState): string[] {
  return state.events.map((event) => describeEvent(event, state));
}
