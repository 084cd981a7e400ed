import type { Advice, AdviceOption } from '@pastime/farkle';
import { positions } from './describe.ts';

/** Expected points: whole when they are (a bank), else to a tenth — `450`, `551.4`, `364.0`, `3,100.5`. */
export function expectedPoints(n: number): string {
  const digits = Number.isInteger(n) ? 0 : 1;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A probability as a percentage to a tenth: `63.2%`. */
export function percent(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** A choice in words, dice numbered from 1 as the player types them: `set aside dice 1, 5, then roll`, `roll`. */
function choiceWords(option: AdviceOption): string {
  if (option.indices.length === 0) return option.then;
  const dice = option.indices.length === 1 ? 'die' : 'dice';
  return `set aside ${dice} ${positions(option.indices)}, then ${option.then}`;
}

/** What a choice is worth: the points it is expected to bank this turn, and in two-player modes the chance to win. */
function choiceWorth(option: AdviceOption): string {
  const score = `${expectedPoints(option.expectedTurnScore)} points expected this turn`;
  return option.winProbability === null ? score : `${score}, ${percent(option.winProbability)} to win`;
}

/** The advice in one sentence. */
export function adviceSentence(advice: Advice): string {
  // Other rules than the traditional ones have no win table here: the advice then plays for the turn's points.
  const policy = advice.awaitingTable ? ' (the expected-score policy: no win table for these rules)' : '';
  return `Advice: ${choiceWords(advice)}: ${choiceWorth(advice)}${policy}.`;
}

/**
 * The line protocol's answer to `advise`: the sentence, then every choice, best first, one a line — the dice
 * (numbered from 1), then roll or bank, the expected turn score and, in two-player modes, the win probability.
 */
export function adviceLines(advice: Advice): string[] {
  const twoPlayer = advice.winProbability !== null;
  const rows = advice.options.map((option) => {
    const dice = (option.indices.length === 0 ? '-' : positions(option.indices).replaceAll(',', '')).padEnd(
      12,
    );
    const score = expectedPoints(option.expectedTurnScore).padStart(8);
    const win = option.winProbability === null ? '' : percent(option.winProbability).padStart(8);
    return `  ${dice}${option.then}${score}${win}`;
  });
  const columns = twoPlayer
    ? 'dice, then, expected turn score, win probability'
    : 'dice, then, expected turn score';
  return [adviceSentence(advice), `Choices, best first (${columns}):`, ...rows];
}
