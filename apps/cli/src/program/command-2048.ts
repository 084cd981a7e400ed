import { fileURLToPath } from 'node:url';
import { DEFAULT_SIZE, DEFAULT_WIN_VALUE } from '@pastime/2048';
import {
  BOARD_SIZE_MAX,
  BOARD_SIZE_MIN,
  readBoardSize,
  readWinValue,
  WIN_VALUE_MAX,
  WIN_VALUE_MIN,
  type SettingProblem2048,
} from '@pastime/app-core';
import { COMMON_OPTIONS, commonOptions, seedOption } from './common-options.ts';
import type { Command, Invocation } from './invocation.ts';
import {
  formatOptions,
  noPositionals,
  parseOptions,
  rangeError,
  stringValue,
  wholeNumberOption,
} from './options.ts';
import type { OptionSpec } from './options.ts';
import { quoted } from '../term/quote.ts';
// The search's bounds from its light subpath: reading the command line does not load the search.
import {
  DEFAULT_TIME_MS as SEARCH_TIME_DEFAULT_MS,
  MAX_DEPTH as SEARCH_DEPTH_MAX,
  MAX_TIME_MS as SEARCH_TIME_MAX_MS,
} from '@pastime/2048-ai/limits';

/**
 * The README of the installed package, where the help sends the reader for what it does not say itself (the JSON
 * format). The program runs as one bundle, `dist/pastime.js`, so the package's README is one folder up from it,
 * wherever the package was installed.
 */
const README = fileURLToPath(new URL('../README.md', import.meta.url));

const OPTIONS: readonly OptionSpec[] = [
  {
    long: 'size',
    value: 'N',
    help: `board size, ${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX} (asked for in a terminal; ${DEFAULT_SIZE} through a pipe)`,
  },
  {
    long: 'win',
    value: 'V',
    help: `tile that wins, a power of two from ${WIN_VALUE_MIN} to ${WIN_VALUE_MAX} (default ${DEFAULT_WIN_VALUE})`,
  },
  {
    long: 'seed',
    value: 'S',
    help: 'seed: the same seed and moves give the same game',
  },
  {
    long: 'autoplay',
    help: 'play a whole game by itself, printing each move and the result (lines, even in a terminal)',
  },
  {
    long: 'time-ms',
    value: 'N',
    help: `time the search takes for a move (hint, auto-play), 1 to ${SEARCH_TIME_MAX_MS} ms (default ${SEARCH_TIME_DEFAULT_MS})`,
  },
  {
    long: 'depth',
    value: 'D',
    help: `depth the search goes to, 1 to ${SEARCH_DEPTH_MAX} moves (alone: exactly this deep, the same answer every time)`,
  },
  ...COMMON_OPTIONS,
];

const HELP = [
  'Usage: pastime 2048 [--size N] [--win V] [--seed S] [--time-ms N] [--depth D] [--json] [--plain] [--no-save]',
  '       pastime 2048 --autoplay [--size N] [--win V] [--seed S] [--time-ms N] [--depth D] [--json]',
  '',
  'Slide the tiles; two equal tiles that touch merge into one. Reach the winning tile.',
  '',
  'Options:',
  ...formatOptions(OPTIONS),
  '',
  'Keys in a terminal:',
  '  arrows, W/A/S/D, h/j/k/l   move',
  '  u  undo        r  redo     n  new game',
  '  c  keep going after a win  ?  hint: the best move and the value of each',
  '  p  auto-play on or off     +  -  auto-play faster, slower (any other key stops it)',
  '  q  quit (the game is saved and offered next time)',
  '',
  'Line protocol (when stdin or stdout is not a terminal), one command per line:',
  '  left, right, up, down (or a, d, w, s; h, l, k, j)   move',
  '  undo, redo, new, keep, hint, help, quit',
  'Blank lines and lines starting with # are skipped, without a reply.',
  'After each command the board, the score and the status are printed (with --json: one JSON object).',
  `End of input ends the game. The JSON format is described in ${README}.`,
  '',
  '--autoplay plays one game to its end (it keeps going after a win) and prints each move and the result,',
  'one line each (with --json: one JSON object each). It reads and writes no data file.',
].join('\n');

/** Checks a board size typed by the player or given with `--size`; returns an explanation when it is wrong. */
export function checkBoardSize(text: string): { size: number } | { problem: string } {
  const read = readBoardSize(text);
  return read.ok ? { size: read.value } : { problem: sizeProblemText(read.problem, text.trim()) };
}

function sizeOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const checked = checkBoardSize(text);
  if ('problem' in checked) {
    throw rangeError('size', 'a whole number', [BOARD_SIZE_MIN, BOARD_SIZE_MAX], text, '2048');
  }
  return checked.size;
}

function winOption(text: string | undefined): number {
  if (text === undefined) return DEFAULT_WIN_VALUE;
  const read = readWinValue(text);
  if (!read.ok) {
    const examples = `(${WIN_VALUE_MIN}, ${WIN_VALUE_MIN * 2}, ${WIN_VALUE_MIN * 4}, ...)`;
    throw rangeError('win', 'a power of two', [WIN_VALUE_MIN, WIN_VALUE_MAX], text, '2048', examples);
  }
  return read.value;
}

function parse(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, OPTIONS, '2048');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP };
  noPositionals(parsed, '2048');
  return {
    kind: '2048',
    options: {
      ...commonOptions(parsed),
      size: sizeOption(stringValue(parsed, 'size')),
      winValue: winOption(stringValue(parsed, 'win')),
      seed: seedOption(parsed, '2048'),
      autoplay: parsed.values.has('autoplay'),
      timeMs: wholeNumberOption(parsed, 'time-ms', [1, SEARCH_TIME_MAX_MS], '2048', 'of milliseconds'),
      depth: wholeNumberOption(parsed, 'depth', [1, SEARCH_DEPTH_MAX], '2048'),
    },
  };
}

export const COMMAND_2048: Command = {
  name: '2048',
  summary: 'slide and merge tiles to reach 2048',
  help: HELP,
  parse,
};

/** A board size typed or given with `--size` that the game does not take, in words (`trimmed`: as typed). */
export function sizeProblemText(problem: SettingProblem2048, trimmed: string): string {
  switch (problem.problem) {
    case 'missing':
      return 'no size given';
    case 'not-whole':
      return `${quoted(trimmed)} is not a whole number`;
    // Told as typed: a number too long for a double would come back rounded (1e20 for twenty 9s).
    case 'not-positive':
      return `${trimmed} is not a positive number`;
    case 'out-of-range':
      return `${trimmed} is outside ${problem.min} to ${problem.max}`;
  }
}
