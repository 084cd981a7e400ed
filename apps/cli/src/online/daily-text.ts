/** A ranked run as the lines show it: text for a person, or one JSON object a line. */
import {
  describeEvents,
  farkleControls,
  formatPoints,
  shownState,
  type DailyRunView,
} from '@pastime/app-core';
import type { PublicFarkleState } from '@pastime/app-core';
import { dieText, selectionProblem } from '../farkle/text-view.ts';
import { boardText } from '../game2048/text-view.ts';
import { escapeControls, showBytes } from '../term/quote.ts';
import { GAME_TITLES, utcTime } from './daily-words.ts';

/** What a line of `--json` output answers. */
export type DailyOutcome = 'start' | 'resumed' | 'moved' | 'ended';

/** The run's first line: whose run of which day, and until when. */
export function runHeading(run: DailyRunView, resumed: boolean): string {
  const how = resumed ? `resumed at move ${formatPoints(run.moves)}` : 'begun';
  return `Daily ${GAME_TITLES[run.game]} of ${run.day} for ${escapeControls(run.name)}, ${how}; it closes at ${utcTime(run.closesAt)}.`;
}

function allowedWords(state: PublicFarkleState): string {
  const controls = farkleControls(shownState(state));
  const words = [
    ...(controls.roll ? ['roll'] : []),
    ...(controls.select ? ['select', 'toggle'] : []),
    ...(controls.selectAll ? ['all'] : []),
    ...(controls.bank ? ['bank'] : []),
    'end',
  ];
  return words.join(', ');
}

function farkleLines(state: PublicFarkleState, score: number): string[] {
  const player = state.players[0];
  const turns = `Turn ${formatPoints(Math.min(state.turn, state.rules.onePlayerTurns))} of ${formatPoints(state.rules.onePlayerTurns)}`;
  return [
    `${turns}  Total: ${formatPoints(player?.total ?? score)}  Turn total: ${formatPoints(state.turnTotal + state.selectionScore)}`,
    `Dice: ${state.dice.map((_, i) => `  ${i + 1} `).join('')}`.trimEnd(),
    `      ${state.dice
      .map(dieText)
      .map((c) => (c.length === 1 ? `  ${c} ` : ` ${c}`))
      .join('')}`.trimEnd(),
  ];
}

/** The position after a move (with what the move did, for Farkle) and the score. */
export function runText(run: DailyRunView, moved: boolean): string {
  const position = run.position;
  const lines =
    position.game === '2048'
      ? [
          ...boardText(position.state),
          `Score: ${formatPoints(run.score)}  Highest tile: ${formatPoints(run.best)}  Moves: ${formatPoints(run.moves)}`,
        ]
      : [
          ...(moved ? describeEvents(position.state).map(escapeControls) : []),
          ...farkleLines(position.state, run.score),
          ...(run.finished ? [] : [`Allowed: ${allowedWords(position.state)}`]),
          ...[selectionProblem(shownState(position.state))].filter((m) => m !== undefined),
        ];
  return `${lines.join('\n')}\n\n`;
}

/** The run as one JSON object: the server's view of it, with the line that asked and what came of it. */
export function runJson(run: DailyRunView, command: string | null, outcome: DailyOutcome): string {
  const { position, ...fields } = run;
  return `${JSON.stringify({
    type: 'run',
    command: command === null ? null : showBytes(command),
    outcome,
    ...fields,
    state: position.state,
  })}\n`;
}
