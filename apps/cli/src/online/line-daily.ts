/**
 * Today's ranked run through lines: each line read is a command of the local game (or `end`, `help`, `quit`), and
 * each is answered by a line: the position and score after the move, a refusal with the server's reason, or what
 * was wrong with the line. The end of the input leaves the run as it stands, to be resumed.
 */
import type { DailyGame } from '@pastime/app-core';
import { ALREADY_PLAYED_EXIT_CODE } from '../program/command-daily.ts';
import type { DailyOptions } from '../program/invocation.ts';
import { cutLine, forEachLine, type LineIO } from '../program/line-io.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { showBytes } from '../term/quote.ts';
import { parseDailyLine } from './daily-input.ts';
import { openDailyRun, type DailySession, type Refusal } from './daily-session.ts';
import { runHeading, runJson, runText, type DailyOutcome } from './daily-text.ts';
import { alreadyPlayedText, dailyRefusalText, finishedText, leftText } from './daily-words.ts';

const HELP: Readonly<Record<DailyGame, string>> = {
  '2048':
    'Commands: up, down, left, right (or w a s d, h j k l), end (end the run where it stands), help, quit.',
  farkle: 'Commands: roll, select 1 3 5, toggle 2, all, bank, end (end the run where it stands), help, quit.',
};

/** Plays today's run until it is over, or the input ends or says quit; the exit code. */
export async function runLineDaily(
  options: DailyOptions,
  lineIO: LineIO,
  dataDir: string,
  store: DataStore,
  report: Report,
): Promise<number> {
  const { output, errors } = lineIO;
  const json = options.json;
  const print = (text: string, object: Record<string, unknown>): void => {
    output.write(json ? `${JSON.stringify(object)}\n` : `${text}\n`);
  };

  const opened = await openDailyRun(options, dataDir, store, report);
  if (opened.kind === 'refused') {
    errors.write(`pastime: ${dailyRefusalText(opened.refusal)}\n`);
    if (json) print('', { type: 'refused', command: null, reason: opened.refusal.reason });
    return 1;
  }
  if (opened.kind === 'played') {
    const sentence = alreadyPlayedText(options.game, opened.score);
    if (json) print(sentence, { type: 'played', game: options.game, score: opened.score, text: sentence });
    else output.write(`${sentence}\n`);
    return ALREADY_PLAYED_EXIT_CODE;
  }
  const session: DailySession = opened.session;

  const show = (command: string | null, outcome: DailyOutcome): void => {
    output.write(json ? runJson(session.run, command, outcome) : runText(session.run, outcome === 'moved'));
  };
  const refuse = (command: string, refusal: Refusal): void => {
    const problem = 'problem' in refusal && refusal.problem !== undefined ? { problem: refusal.problem } : {};
    print(`Refused: ${dailyRefusalText(refusal)}`, {
      type: 'refused',
      command: showBytes(command),
      reason: refusal.reason,
      ...problem,
    });
  };

  if (!json) output.write(`${runHeading(session.run, opened.resumed)}\n${HELP[options.game]}\n\n`);
  show(null, opened.resumed ? 'resumed' : 'start');

  const reading = session.run.finished
    ? Promise.resolve(null)
    : forEachLine(
        lineIO.input,
        {
          tooLong: (start) =>
            print(`Unknown: that line is too long. ${HELP[options.game]}`, {
              type: 'invalid',
              command: showBytes(cutLine(start)),
              error: 'line too long',
            }),
          line: async (line) => {
            const command = parseDailyLine(options.game, line);
            switch (command.type) {
              case 'quit':
                return 'stop';
              case 'help':
                print(HELP[options.game], { type: 'help', text: HELP[options.game] });
                return 'go-on';
              case 'invalid':
                print(`Unknown: ${command.problem}. ${HELP[options.game]}`, {
                  type: 'invalid',
                  command: showBytes(line),
                  error: command.problem,
                });
                return 'go-on';
              case 'end': {
                const answer = await session.end();
                if (answer?.ok === true) show(line, 'ended');
                else if (answer !== undefined) refuse(line, answer);
                return session.run.finished ? 'stop' : 'go-on';
              }
              case 'moves':
                for (const move of command.moves) {
                  const answer = await session.move(move);
                  if (answer === undefined) break;
                  if (!answer.ok) {
                    refuse(line, answer);
                    break;
                  }
                  show(line, 'moved');
                }
                return session.run.finished ? 'stop' : 'go-on';
            }
          },
        },
        [output, errors],
      );
  await reading;

  const run = session.run;
  if (run.finished) {
    const rank = await session.rank();
    print(finishedText(run.game, run.score, rank), {
      type: 'finished',
      game: run.game,
      day: run.day,
      score: run.score,
      best: run.best,
      rank: rank?.rank ?? null,
      runs: rank?.runs ?? null,
    });
  } else {
    print(leftText(run.game, run.closesAt), {
      type: 'left',
      game: run.game,
      day: run.day,
      closesAt: run.closesAt,
    });
  }
  session.close();
  lineIO.input.destroy();
  return 0;
}
