import { DEFAULT_SIZE, DEFAULT_WIN_VALUE, MIN_WIN_VALUE } from '@pastime/2048';
import { MAX_NAME_LENGTH, ONE_PLAYER_TURNS, WINNING_TOTAL } from '@pastime/farkle';
import { DELAY_MAX_MS } from './delay.ts';
import { formatOptions, parseOptions, parseWholeNumber } from './options.ts';
import type { OptionSpec, ParsedOptions } from './options.ts';
import { UsageError } from './usage-error.ts';
import { quoted } from '../term/quote.ts';

/** Options every game understands. */
export interface CommonOptions {
  /** Through the line protocol: one JSON object per line instead of text. */
  readonly json: boolean;
  /** Use the line protocol even when stdin and stdout are a terminal. */
  readonly plain: boolean;
  /** Read and write the data directory (scores, records, the saved game). */
  readonly save: boolean;
}

export interface Options2048 extends CommonOptions {
  /** Absent: asked for in a terminal, 4 through the line protocol. */
  readonly size: number | undefined;
  readonly winValue: number;
  readonly seed: string | undefined;
}

export type PlayerCount = 1 | 2;

export interface OptionsFarkle extends CommonOptions {
  readonly players: PlayerCount | undefined;
  readonly computer: boolean;
  /** Trimmed names as given; an empty entry means "the default name". */
  readonly names: readonly string[];
  readonly seed: string | undefined;
  /** Pause between the computer's steps; absent: the default pace (or `PASTIME_COMPUTER_DELAY_MS`). */
  readonly delayMs: number | undefined;
}

export type Invocation =
  | { readonly kind: 'help'; readonly text: string }
  | { readonly kind: '2048'; readonly options: Options2048 }
  | { readonly kind: 'farkle'; readonly options: OptionsFarkle }
  | { readonly kind: 'menu'; readonly options: CommonOptions };

/** The board sizes the apps offer (SPEC-NOTES: 3 to 8; the engine itself takes 2 to 16). */
export const BOARD_SIZE_MIN = 3;
export const BOARD_SIZE_MAX = 8;

/** The largest power of two that is still a safe integer: scores and tiles stay exact. */
const MAX_WIN_VALUE = 2 ** 52;

const HELP: OptionSpec = { long: 'help', short: 'h', takesValue: false, help: 'show this help and exit' };
const COMMON: readonly OptionSpec[] = [
  { long: 'json', takesValue: false, help: 'line protocol: print the state as one JSON object per line' },
  { long: 'plain', takesValue: false, help: 'use the line protocol even in a terminal' },
  { long: 'no-save', takesValue: false, help: 'do not read or write scores, records or saved games' },
  HELP,
];

const SPECS_2048: readonly OptionSpec[] = [
  {
    long: 'size',
    takesValue: true,
    placeholder: 'N',
    help: `board size, ${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX} (asked for in a terminal; ${DEFAULT_SIZE} through a pipe)`,
  },
  {
    long: 'win',
    takesValue: true,
    placeholder: 'V',
    help: `tile that wins, a power of two from ${MIN_WIN_VALUE} (default ${DEFAULT_WIN_VALUE})`,
  },
  {
    long: 'seed',
    takesValue: true,
    placeholder: 'S',
    help: 'seed: the same seed and moves give the same game',
  },
  ...COMMON,
];

const SPECS_FARKLE: readonly OptionSpec[] = [
  {
    long: 'players',
    takesValue: true,
    placeholder: '1|2',
    help: `one player (${ONE_PLAYER_TURNS} turns) or two (to ${WINNING_TOTAL.toLocaleString('en-US')})`,
  },
  { long: 'computer', takesValue: false, help: 'two players, the second one played by the computer' },
  {
    long: 'names',
    takesValue: true,
    placeholder: 'A,B',
    help: `player names, comma separated, at most ${MAX_NAME_LENGTH} characters each`,
  },
  {
    long: 'seed',
    takesValue: true,
    placeholder: 'S',
    help: 'seed: the same seed and actions give the same game',
  },
  {
    long: 'delay',
    takesValue: true,
    placeholder: 'MS',
    help: "pause between the computer's steps in milliseconds (default 700 in a terminal)",
  },
  ...COMMON,
];

const SPECS_TOP: readonly OptionSpec[] = [
  HELP,
  { long: 'version', takesValue: false, help: 'print the version and exit' },
];

export const VERSION = '0.1.0';

