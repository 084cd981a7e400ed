import {
  COMPUTER_LEVELS,
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  ONE_PLAYER_TURNS,
  WINNING_TOTAL,
  nameLength,
} from '@pastime/farkle';
import type { ComputerLevel } from '@pastime/farkle';
import { COMMON_OPTIONS, commonOptions, seedOption } from './common-options.ts';
import { DELAY_MAX_MS } from './delay.ts';
import type { PlayerCount } from '../farkle/options.ts';
import type { Command, Invocation } from './invocation.ts';
import { formatOptions, noPositionals, parseOptions, stringValue, wholeNumberIn } from './options.ts';
import type { OptionSpec } from './options.ts';
import { UsageError } from './usage-error.ts';
import { quoted } from '../term/quote.ts';

const OPTIONS: readonly OptionSpec[] = [
  {
    long: 'players',
    takesValue: true,
    placeholder: '1|2',
    help: `one player (${ONE_PLAYER_TURNS} turns) or two (to ${WINNING_TOTAL.toLocaleString('en-US')})`,
  },
  { long: 'computer', takesValue: false, help: 'two players, the second one played by the computer' },
  {
    long: 'level',
    takesValue: true,
    placeholder: 'classic|expert',
    help: "the computer's play: classic (default) or expert, the best play there is; implies --computer",
  },
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
  ...COMMON_OPTIONS,
];

const HELP = [
  'Usage: pastime farkle [--players 1|2] [--computer] [--level classic|expert] [--names A,B] [--seed S]',
  '                      [--delay MS] [--json] [--plain] [--no-save]',
  '',
  'Roll six dice, set aside scoring dice, roll the rest or bank the turn. A roll that scores nothing loses it.',
  `One player: best score in ${ONE_PLAYER_TURNS} turns. Two players: first to ${WINNING_TOTAL.toLocaleString('en-US')}, the other gets one last turn.`,
  'Without --players, --computer, --names or --seed, the game in progress played last is resumed;',
  'without one, a terminal asks for the mode first.',
  '',
  'Options:',
  ...formatOptions(OPTIONS),
  '',
  'Keys in a terminal:',
  '  1-6  select or deselect a die    a  select all the dice       h  hint',
  '  r    roll                        b  bank                      n  restart the game',
  '  m    main menu                   ?  advice: the best play     q  quit',
  'When the game is over: p play again, m main menu, q quit.',
  '',
  'Line protocol (when stdin or stdout is not a terminal), one command per line:',
  '  roll, select 1 3 5 (dice by position; "select" alone clears), toggle 2, all, bank, hint,',
  '  advise (the best play and the worth of every choice), new (play again with the same players), help, quit',
  'Blank lines and lines starting with # are skipped, without a reply.',
  'After each command the table and the scores are printed (with --json: one JSON object).',
  "The computer's turns are played out right away. End of input ends the game.",
].join('\n');

/** Trims a player's name and checks it; `undefined` means "use the default name". */
export function checkName(raw: string): { name: string } | { problem: string } {
  const name = raw.trim();
  // Control characters could move the cursor or recolour the terminal: a name is only ever shown as text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return { problem: 'contains control characters' };
  // Characters as a person counts them, as the engine and the web app do: 👍🏽 is one.
  if (nameLength(name) > MAX_NAME_LENGTH) return { problem: `is longer than ${MAX_NAME_LENGTH} characters` };
  if (name.length > MAX_NAME_UNITS) return { problem: `is longer than ${MAX_NAME_UNITS} UTF-16 code units` };
  return { name };
}

function playersOption(text: string | undefined): PlayerCount | undefined {
  if (text === undefined) return undefined;
  if (text.trim() !== '1' && text.trim() !== '2') {
    throw new UsageError(`--players must be 1 or 2, got ${quoted(text)}`, 'farkle');
  }
  return text.trim() === '1' ? 1 : 2;
}

/** The names given, checked against the number of human players the other options ask for. */
function namesOption(
  text: string | undefined,
  computer: boolean,
  players: PlayerCount | undefined,
): string[] {
  if (text === undefined) return [];
  const names: string[] = [];
  for (const raw of text.split(',')) {
    const checked = checkName(raw);
    if ('problem' in checked)
      throw new UsageError(`--names: ${quoted(raw.trim())} ${checked.problem}`, 'farkle');
    names.push(checked.name);
  }
  const humans = computer ? 1 : (players ?? names.length);
  if (names.length > 2 || names.length > humans) {
    const who = computer ? 'one name (the computer is "Computer")' : humans === 1 ? 'one name' : 'two names';
    throw new UsageError(`--names: ${names.length} names given, this game takes ${who}`, 'farkle');
  }
  return names;
}

function delayOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const delay = wholeNumberIn(text, 0, DELAY_MAX_MS);
  if (delay === undefined) {
    throw new UsageError(
      `--delay must be a whole number of milliseconds from 0 to ${DELAY_MAX_MS}, got ${quoted(text)}`,
      'farkle',
    );
  }
  return delay;
}

function levelOption(text: string | undefined): ComputerLevel | undefined {
  if (text === undefined) return undefined;
  const level = COMPUTER_LEVELS.find((l) => l === text.trim().toLowerCase());
  if (level === undefined) {
    throw new UsageError(`--level must be ${COMPUTER_LEVELS.join(' or ')}, got ${quoted(text)}`, 'farkle');
  }
  return level;
}

function parse(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, OPTIONS, 'farkle');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP };
  noPositionals(parsed, 'farkle');
  const level = levelOption(stringValue(parsed, 'level'));
  // A level is the computer opponent's: asking for one asks for the opponent.
  const computer = parsed.values.has('computer') || level !== undefined;
  const asked = playersOption(stringValue(parsed, 'players'));
  if (computer && asked === 1) {
    const option = parsed.values.has('computer') ? '--computer' : '--level';
    throw new UsageError(
      `${option} needs two players (the computer is the second): drop --players 1 or use --players 2`,
      'farkle',
    );
  }
  const names = namesOption(stringValue(parsed, 'names'), computer, computer ? 2 : asked);
  // Two names mean two players; one name alone, one player.
  const players = computer ? 2 : (asked ?? (names.length === 0 ? undefined : names.length === 2 ? 2 : 1));
  return {
    kind: 'farkle',
    options: {
      ...commonOptions(parsed),
      players,
      computer,
      names,
      seed: seedOption(parsed, 'farkle'),
      delayMs: delayOption(stringValue(parsed, 'delay')),
      level: level ?? 'classic',
    },
  };
}

export const COMMAND_FARKLE: Command = {
  name: 'farkle',
  summary: 'the dice game: score with ones, fives, triples and straights',
  help: HELP,
  parse,
};
