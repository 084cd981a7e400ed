import { HELP_OPTION } from './common-options.ts';
import { DATA_DIR_OPTION } from './data-dir.ts';
import type { Command, Invocation, RecordsGame } from './invocation.ts';
import { MAX_FINISHED_GAMES } from '@pastime/app-core';
import { formatOptions, parseOptions, type OptionSpec, UsageError, wholeNumberOption } from './options.ts';
import { quoted } from '../term/quote.ts';

const OPTIONS: readonly OptionSpec[] = [
  { long: 'json', help: 'print one JSON document instead of text' },
  DATA_DIR_OPTION,
  HELP_OPTION,
];

const HISTORY_OPTIONS: readonly OptionSpec[] = [
  { long: 'limit', value: 'N', help: `at most the N newest games of each game (1 to ${MAX_FINISHED_GAMES})` },
  ...OPTIONS,
];

const GAMES: readonly RecordsGame[] = ['2048', 'farkle'];

function parseRecords(kind: 'history' | 'stats', args: readonly string[], help: string): Invocation {
  const parsed = parseOptions(args, kind === 'history' ? HISTORY_OPTIONS : OPTIONS, kind);
  if (parsed.values.has('help')) return { kind: 'help', text: help };
  const [word, extra] = parsed.positionals;
  const game = GAMES.find((name) => name === word?.toLowerCase());
  if (word !== undefined && game === undefined) {
    throw new UsageError(`unknown game ${quoted(word)}: choose 2048 or farkle, or neither for both`, kind);
  }
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, kind);
  const limit = wholeNumberOption(parsed, 'limit', [1, MAX_FINISHED_GAMES], kind);
  return { kind, options: { game, json: parsed.values.has('json'), limit } };
}

const HISTORY_HELP = [
  'Usage: pastime history [2048|farkle] [--limit N] [--json]',
  '',
  'Lists the finished games, newest first: when each ended, its result, score and moves (2048) or turns',
  '(Farkle), and its replay code when it has one (pastime replay <code> plays it again).',
  '',
  'Options:',
  ...formatOptions(HISTORY_OPTIONS),
].join('\n');

const STATS_HELP = [
  'Usage: pastime stats [2048|farkle] [--json]',
  '',
  'The statistics of the finished games. 2048, per board size: games played and won, best, mean and median',
  'score, and how often each highest tile was reached. Farkle: games and wins against a person and each',
  'computer level, one-player scores, points per turn, the farkle rate and how the banked turns spread.',
  'In a terminal the numbers come with bars and sparklines; through a pipe as plain text.',
  '',
  'Options:',
  ...formatOptions(OPTIONS),
].join('\n');

export const COMMAND_HISTORY: Command = {
  name: 'history',
  summary: 'list the finished games with their replay codes',
  help: HISTORY_HELP,
  parse: (args) => parseRecords('history', args, HISTORY_HELP),
};

export const COMMAND_STATS: Command = {
  name: 'stats',
  summary: 'statistics of the finished games',
  help: STATS_HELP,
  parse: (args) => parseRecords('stats', args, STATS_HELP),
};
