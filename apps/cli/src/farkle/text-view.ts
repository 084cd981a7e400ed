import {
  controlFlags,
  endedOnNewHighScore,
  farkleControls,
  formatPoints,
  instruction,
  shownHighScore,
} from '@pastime/app-core';
import { showBytes } from '../term/quote.ts';
import { seatText } from './describe.ts';
import { hint, runningTotal } from '@pastime/farkle';
import type { Action, Advice, Die, FarkleEvent, FarkleState } from '@pastime/farkle';

/** What is allowed now, in the words of the line protocol. */
function allowedWords(state: FarkleState): string[] {
  if (state.phase === 'game-over') return ['new', 'quit'];
  const controls = farkleControls(state);
  const words: string[] = [];
  if (controls.roll) words.push('roll');
  if (controls.select) words.push('select');
  if (controls.selectAll) words.push('all');
  if (controls.bank) words.push('bank');
  if (controls.hint) words.push('hint');
  words.push('advise');
  return words;
}

function scoresLine(state: FarkleState): string {
  if (state.players.length === 1) {
    const player = state.players[0];
    const turns = player?.turns.length ?? 0;
    const highScore = shownHighScore(state);
    const shown = highScore === null ? '' : `  High score: ${formatPoints(highScore)}`;
    return `${player?.name ?? ''}: ${formatPoints(player?.total ?? 0)} after ${turns} of ${state.rules.onePlayerTurns} turns${shown}`;
  }
  return state.players
    .map((p, i) => {
      const marks = `${i === state.current && state.phase !== 'game-over' ? '>' : ''}${state.finalRound?.marked === i ? '*' : ''}`;
      return `${marks}${seatText(state, i)}: ${formatPoints(p.total)}`;
    })
    .join('  ');
}

function turnLine(state: FarkleState): string {
  const player = state.players[state.current];
  if (state.phase === 'game-over') {
    if (state.winner === null)
      return `Game over. Final score: ${formatPoints(player?.total ?? 0)}${endedOnNewHighScore(state) ? ' (new high score)' : ''}`;
    return `Game over. Winner: ${state.players[state.winner]?.name ?? ''}`;
  }
  const of = state.players.length === 1 ? ` of ${state.rules.onePlayerTurns}` : '';
  return `Turn ${state.turn}${of}: ${player?.name ?? ''}`;
}

/** A die as the text shows it: `[5]` selected, `(5)` set aside earlier this turn, `-` not rolled yet. */
export function dieText(die: Die): string {
  if (die.face === null) return '-';
  if (die.selected) return `[${die.face}]`;
  if (die.locked) return `(${die.face})`;
  return String(die.face);
}

/** The dice: positions, then faces; `[5]` selected, `(5)` set aside earlier this turn, `-` not rolled yet. */
function diceLines(state: FarkleState): string[] {
  const cells = state.dice.map(dieText);
  // Each die takes four columns with its face in the third, so faces sit under their positions.
  return [
    `Dice: ${state.dice.map((_, i) => `  ${i + 1} `).join('')}`.trimEnd(),
    `      ${cells.map((c) => (c.length === 1 ? `  ${c} ` : ` ${c}`)).join('')}`.trimEnd(),
  ];
}

/** Why Roll and Bank are unavailable although dice are selected, if that is the case. */
export function selectionProblem(state: FarkleState): string | undefined {
  if (instruction(state)?.kind !== 'selection-does-not-score') return undefined;
  return 'Not every selected die scores, so the selection is worth 0: change it to roll or bank.';
}

/** The table as plain text, as the line protocol prints it after each command. */
export function tableText(state: FarkleState, messages: readonly string[]): string {
  const lines = [
    scoresLine(state),
    turnLine(state),
    ...diceLines(state),
    // The numbers of the JSON output, under the same names: turnTotal, selectionScore, runningTotal, rollScore;
    // written as every other number of the text is (10,000), as the sentences of the events have them.
    `Turn total: ${formatPoints(state.turnTotal)}  Selected: ${formatPoints(state.selectionScore)}  Running total: ${formatPoints(runningTotal(state))}  Roll score: ${formatPoints(state.rollScore)}`,
    `Status: ${state.phase}  Allowed: ${allowedWords(state).join(', ')}`,
    ...messages,
    ...[selectionProblem(state)].filter((m) => m !== undefined),
  ];
  return `${lines.join('\n')}\n\n`;
}

/** What a line of `--json` output reports. */
export type LineOutcomeFarkle =
  'start' | 'ok' | 'hint' | 'advice' | 'help' | 'new-game' | 'invalid' | 'refused' | 'quit' | 'end-of-input';

export interface JsonStep {
  readonly player: number;
  readonly action: Action;
  readonly message: string;
  readonly events: readonly FarkleEvent[];
}

/** The state as one JSON object (a line of `--json` output). Dice indices are 0 to 5. */
export function tableJson(
  state: FarkleState,
  extra: {
    readonly command: string | null;
    readonly outcome: LineOutcomeFarkle;
    readonly error?: string;
    readonly messages: readonly string[];
    readonly events: readonly FarkleEvent[];
    readonly computer: readonly JsonStep[];
    readonly hint?: readonly number[];
    /** The reply to `advise`: its fields (`indices`, `then`, `expectedTurnScore`, …) join the state's. */
    readonly advice?: Advice;
  },
): string {
  const object = {
    game: 'farkle',
    command: extra.command === null ? null : showBytes(extra.command),
    outcome: extra.outcome,
    ...(extra.error === undefined ? {} : { error: extra.error }),
    ...(extra.advice === undefined
      ? {}
      : {
          indices: extra.advice.indices,
          then: extra.advice.then,
          expectedTurnScore: extra.advice.expectedTurnScore,
          winProbability: extra.advice.winProbability,
          options: extra.advice.options,
          policy: extra.advice.policy,
          awaitingTable: extra.advice.awaitingTable,
        }),
    messages: extra.messages,
    events: extra.events,
    computer: extra.computer,
    mode: state.mode,
    // A table of seats gives each computer its own level (in `players`): no one level is the game's.
    computerLevel: state.mode === 'custom' ? null : state.computerLevel,
    rules: state.rules,
    phase: state.phase,
    current: state.current,
    turn: state.turn,
    players: state.players,
    dice: state.dice,
    turnTotal: state.turnTotal,
    selectionScore: state.selectionScore,
    runningTotal: runningTotal(state),
    rollScore: state.rollScore,
    ...controlFlags(state),
    hint: extra.hint ?? (state.phase === 'choosing' ? hint(state) : null),
    finalRound: state.finalRound,
    winner: state.winner,
    // Null for a game that keeps no high score (house rules, a table of seats), the field kept for every game.
    highScore: shownHighScore(state),
    newHighScore: endedOnNewHighScore(state),
  };
  return `${JSON.stringify(object)}\n`;
}
