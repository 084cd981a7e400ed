/**
 * The table model's answers (`table.ts`) in the words every app uses for them: the instruction, whose turn it is
 * and the end of the game. Numbers read as people write them (`formatPoints`), lists as in a sentence.
 */
import { formatPoints } from './describe.ts';
import type { EndSummary, Instruction, TableMessage, TurnStatus } from './table.ts';

/** "1 point", "1,050 points" */
export function points(n: number): string {
  return n === 1 ? '1 point' : `${formatPoints(n)} points`;
}

/** "1, 3 and 5" */
export function listOf(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

export function instructionText(instruction: Instruction | null): string {
  if (instruction === null) return '';
  switch (instruction.kind) {
    case 'roll-to-start':
      return 'Roll the dice to start the turn.';
    case 'select-scoring-dice':
      return 'Select the scoring dice you want to keep.';
    case 'selection-does-not-score':
      return 'A selected die does not score: change the selection.';
    case 'roll-or-bank':
      return 'Roll the other dice again, or bank the turn score.';
    case 'roll-until-bank':
      return `Roll the other dice again: you can bank from ${formatPoints(instruction.minimum)} points.`;
    case 'computer-about-to-roll':
      return `${instruction.name} is about to roll.`;
    case 'computer-choosing':
      return `${instruction.name} is choosing its dice.`;
    case 'computer-keeps': {
      const goal =
        instruction.goal === null ? '' : `, aiming for ${formatPoints(instruction.goal)} this turn`;
      return `${instruction.name} keeps ${listOf(instruction.faces)} for ${points(instruction.points)}${goal}.`;
    }
  }
}

/**
 * The line under the table's "Farkle!": the turn's points lost and, on a third farkle in a row under a penalty,
 * what it took from the total (at most two lines of the table).
 */
export function farkleLossText(message: Extract<TableMessage, { readonly kind: 'farkle' }>): string {
  const { name, pointsLost, penalty } = message;
  if (penalty === null) {
    return pointsLost > 0 ? `${name} loses ${points(pointsLost)}.` : `${name} scores nothing this turn.`;
  }
  const turn = pointsLost > 0 ? `${points(pointsLost)} and ` : '';
  if (penalty.taken === 0) {
    return pointsLost > 0
      ? `Three in a row: ${name} loses ${points(pointsLost)}; the total is already 0.`
      : `Three in a row: ${name}’s total is already 0.`;
  }
  const total =
    penalty.taken < penalty.penalty ? `all ${formatPoints(penalty.taken)}` : formatPoints(penalty.taken);
  return `Three in a row: ${name} loses ${turn}${total} of the total.`;
}

/**
 * The three-farkle penalty as a rule: what it costs, and that it stops at the player's total, which never goes
 * below 0. Empty without a penalty.
 */
export function threeFarklePenaltyText(penalty: number): string {
  if (penalty === 0) return '';
  return `Three Farkles in a row cost ${points(penalty)} of the player’s total, or all of it when it is less: a total never goes below 0.`;
}

/** The line above the turn score. */
export function turnStatusText(status: TurnStatus): string {
  switch (status.kind) {
    case 'game-over':
      return 'Game over';
    case 'solo':
      return `Turn ${status.turn} of ${status.of}`;
    case 'turn': {
      const last = status.lastTurn ? ' (last turn)' : '';
      return status.computer ? `${status.name} is playing${last}` : `${status.name}’s turn${last}`;
    }
  }
}

/** The end-of-game box in words: its title, its lines, and the congratulation for a new high score. */
export interface EndSummaryText {
  readonly title: string;
  readonly lines: readonly string[];
  readonly congratulation: string | null;
}

export function endSummaryText(summary: EndSummary): EndSummaryText {
  if (summary.kind === 'solo') {
    return {
      title: 'Game over',
      lines: [
        `${summary.name} scored ${formatPoints(summary.total)} points in ${summary.turns} turns.`,
        ...(summary.highScore === null
          ? ['High scores are kept for games under the traditional rules.']
          : summary.newHighScore
            ? []
            : [`The high score is ${formatPoints(summary.highScore)}.`]),
      ],
      congratulation: summary.newHighScore ? 'Congratulations! That is a new high score.' : null,
    };
  }
  return {
    title: summary.winner === null ? 'Game over' : `${summary.winner} wins!`,
    lines: summary.totals.map(({ name, total }) => `${name}: ${formatPoints(total)} points`),
    congratulation: null,
  };
}