const TOP_HELP = [
  'Usage: pastime <game> [options]',
  '',
  'Classic games in the terminal.',
  '',
  'Games:',
  '  2048      slide and merge tiles to reach 2048',
  '  farkle    the dice game: score with ones, fives, triples and straights',
  '',
  'Options:',
  ...formatOptions(SPECS_TOP),
  '',
  "Run 'pastime <game> --help' for the game's options, keys and line commands.",
  'Without a game, a terminal shows a menu to choose one.',
].join('\n');

const HELP_2048 = [
  'Usage: pastime 2048 [--size N] [--win V] [--seed S] [--json] [--plain] [--no-save]',
  '',
  'Slide the tiles; two equal tiles that touch merge into one. Reach the winning tile.',
  '',
  'Options:',
  ...formatOptions(SPECS_2048),
  '',
  'Keys in a terminal:',
  '  arrows, W/A/S/D, h/j/k/l   move',
  '  u  undo        r  redo     n  new game',
  '  c  keep going after a win  ?  the keys',
  '  q  quit (the game is saved and offered next time)',
  '',
  'Line protocol (when stdin or stdout is not a terminal), one command per line:',
  '  left, right, up, down (or a, d, w, s; h, l, k, j)   move',
  '  undo, redo, new, keep, help, quit',
  'After each command the board, the score and the status are printed (with --json: one JSON object).',
  'End of input ends the game. See apps/cli/README.md for the JSON format.',
].join('\n');

const HELP_FARKLE = [
  'Usage: pastime farkle [--players 1|2] [--computer] [--names A,B] [--seed S] [--delay MS] [--json] [--plain]',
  '                      [--no-save]',
  '',
  'Roll six dice, set aside scoring dice, roll the rest or bank the turn. A roll that scores nothing loses it.',
  `One player: best score in ${ONE_PLAYER_TURNS} turns. Two players: first to ${WINNING_TOTAL.toLocaleString('en-US')}, the other gets one last turn.`,
  'Without --players, --computer or --names, a terminal asks for the mode first.',
  '',
  'Options:',
  ...formatOptions(SPECS_FARKLE),
  '',
  'Keys in a terminal:',
  '  1-6  select or deselect a die    a  select all the dice       h  hint',
  '  r    roll                        b  bank                      n  restart the game',
  '  m    main menu                   ?  the keys                  q  quit',
  'When the game is over: p play again, m main menu, q quit.',
  '',
  'Line protocol (when stdin or stdout is not a terminal), one command per line:',
  '  roll, select 1 3 5 (dice by position; "select" alone clears), toggle 2, all, bank, hint,',
  '  new (play again with the same players), help, quit',
  'After each command the table and the scores are printed (with --json: one JSON object).',
  "The computer's turns are played out right away. End of input ends the game.",
].join('\n');

function common(parsed: ParsedOptions): CommonOptions {
  return {
    json: parsed.values.has('json'),
    plain: parsed.values.has('plain'),
    save: !parsed.values.has('no-save'),
  };
}

function noPositionals(parsed: ParsedOptions, command: string): void {
  const extra = parsed.positionals[0];
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, command);
}

function stringValue(parsed: ParsedOptions, long: string): string | undefined {
  const value = parsed.values.get(long);
  return typeof value === 'string' ? value : undefined;
}

function parseSeed(parsed: ParsedOptions, command: string): string | undefined {
  const seed = stringValue(parsed, 'seed');
  if (seed !== undefined && seed.trim() === '') throw new UsageError('--seed must not be empty', command);
  return seed;
}

/** Checks a board size typed by the player or given with `--size`; returns an explanation when it is wrong. */
export function checkBoardSize(text: string): { size: number } | { problem: string } {
  const trimmed = text.trim();
  const size = parseWholeNumber(trimmed);
  if (size === undefined) {
    return { problem: trimmed === '' ? 'no size given' : `${quoted(trimmed)} is not a whole number` };
  }
  if (size <= 0) return { problem: `${size} is not a positive number` };
  if (size < BOARD_SIZE_MIN || size > BOARD_SIZE_MAX)
    return { problem: `${size} is outside ${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX}` };
  return { size };
}

