/** `pastime daily 2048|farkle` (today's ranked run on a Pastime server) and `pastime leaderboard 2048|farkle`. */
import { DAILY_GAMES, dayStart, type DailyGame } from '@pastime/app-core';
import { HELP_OPTION } from './common-options.ts';
import { nameOption, serverOption } from './command-online.ts';
import type { Command, Invocation } from './invocation.ts';
import { formatOptions, parseOptions, stringValue, UsageError, type OptionSpec } from './options.ts';
import { quoted } from '../term/quote.ts';

/** The server `npm start` serves, when neither `--server` nor `PASTIME_SERVER` says another. */
export const DEFAULT_SERVER = 'http://127.0.0.1:4173/';

const SERVER_OPTION: OptionSpec = {
  long: 'server',
  value: 'URL',
  help: `the Pastime server (default: $PASTIME_SERVER, else ${DEFAULT_SERVER})`,
};

const DAILY_OPTIONS: readonly OptionSpec[] = [
  SERVER_OPTION,
  { long: 'name', value: 'NAME', help: "this device's name on the leaderboards (changes it)" },
  { long: 'json', help: 'line protocol: one JSON object per line' },
  { long: 'plain', help: 'use the line protocol even in a terminal' },
  { long: 'no-color', help: 'draw the full screen without colours (as NO_COLOR=1 does)' },
  HELP_OPTION,
];

const LEADERBOARD_OPTIONS: readonly OptionSpec[] = [
  SERVER_OPTION,
  { long: 'day', value: 'YYYY-MM-DD', help: "a day's board (default: today's)" },
  { long: 'all', help: "every day's runs on one board" },
  {
    long: 'json',
    help: 'print the board as one JSON document (with the seed and replay codes of a closed day)',
  },
  HELP_OPTION,
];

export const DAILY_HELP = [
  'Usage: pastime daily 2048|farkle [--server URL] [--name NAME] [--json | --plain]',
  '',
  "Plays today's ranked run of the daily challenge on a Pastime server: the same game for everyone, a new one",
  'at 00:00 UTC, dealt by the server move by move. One run per device, game and day: leaving it (q, quit, the',
  'end of the input) keeps it, and running the command again goes on with it until the day closes. A ranked run',
  'has no undo, hint, auto-play or advisor. A finished run is added to the history and the statistics.',
  '',
  "This device's token (its only identity on the server) is kept in the data directory, daily/device.json.",
  '',
  'Options:',
  ...formatOptions(DAILY_OPTIONS),
  '',
  "Keys (full screen): the game's own (2048: arrows, WASD, hjkl; Farkle: r, 1-6, a, b), e to end the run",
  'where it stands (asks first), q to leave it for now.',
  'Lines it reads (pipes): the local line commands (2048: up, down, left, right or w a s d, h j k l; Farkle:',
  '  roll, select 1 3 5, toggle 2, all, bank), end (end the run where it stands), help, quit.',
  'A line answers every line read (with --json: one JSON object a line): the position, the score, a refusal',
  "with the server's reason; at the end the final score and the run's rank today.",
  '',
  'Exit status: 0 when the run ended or was left; 1 when the server cannot be reached or refuses the run;',
  "2 on a mistake on the command line; 3 when this device has played today's run of the game already.",
].join('\n');

export const LEADERBOARD_HELP = [
  'Usage: pastime leaderboard 2048|farkle [--server URL] [--day YYYY-MM-DD | --all] [--json]',
  '',
  "The daily challenge's leaderboard: rank, name, score, highest tile (2048) or total (Farkle) and finish time",
  "of the best runs, and this device's own rank. A closed day's board has the day's seed and each run's replay",
  'code (shown with --json; play one with pastime replay CODE). Times are UTC.',
  '',
  'Options:',
  ...formatOptions(LEADERBOARD_OPTIONS),
].join('\n');

/** Exit status of `pastime daily` when today's run of the game was played already. */
export const ALREADY_PLAYED_EXIT_CODE = 3;

function dailyGame(word: string | undefined, command: string): DailyGame {
  if (word === undefined) throw new UsageError(`choose a game: pastime ${command} 2048 or farkle`, command);
  const game = DAILY_GAMES.find((g) => g === word.toLowerCase());
  if (game === undefined)
    throw new UsageError(`unknown game ${quoted(word)}: choose 2048 or farkle`, command);
  return game;
}

/** `--server`, else `PASTIME_SERVER`, else the default. */
function server(parsed: ReturnType<typeof parseOptions>, command: string): string {
  const given = stringValue(parsed, 'server');
  if (given !== undefined) return serverOption(given, command);
  const fromEnvironment = process.env['PASTIME_SERVER'];
  if (fromEnvironment !== undefined && fromEnvironment.trim() !== '') {
    return serverOption(fromEnvironment, command, 'PASTIME_SERVER');
  }
  return DEFAULT_SERVER;
}

function parseDaily(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, DAILY_OPTIONS, 'daily');
  if (parsed.values.has('help')) return { kind: 'help', text: DAILY_HELP };
  const [word, extra] = parsed.positionals;
  const game = dailyGame(word, 'daily');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, 'daily');
  return {
    kind: 'daily',
    options: {
      game,
      server: server(parsed, 'daily'),
      name: nameOption(stringValue(parsed, 'name'), 'daily'),
      json: parsed.values.has('json'),
      plain: parsed.values.has('plain'),
      color: !parsed.values.has('no-color'),
    },
  };
}

function parseLeaderboard(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, LEADERBOARD_OPTIONS, 'leaderboard');
  if (parsed.values.has('help')) return { kind: 'help', text: LEADERBOARD_HELP };
  const [word, extra] = parsed.positionals;
  const game = dailyGame(word, 'leaderboard');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, 'leaderboard');
  const day = stringValue(parsed, 'day');
  if (day !== undefined && Number.isNaN(dayStart(day.trim()))) {
    throw new UsageError(`--day must be a day, YYYY-MM-DD, got ${quoted(day)}`, 'leaderboard');
  }
  if (day !== undefined && parsed.values.has('all')) {
    throw new UsageError('--day and --all cannot go together', 'leaderboard');
  }
  return {
    kind: 'leaderboard',
    options: {
      game,
      server: server(parsed, 'leaderboard'),
      span: day?.trim() ?? (parsed.values.has('all') ? 'all' : 'today'),
      json: parsed.values.has('json'),
    },
  };
}

export const COMMAND_DAILY: Command = {
  name: 'daily',
  summary: "today's ranked daily challenge on a Pastime server",
  help: DAILY_HELP,
  parse: parseDaily,
};

export const COMMAND_LEADERBOARD: Command = {
  name: 'leaderboard',
  summary: "a daily challenge's leaderboard",
  help: LEADERBOARD_HELP,
  parse: parseLeaderboard,
};
