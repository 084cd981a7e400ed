import { BANK_THRESHOLD } from '@pastime/farkle';
import type { Action, Advice, FarkleEvent } from '@pastime/farkle';
import type { OptionsFarkle } from '../cli/command-farkle.ts';
import { computerDelay, sleep } from '../cli/delay.ts';
import type { LineIO } from '../cli/line-io.ts';
import { MAX_LINE_BYTES, cutLine, forEachLine } from '../cli/line-io.ts';
import type { DataStore } from '../storage/store.ts';
import { adviceLines, adviceSentence } from './advice.ts';
import { describeComputerStep, describeEvent, points, positions } from './describe.ts';
import { parseLineFarkle } from './line-commands.ts';
import type { LineCommandFarkle } from './line-commands.ts';
import { FarkleSession } from './session.ts';
import { setupFromOptions } from './setup.ts';
import { StorageFarkle } from './storage.ts';
import { FarkleHighScore } from './high-score.ts';
import { tableJson, tableText } from './text-view.ts';
import type { JsonStep, LineOutcomeFarkle } from './text-view.ts';
import { quoted } from '../term/quote.ts';

const LINE_HELP = [
  'roll                 roll the dice (the selected dice are set aside first)',
  'select 1 3 5         select exactly these dice (positions 1 to 6); "select" alone clears the selection',
  'toggle 2             select or deselect one die',
  'all                  select every die of the roll',
  `bank                 add the turn total to your score (${BANK_THRESHOLD} or more)`,
  'hint                 show the best dice to select',
  'advise               the best play (dice, then roll or bank) and what every choice is worth',
  'new                  play again with the same players',
  'quit                 end the game (also: end of input)',
].join('\n');

export const welcomeFarkle = 'Welcome to Farkle!';

export function lineInstructionsFarkle(): string {
  return 'Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.';
}

function toAction(command: LineCommandFarkle): Action | undefined {
  switch (command.type) {
    case 'roll':
      return { type: 'roll' };
    case 'select':
      return { type: 'select', indices: command.indices };
    case 'all':
      return { type: 'select-all' };
    case 'bank':
      return { type: 'bank' };
    default:
      return undefined;
  }
}

/**
 * Farkle through the line protocol. The computer's turns are played out right after the command that hands
 * it the dice, each step printed (text) or listed under `computer` (JSON).
 */
export async function runLineFarkle(
  options: OptionsFarkle,
  io: LineIO,
  store: DataStore | undefined,
): Promise<number> {
  const session = new FarkleSession(
    setupFromOptions(options),
    new FarkleHighScore(store === undefined ? undefined : new StorageFarkle(store)),
  );
  const delay = computerDelay(options.delayMs, process.env, 0);
  const json = options.json;

  const print = (
    command: string | null,
    outcome: LineOutcomeFarkle,
    messages: readonly string[],
    events: readonly FarkleEvent[],
    computer: readonly JsonStep[],
    more: { error?: string; hint?: readonly number[]; advice?: Advice } = {},
  ): void => {
    if (json) {
      io.output.write(tableJson(session.state, { command, outcome, messages, events, computer, ...more }));
    } else {
      io.output.write(tableText(session.state, messages));
    }
  };

  /** Plays the computer's turns, if it is to play, and returns what it did. */
  const playComputer = async (): Promise<{ steps: JsonStep[]; messages: string[] }> => {
    const steps: JsonStep[] = [];
    const messages: string[] = [];
    for (;;) {
      const step = session.computerStep();
      if (step === undefined) break;
      const said = describeComputerStep(step.action, step.before, step.events, session.state);
      steps.push({
        player: step.before.current,
        action: step.action,
        message: said.join(' '),
        events: step.events,
      });
      messages.push(...said);
      if (!json) io.output.write(`${said.join('\n')}\n`);
      await sleep(delay);
    }
    if (!json && steps.length > 0) io.output.write('\n');
    return { steps, messages };
  };

  if (!json) io.output.write(`${welcomeFarkle}\n${lineInstructionsFarkle()}\n\n`);
  print(null, 'start', [], [], []);

  const handle = async (line: string): Promise<'stop' | 'go-on'> => {
    const command = parseLineFarkle(line);
    const refuse = (error: string, outcome: 'invalid' | 'refused'): 'go-on' => {
      io.errors.write(`${error}\n`);
      if (json) print(line, outcome, [], [], [], { error });
      return 'go-on';
    };
    switch (command.type) {
      case 'invalid':
        return refuse(
          `Invalid command ${quoted(line)}: ${command.problem}. ${lineInstructionsFarkle()}`,
          'invalid',
        );
      case 'quit':
        return 'stop';
      case 'help':
        if (json) print(line, 'help', [LINE_HELP], [], []);
        else io.output.write(`${LINE_HELP}\n\n`);
        return 'go-on';
      case 'hint': {
        const result = session.hint();
        if (!result.ok) return refuse(`Cannot hint: ${result.error}.`, 'refused');
        const score = session.state.rollScore;
        const text =
          result.indices.length === 0
            ? 'Hint: no die scores.'
            : `Hint: select ${positions(result.indices)} for ${points(score)} points.`;
        print(line, 'hint', [text], [], [], { hint: result.indices });
        return 'go-on';
      }
      case 'advise': {
        const result = session.advise();
        if (!result.ok) return refuse(`Cannot advise: ${result.error}.`, 'refused');
        // The text shows every choice under the sentence; the JSON has them as data (`options`).
        const said = json ? [adviceSentence(result.advice)] : adviceLines(result.advice);
        print(line, 'advice', said, [], [], { advice: result.advice });
        return 'go-on';
      }
      case 'new': {
        session.playAgain();
        const computer = await playComputer();
        print(line, 'new-game', ['New game.', ...computer.messages], [], computer.steps);
        return 'go-on';
      }
      case 'toggle': {
        for (const index of command.indices) {
          const result = session.act({ type: 'toggle', index });
          if (!result.ok) return refuse(`Cannot toggle die ${index + 1}: ${result.error}.`, 'refused');
        }
        print(line, 'ok', [], [], []);
        return 'go-on';
      }
      default: {
        const action = toAction(command);
        if (action === undefined) return 'go-on';
        const result = session.act(action);
        if (!result.ok)
          return refuse(
            `Cannot ${command.type === 'all' ? 'select all' : command.type}: ${result.error}.`,
            'refused',
          );
        const messages = result.events.map((e) => describeEvent(e, session.state));
        if (!json && session.computerToPlay) io.output.write(tableText(session.state, messages));
        const computer = await playComputer();
        print(
          line,
          'ok',
          json ? [...messages, ...computer.messages] : computer.steps.length > 0 ? [] : messages,
          result.events,
          computer.steps,
        );
        return 'go-on';
      }
    }
  };

  const quitLine = await forEachLine(
    io.input,
    {
      line: handle,
      tooLong: (start) => {
        const error = `Invalid command ${quoted(start)}: a line may be at most ${MAX_LINE_BYTES} bytes (4 KiB). ${lineInstructionsFarkle()}`;
        io.errors.write(`${error}\n`);
        if (json) print(cutLine(start), 'invalid', [], [], [], { error });
      },
    },
    [io.output, io.errors],
  );
  session.finishGame();
  const farewell = 'Thanks for playing Farkle!';
  if (json) print(quitLine, quitLine === null ? 'end-of-input' : 'quit', [farewell], [], []);
  else io.output.write(`${farewell}\n`);
  return 0;
}