function parse2048(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, SPECS_2048, '2048');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP_2048 };
  noPositionals(parsed, '2048');
  const sizeText = stringValue(parsed, 'size');
  let size: number | undefined;
  if (sizeText !== undefined) {
    const checked = checkBoardSize(sizeText);
    if ('problem' in checked) {
      throw new UsageError(
        `--size must be a whole number from ${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX}: ${checked.problem}`,
        '2048',
      );
    }
    size = checked.size;
  }
  const winText = stringValue(parsed, 'win');
  let winValue = DEFAULT_WIN_VALUE;
  if (winText !== undefined) {
    const win = parseWholeNumber(winText.trim());
    if (
      win === undefined ||
      win < MIN_WIN_VALUE ||
      win > MAX_WIN_VALUE ||
      2 ** Math.round(Math.log2(win)) !== win
    ) {
      throw new UsageError(
        `--win must be a power of two from ${MIN_WIN_VALUE} to ${MAX_WIN_VALUE} (${MIN_WIN_VALUE}, ${MIN_WIN_VALUE * 2}, ${MIN_WIN_VALUE * 4}, ...), got ${quoted(winText)}`,
        '2048',
      );
    }
    winValue = win;
  }
  return { kind: '2048', options: { ...common(parsed), size, winValue, seed: parseSeed(parsed, '2048') } };
}

/** Trims a player's name and checks it; `undefined` means "use the default name". */
export function checkName(raw: string): { name: string } | { problem: string } {
  const name = raw.trim();
  // Control characters could move the cursor or recolour the terminal: a name is only ever shown as text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return { problem: 'contains control characters' };
  if ([...name].length > MAX_NAME_LENGTH) return { problem: `is longer than ${MAX_NAME_LENGTH} characters` };
  return { name };
}

function parseFarkle(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, SPECS_FARKLE, 'farkle');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP_FARKLE };
  noPositionals(parsed, 'farkle');
  const computer = parsed.values.has('computer');
  const playersText = stringValue(parsed, 'players');
  let players: PlayerCount | undefined;
  if (playersText !== undefined) {
    if (playersText.trim() !== '1' && playersText.trim() !== '2') {
      throw new UsageError(`--players must be 1 or 2, got ${quoted(playersText)}`, 'farkle');
    }
    players = playersText.trim() === '1' ? 1 : 2;
  }
  if (computer && players === 1) {
    throw new UsageError('--computer needs two players: drop --players 1 or use --players 2', 'farkle');
  }
  if (computer) players = 2;
  const namesText = stringValue(parsed, 'names');
  const names: string[] = [];
  if (namesText !== undefined) {
    for (const raw of namesText.split(',')) {
      const checked = checkName(raw);
      if ('problem' in checked)
        throw new UsageError(`--names: ${quoted(raw.trim())} ${checked.problem}`, 'farkle');
      names.push(checked.name);
    }
    const humans = computer ? 1 : (players ?? names.length);
    if (names.length > 2 || names.length > humans) {
      const who = computer
        ? 'one name (the computer is "Computer")'
        : humans === 1
          ? 'one name'
          : 'two names';
      throw new UsageError(`--names: ${names.length} names given, this game takes ${who}`, 'farkle');
    }
    if (players === undefined) players = names.length === 2 ? 2 : 1;
  }
  const delayText = stringValue(parsed, 'delay');
  let delayMs: number | undefined;
  if (delayText !== undefined) {
    const delay = parseWholeNumber(delayText.trim());
    if (delay === undefined || delay < 0 || delay > DELAY_MAX_MS) {
      throw new UsageError(
        `--delay must be a whole number of milliseconds from 0 to ${DELAY_MAX_MS}, got ${quoted(delayText)}`,
        'farkle',
      );
    }
    delayMs = delay;
  }
  return {
    kind: 'farkle',
    options: { ...common(parsed), players, computer, names, seed: parseSeed(parsed, 'farkle'), delayMs },
  };
}

/** Turns the program's arguments into what to do. Throws `UsageError` on anything it does not understand. */
export function parseCommandLine(args: readonly string[]): Invocation {
  const [first, ...rest] = args;
  if (first === '2048') return parse2048(rest);
  if (first === 'farkle') return parseFarkle(rest);
  if (first === 'help') {
    const [topic, ...extra] = rest;
    if (extra.length > 0) throw new UsageError(`unexpected argument ${quoted(extra[0] ?? '')}`);
    if (topic === undefined) return { kind: 'help', text: TOP_HELP };
    if (topic === '2048') return { kind: 'help', text: HELP_2048 };
    if (topic === 'farkle') return { kind: 'help', text: HELP_FARKLE };
    throw new UsageError(`unknown game ${quoted(topic)}: choose 2048 or farkle`);
  }
  const parsed = parseOptions(args, [...SPECS_TOP, ...COMMON.filter((s) => s !== HELP)], '');
  if (parsed.values.has('help')) return { kind: 'help', text: TOP_HELP };
  if (parsed.values.has('version')) return { kind: 'help', text: VERSION };
  const game = parsed.positionals[0];
  if (game !== undefined) throw new UsageError(`unknown game ${quoted(game)}: choose 2048 or farkle`);
  return { kind: 'menu', options: common(parsed) };
}
