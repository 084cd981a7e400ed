import { describeEvent, formatPoints } from '@pastime/app-core';
import { RULE_PRESETS, type Advice, type FarkleEvent, type FarkleState, type Rules } from '@pastime/farkle';
import type { OptionsFarkle } from '../program/invocation.ts';
import { computerDelay } from '../program/delay.ts';
import type { Notices } from '../term/notices.ts';
import { onEnd } from '../term/lifecycle.ts';
import { MAX_LINE_BYTES, cutLine, forEachLine, type LineIO } from '../program/line-io.ts';
import type { DataStore } from '../storage/store.ts';
import { installCached, tableRules } from './win-tables.ts';
import { adviceLines, adviceSentence } from './advice.ts';
import { adviceFor, describeComputerStep, noHint, notPlayed, positions, rulesText } from './describe.ts';
import { parseLineFarkle } from './input.ts';
import { setupConfig } from '@pastime/app-core';
import { resumes, runSeeds, setupFromOptions } from './setup.ts';
import { openFarkle } from './storage.ts';
import { refuseUntaken, resumeAsked } from './saved-games.ts';
import { tableJson, tableText, type JsonStep, type LineOutcomeFarkle } from './text-view.ts';
import { quoted } from '../term/quote.ts';

/** The line commands, the bank's minimum that of the game's rules. */
function lineHelp(rules: Rules): string {
  const entry =
    rules.entryMinimum > rules.bankMinimum
      ? `; ${formatPoints(rules.entryMinimum)} to bank a first time`
      : '';
  return [
    'roll                 roll the dice (the selected dice are set aside first)',
    'select 1 3 5         select exactly these dice (positions 1 to 6); "select" alone clears the selection',
    'toggle 2             select or deselect one die',
    'all                  select every die of the roll',
    `bank                 add the turn total to your score (${formatPoints(rules.bankMinimum)} or more${entry})`,
    'hint                 show the best dice to select',
    'advise               the best play (dice, then roll or bank) and what every choice is worth',
    'new                  play again with the same players',
    'quit                 end the game (also: end of input)',
  ].join('\n');
}

const welcomeFarkle = 'Welcome to Farkle!';

function lineInstructionsFarkle(): string {
  return 'Commands: roll, select 1 3 5, toggle 2, all, bank, hint, advise, new, help, quit.';
}

/**
 * Farkle through the line protocol. The computer's turns are played out right after the command that hands
 * it the dice, each step printed (text) or listed under `computer` (JSON). The game is saved after every action;
 * without a mode or a seed on the command line, the game in progress played last is resumed.
 */
export async function runLineFarkle(
  options: OptionsFarkle,
  io: LineIO,
  store: DataStore | undefined,
  notices: Notices,
): Promise<number> {
  const delay = computerDelay(options.delayMs, process.env, 0);
  const resume = resumeAsked(options.resume, resumes(options), store, notices.report);
  const run = openFarkle({ store, report: notices.report, delay, resume, seed: runSeeds(options) });
  refuseUntaken(run, resume, options.resume);
  const manager = run.manager;
  // A signal lets go of the saved game at once, so that the next program may resume it.
  const close = onEnd(() => run.close());
  const resumed = manager.game !== null;
  const rulesNow = (): Rules => manager.game?.rules ?? RULE_PRESETS.traditional;
  const table = (): FarkleState => manager.game ?? manager.start(setupConfig(setupFromOptions(options)));
  // A win table solved before by the full screen is used; a pipe does not solve one (its replies stay immediate).
  const needed = tableRules(table());
  if (needed !== null) installCached(store?.directory, needed, notices.report);
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
      io.output.write(tableJson(table(), { command, outcome, messages, events, computer, ...more }));
    } else {
      io.output.write(tableText(table(), messages));
    }
  };

  /** Plays the computer's turns, if it is to play, and returns what it did. */
  const playComputer = async (): Promise<{ steps: JsonStep[]; messages: string[] }> => {
    const steps: JsonStep[] = [];
    const messages: string[] = [];
    const stop = manager.subscribe((change) => {
      if (change.kind !== 'computer') return;
      const events = table().events;
      const said = describeComputerStep(change.action, change.before, events, table());
      steps.push({ player: change.before.current, action: change.action, message: said.join(' '), events });
      messages.push(...said);
      if (!json) io.output.write(`${said.join('\n')}\n`);
    });
    await manager.computerDone();
    stop();
    if (!json && steps.length > 0) io.output.write('\n');
    return { steps, messages };
  };

  if (!json) io.output.write(`${welcomeFarkle}\n${rulesText(table())}\n${lineInstructionsFarkle()}\n\n`);
  const opening = await playComputer();
  const welcome = resumed ? ['Your Farkle game was resumed.'] : [];
  print(null, 'start', [...welcome, ...opening.messages], [], opening.steps);

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
        if (json) print(line, 'help', [lineHelp(rulesNow())], [], []);
        else io.output.write(`${lineHelp(rulesNow())}\n\n`);
        return 'go-on';
      case 'hint': {
        const result = manager.hint();
        if (!result.ok) return refuse(`Cannot hint: ${noHint(result)}.`, 'refused');
        const score = table().rollScore;
        const text =
          result.dice.length === 0
            ? 'Hint: no die scores.'
            : `Hint: select ${positions(result.dice)} for ${formatPoints(score)} points.`;
        print(line, 'hint', [text], [], [], { hint: result.dice });
        return 'go-on';
      }
      case 'advise': {
        const result = adviceFor(table());
        if (!result.ok) return refuse(`Cannot advise: ${result.error}.`, 'refused');
        // The text shows every choice under the sentence; the JSON has them as data (`options`).
        const said = json ? [adviceSentence(result.advice)] : adviceLines(result.advice);
        print(line, 'advice', said, [], [], { advice: result.advice });
        return 'go-on';
      }
      case 'new': {
        // Play again: the players of the game on the table, with the run's next seed.
        if (manager.restart() === null) table();
        const computer = await playComputer();
        print(line, 'new-game', ['New game.', ...computer.messages], [], computer.steps);
        return 'go-on';
      }
      case 'toggle': {
        for (const index of command.indices) {
          const result = manager.act({ type: 'toggle', index });
          if (result.kind !== 'played')
            return refuse(`Cannot toggle die ${index + 1}: ${notPlayed(result)}.`, 'refused');
        }
        print(line, 'ok', [], [], []);
        return 'go-on';
      }
      default: {
        const result = manager.act(command);
        if (result.kind !== 'played') {
          const what = command.type === 'select-all' ? 'select all' : command.type;
          return refuse(`Cannot ${what}: ${notPlayed(result)}.`, 'refused');
        }
        const messages = result.events.map((e) => describeEvent(e, table()));
        if (!json && manager.computerToPlay) io.output.write(tableText(table(), messages));
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
  close();
  const farewell = 'Thanks for playing Farkle!';
  if (json) print(quitLine, quitLine === null ? 'end-of-input' : 'quit', [farewell], [], []);
  else io.output.write(`${farewell}\n`);
  return 0;
}
