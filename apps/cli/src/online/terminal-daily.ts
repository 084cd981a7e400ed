/**
 * Today's ranked run on the full screen: the local 2048 board or Farkle table drawn from the run's position as
 * the server shows it, a line above it with the day and the connection, the game's own keys, `e` to end the run
 * (asked first) and `q` to leave it for now. There are no undo, hint, auto-play or advice keys.
 */
import {
  bannerOf,
  describeEvents,
  formatPoints,
  shownState,
  type FarkleBanner,
  type RunAnswer,
} from '@pastime/app-core';
import type { Direction } from '@pastime/2048';
import type { Action } from '@pastime/farkle';
import { ALREADY_PLAYED_EXIT_CODE } from '../program/command-daily.ts';
import type { DailyOptions } from '../program/invocation.ts';
import type { DataStore } from '../storage/store.ts';
import { selectionProblem } from '../farkle/text-view.ts';
import { renderTable } from '../farkle/table-view.ts';
import { render2048 } from '../game2048/screen-view.ts';
import { truncate } from '../term/ansi.ts';
import { FullScreen, INTERRUPTED } from '../term/full-screen.ts';
import type { Key } from '../term/keys.ts';
import type { Notices } from '../term/notices.ts';
import { escapeControls } from '../term/quote.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { dailyKey } from './daily-input.ts';
import { openDailyRun, type DailySession, type Rank } from './daily-session.ts';
import {
  alreadyPlayedText,
  dailyRefusalText,
  finishedText,
  GAME_TITLES,
  leftText,
  utcTime,
} from './daily-words.ts';

const KEYS_2048: readonly (readonly [string, string])[] = [
  ['←↑↓→', 'move'],
  ['e', 'end the run'],
  ['q', 'leave (resume later)'],
];

const KEYS_FARKLE: readonly (readonly [string, string])[] = [
  ['1-6', 'die'],
  ['r', 'roll'],
  ['a', 'all'],
  ['b', 'bank'],
  ['e', 'end'],
  ['q', 'leave'],
];

const NOT_RANKED = 'A ranked run has no undo, hint, auto-play, advice or new game.';

/** Plays today's run on the full screen; the exit code. */
export async function runTerminalDaily(
  options: DailyOptions,
  dataDir: string,
  store: DataStore,
  notices: Notices,
): Promise<number> {
  process.stdout.write(`Connecting to ${options.server}…\n`);
  const opened = await openDailyRun(options, dataDir, store, notices.report);
  if (opened.kind === 'refused') {
    process.stderr.write(`pastime: ${dailyRefusalText(opened.refusal)}\n`);
    return 1;
  }
  if (opened.kind === 'played') {
    process.stdout.write(`${alreadyPlayedText(options.game, opened.score)}\n`);
    return ALREADY_PLAYED_EXIT_CODE;
  }
  return play(opened.session, opened.resumed, notices);
}

function play(session: DailySession, resumed: boolean, notices: Notices): Promise<number> {
  const screen = new FullScreen(notices);
  const painter = screen.painter;
  let connected = true;
  let note = resumed
    ? 'Welcome back: the run goes on where you left it.'
    : "Today's run has begun. Good luck!";
  let warning = false;
  let messages: string[] = [];
  let banner: FarkleBanner | undefined;
  let rank: Rank | undefined;

  session.onConnection((now) => {
    connected = now;
    screen.draw();
  });

  const tell = (text: string, isWarning = false): void => {
    note = text;
    warning = isWarning;
  };

  const over = (): void => {
    const run = session.run;
    tell(`${finishedText(run.game, run.score, undefined)} Press q to leave.`);
    void session.rank().then((found) => {
      rank = found;
      if (found !== undefined) tell(`${finishedText(run.game, run.score, found)} Press q to leave.`);
      screen.draw();
    });
  };

  // The client sends one request at a time, in the order of the keys: each move is made on the position the
  // last one left, and each answer is shown in turn.
  const answered = (move: Direction | Action, answer: RunAnswer | undefined): void => {
    if (answer === undefined) return;
    if (!answer.ok) {
      tell(`Refused: ${dailyRefusalText(answer)}`, true);
    } else {
      const position = session.run.position;
      if (position.game === 'farkle') {
        messages = [...messages, ...describeEvents(position.state).map(escapeControls)].slice(-4);
        banner =
          bannerOf(position.state.events) ??
          (typeof move !== 'string' && move.type === 'roll' ? undefined : banner);
      }
      tell('');
    }
    if (session.run.finished) over();
    screen.draw();
  };

  const playMoves = (moves: readonly (Direction | Action)[]): void => {
    for (const move of moves) void session.move(move).then((answer) => answered(move, answer));
  };

  const endRun = (): void => {
    void session.end().then((answer) => {
      if (answer === undefined) return;
      if (!answer.ok) tell(`Refused: ${dailyRefusalText(answer)}`, true);
      else over();
      screen.draw();
    });
  };

  const onKey = (key: Key): void => {
    const asked = dailyKey(session.game, key);
    switch (asked.type) {
      case 'interrupt':
        return screen.finish(INTERRUPTED);
      case 'quit':
        return screen.finish(0);
      case 'moves':
        if (session.run.finished) tell('The run is over. Press q to leave.');
        else playMoves(asked.moves);
        return;
      case 'end':
        if (session.run.finished) return;
        screen.confirm(
          `End the run now with ${formatPoints(session.run.score)} points? It cannot be played on. Press y to end it.`,
          endRun,
          () => tell('The run goes on.'),
        );
        return;
      case 'not-ranked':
        return tell(NOT_RANKED, true);
      case 'invalid':
        return tell(
          `Keys: ${(session.game === '2048' ? KEYS_2048 : KEYS_FARKLE).map(([k, what]) => `${k} ${what}`).join(', ')}.`,
          true,
        );
    }
  };

  const statusLine = (columns: number): string => {
    const run = session.run;
    const state = connected ? 'connected' : painter.bold('connection lost: reconnecting…');
    const text = `Daily ${GAME_TITLES[run.game]} ${run.day} · ${escapeControls(run.name)} · closes ${utcTime(run.closesAt)} · ${state}`;
    return truncate(text, columns);
  };

  const render = (size: TerminalSize): string[] => {
    const run = session.run;
    const below = { columns: size.columns, rows: Math.max(1, size.rows - 1) };
    const position = run.position;
    const shownNote = screen.question ?? note;
    const frame =
      position.game === '2048'
        ? render2048(
            {
              state: position.state,
              best: run.best,
              bestLabel: 'TILE',
              message:
                shownNote === ''
                  ? undefined
                  : { text: shownNote, tone: warning || screen.question !== undefined ? 'warning' : 'info' },
              keys: KEYS_2048,
            },
            below,
            painter,
          )
        : renderTable(
            {
              state: shownState(position.state),
              messages: note === '' ? messages : [...messages, note],
              warning: selectionProblem(shownState(position.state)),
              hint: undefined,
              advice: undefined,
              banner,
              computerPlaying: false,
              confirm: screen.question,
              keys: KEYS_FARKLE,
              ranked: true,
            },
            below,
            painter,
          );
    return [statusLine(size.columns), ...frame];
  };

  if (session.run.finished) over();
  return screen.run({
    render,
    onKey,
    close: () => {
      session.close();
      const run = session.run;
      return [run.finished ? finishedText(run.game, run.score, rank) : leftText(run.game, run.closesAt)];
    },
  });
}
