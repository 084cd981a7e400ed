import { type LineIO, cutLine, forEachLine } from '../program/line-io.ts';
import { DEFAULT_SIZE } from '@pastime/2048';
import { outcomeMessage, standingMessage, type Message2048, type Search2048 } from '@pastime/app-core';
import type { Options2048 } from '../program/invocation.ts';
import type { Notices } from '../term/notices.ts';
import { onEnd } from '../term/lifecycle.ts';
import type { DataStore } from '../storage/store.ts';
import { open2048, Storage2048 } from './storage.ts';
import { parseLine2048 } from './input.ts';
import { LINE_WORDS, gameEnding, gameStart, invalidLine, tooLongLine, lineInstructions } from './messages.ts';
import { stateJson, stateText, type HintJson, type LineOutcome2048 } from './text-view.ts';
import { hintJson, hintLines } from './ai/hint.ts';
import { analyzeOptions, type SearchLimits } from './ai/search.ts';

/**
 * The search on this thread, loaded when first asked for: the search's tables are not built for a game that never
 * uses them.
 */
function searchHere(limits: SearchLimits): Search2048 {
  return async (state) => (await import('@pastime/2048-ai')).analyze(state, analyzeOptions(limits));
}

const LINE_HELP = [
  'left, right, up, down   move the tiles (also a, d, w, s or h, l, k, j)',
  'undo, redo              take back a move, or play it again',
  'new                     start a new game (this one ends and is recorded)',
  'keep                    after a win, keep going',
  'hint                    the best move, and the value the search gives each move (higher is better)',
  'quit                    end the game (also: end of input)',
].join('\n');

/**
 * 2048 through the line protocol: one command per line in, the state after each command out (text, or one JSON
 * object per line). A bad command is reported on stderr and the game goes on; the end of the input ends it.
 */
export async function runLine2048(
  options: Options2048,
  io: LineIO,
  store: DataStore | undefined,
  notices: Notices,
): Promise<number> {
  const { winValue, seed, json } = options;
  const storage = store === undefined ? undefined : new Storage2048(store, notices.report);
  const settings = { size: options.size ?? DEFAULT_SIZE, winValue };
  const run = open2048(storage, { settings, seed, resume: false, keep: false, search: searchHere(options) });
  const manager = run.manager;
  // A signal (`kill`, a closed terminal) or a reader gone ends the game as the end of the input does: recorded.
  const leave = onEnd(() => run.leave());
  const print = (
    command: string | null,
    outcome: LineOutcome2048,
    message: Message2048 | undefined,
    error?: string,
    hint?: HintJson,
  ): void => {
    if (json) {
      io.output.write(
        stateJson(manager.state, {
          command,
          outcome,
          best: manager.best,
          message,
          ...(error === undefined ? {} : { error }),
          ...(hint === undefined ? {} : { hint }),
        }),
      );
    } else {
      io.output.write(stateText(manager.state, manager.best, message));
    }
  };

  if (!json) io.output.write(`${gameStart}\n${lineInstructions}\n\n`);
  print(null, 'start', standingMessage(manager.state, LINE_WORDS));

  const refuse = (command: string, error: string): void => {
    io.errors.write(`${error}\n`);
    if (json) print(command, 'invalid', undefined, error);
  };

  const quitLine = await forEachLine(
    io.input,
    {
      tooLong: (start) => refuse(cutLine(start), tooLongLine(start)),
      line: async (line) => {
        const command = parseLine2048(line);
        switch (command.type) {
          case 'invalid':
            refuse(line, invalidLine(line));
            return 'go-on';
          case 'help':
            if (json) print(line, 'help', { text: LINE_HELP, tone: 'info' });
            else io.output.write(`${LINE_HELP}\n\n`);
            return 'go-on';
          case 'quit':
            return 'stop';
          case 'hint': {
            const hint = await manager.hint();
            if (json) print(line, 'hint', undefined, undefined, hintJson(hint));
            else io.output.write(`${hintLines(hint, manager.state).join('\n')}\n\n`);
            return 'go-on';
          }
          case 'action': {
            const outcome = manager.act(command.action);
            print(line, outcome.kind, outcomeMessage(outcome, manager.state, LINE_WORDS));
            return 'go-on';
          }
        }
      },
    },
    [io.output, io.errors],
  );

  leave();
  const ending = gameEnding(manager.state, manager.best);
  if (json)
    print(quitLine, quitLine === null ? 'end-of-input' : 'quit', {
      text: ending,
      tone: 'info',
    });
  else io.output.write(`${ending}\n`);
  return 0;
}
