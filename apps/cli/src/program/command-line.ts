import manifest from '../../package.json' with { type: 'json' };
import { COMMAND_2048 } from './command-2048.ts';
import { COMMAND_FARKLE } from './command-farkle.ts';
import { COMMAND_HISTORY, COMMAND_STATS } from './command-records.ts';
import { COMMAND_REPLAY } from './command-replay.ts';
import { COMMAND_JOIN, COMMAND_ONLINE } from './command-online.ts';
import { COMMAND_DAILY, COMMAND_LEADERBOARD } from './command-daily.ts';
import { COMMON_OPTIONS, HELP_OPTION, commonOptions } from './common-options.ts';
import { DATA_DIR_OPTION } from './data-dir.ts';
import type { Command, Invocation } from './invocation.ts';
import { formatOptions, parseOptions, type OptionSpec, UsageError } from './options.ts';
import { quoted } from '../term/quote.ts';

const VERSION: string = manifest.version;

/** The games' command words, in the order the help lists them. */
const GAMES: readonly Command[] = [COMMAND_2048, COMMAND_FARKLE];
/** The other command words: what the program does with the games played. */
const TOOLS: readonly Command[] = [COMMAND_HISTORY, COMMAND_STATS, COMMAND_REPLAY];
/** Online play on a Pastime server. */
const ONLINE: readonly Command[] = [COMMAND_ONLINE, COMMAND_JOIN, COMMAND_DAILY, COMMAND_LEADERBOARD];
/** The help's sections, in order. */
const SECTIONS: readonly { readonly title: string; readonly commands: readonly Command[] }[] = [
  { title: 'Games', commands: GAMES },
  { title: 'Finished games', commands: TOOLS },
  { title: 'Online', commands: ONLINE },
];
/**
 * Every command word, the help's and the unknown word's list both. A new command is one more module and one more
 * entry in a section.
 */
const COMMANDS: readonly Command[] = SECTIONS.flatMap((section) => section.commands);

/** A section of the help: its title, then each command with its summary, the summaries in one column. */
function helpSection(title: string, commands: readonly Command[]): string[] {
  const width = Math.max(8, ...commands.map((command) => command.name.length));
  return [
    `${title}:`,
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
  ];
}

const TOP_OPTIONS: readonly OptionSpec[] = [
  HELP_OPTION,
  { long: 'version', short: 'V', help: 'print the version and exit' },
];

/** Taken out of the arguments before a command reads them (`data-dir.ts`): listed, never parsed here. */
const GLOBAL_OPTIONS: readonly OptionSpec[] = [DATA_DIR_OPTION];

const TOP_HELP = [
  'Usage: pastime <game> [options]',
  '       pastime history|stats [2048|farkle] [--json]',
  '       pastime replay <code> [--json]',
  '       pastime online farkle --server URL [options] | pastime join LINK',
  '       pastime daily 2048|farkle [--name NAME] | pastime leaderboard 2048|farkle [--day YYYY-MM-DD]',
  '',
  'Classic games in the terminal.',
  '',
  ...SECTIONS.flatMap((section) => helpSection(section.title, section.commands)),
  'Options:',
  ...formatOptions([...GLOBAL_OPTIONS, ...TOP_OPTIONS]),
  '',
  "Run 'pastime <game> --help' for the game's options, keys and line commands, and 'pastime <command> --help'",
  'for the others.',
  'Without a game, a terminal shows a menu to choose one.',
].join('\n');

/** `a, b or c`. */
function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

/**
 * A word that is no command: the games first, then every other command, taken from the list the help shows so
 * that a new command is offered in both.
 */
function unknownGame(word: string): UsageError {
  const others = COMMANDS.filter((c) => !GAMES.includes(c)).map((c) => c.name);
  return new UsageError(
    `unknown game ${quoted(word)}: choose ${orList(GAMES.map((c) => c.name))} (or ${orList(others)})`,
  );
}

/** Turns the program's arguments into what to do. Throws `UsageError` on anything it does not understand. */
export function parseCommandLine(args: readonly string[]): Invocation {
  const [first, ...rest] = args;
  const command = COMMANDS.find((c) => c.name === first);
  if (command !== undefined) return command.parse(rest);
  if (first === 'help') {
    const [topic, ...extra] = rest;
    if (extra.length > 0) throw new UsageError(`unexpected argument ${quoted(extra[0] ?? '')}`);
    if (topic === undefined) return { kind: 'help', text: TOP_HELP };
    const about = COMMANDS.find((c) => c.name === topic);
    if (about === undefined) throw unknownGame(topic);
    return { kind: 'help', text: about.help };
  }
  // Without a command word: the menu, which takes the games' common options (not their --help).
  const parsed = parseOptions(args, [...TOP_OPTIONS, ...COMMON_OPTIONS.filter((s) => s !== HELP_OPTION)], '');
  if (parsed.values.has('help')) return { kind: 'help', text: TOP_HELP };
  if (parsed.values.has('version')) return { kind: 'help', text: VERSION };
  const game = parsed.positionals[0];
  if (game !== undefined) throw unknownGame(game);
  return { kind: 'menu', options: commonOptions(parsed) };
}
