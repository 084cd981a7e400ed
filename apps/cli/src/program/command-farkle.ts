import { readFileSync } from 'node:fs';
import {
  FARKLE_PACE_MAX_MS,
  FARKLE_PACES,
  FARKLE_PACE_MS,
  SEAT_KINDS,
  nameClash,
  type FarkleSetup,
  type SetupSeat,
} from '@pastime/app-core';
import {
  COMPUTER_LEVELS,
  FarkleError,
  MAX_NAME_LENGTH,
  MAX_NAME_UNITS,
  MAX_PLAYERS,
  ONE_PLAYER_TURNS,
  RULE_PRESETS,
  WINNING_TOTAL,
  nameProblem,
  resolveRules,
} from '@pastime/farkle';
import type { ComputerLevel, NameProblem, Rules } from '@pastime/farkle';
import { COMMON_OPTIONS, commonOptions, seedOption } from './common-options.ts';
import type { Command, Invocation } from './invocation.ts';
import {
  formatOptions,
  noPositionals,
  parseOptions,
  parseWholeNumber,
  rangeError,
  stringValue,
  wholeNumberOption,
} from './options.ts';
import type { OptionSpec, ParsedOptions } from './options.ts';
import { UsageError } from './options.ts';
import { quoted, reordersText } from '../term/quote.ts';
import { systemProblem } from '../storage/system-problem.ts';

const OPTIONS: readonly OptionSpec[] = [
  {
    long: 'players',
    value: 'N',
    help: `1 player (${ONE_PLAYER_TURNS} turns) or 2 to ${MAX_PLAYERS} (to ${WINNING_TOTAL.toLocaleString('en-US')})`,
  },
  {
    long: 'seats',
    value: 'LIST',
    help: 'who sits at the table, in order: human[:NAME], classic[:NAME] or expert[:NAME], comma separated',
  },
  {
    long: 'computers',
    value: 'N',
    help: 'the last N of --players are computers, at --level (default classic)',
  },
  {
    long: 'rules',
    value: 'R',
    help: 'traditional (default), popular, or a JSON file with every setting (see the README)',
  },
  { long: 'computer', help: 'two players, the second one played by the computer' },
  {
    long: 'level',
    value: 'classic|expert',
    help: "the computer's play: classic (default) or expert, the best play there is; implies --computer",
  },
  {
    long: 'names',
    value: 'A,B',
    help: `player names, comma separated, at most ${MAX_NAME_LENGTH} characters each`,
  },
  {
    long: 'seed',
    value: 'S',
    help: 'seed: the same seed and actions give the same game',
  },
  {
    long: 'pace',
    value: 'P',
    help: `the computer's pace: ${FARKLE_PACES.map((pace) => pace.id).join(', ')} (as --delay ${FARKLE_PACES.map((pace) => pace.ms).join(', ')})`,
  },
  {
    long: 'delay',
    value: 'MS',
    help: `pause between the computer's steps in milliseconds (default ${FARKLE_PACE_MS} in a terminal)`,
  },
  {
    long: 'list',
    help: 'list the saved games in progress, most recently played first (with --json: as JSON)',
  },
  {
    long: 'resume',
    value: 'N',
    help: 'resume the Nth game of --list (1 for the first) instead of the one played last',
  },
  ...COMMON_OPTIONS,
];

/** The options that go with `--list`: the rest set up a game, which a list does not start. */
const LIST_OPTIONS: ReadonlySet<string> = new Set(['list', 'json', 'plain']);

/** The options that go with `--resume`: the saved game has its players, rules and dice already. */
const RESUME_OPTIONS: ReadonlySet<string> = new Set(['resume', 'json', 'plain', 'no-color', 'delay', 'pace']);

const HELP = [
  'Usage: pastime farkle [--players N] [--computer] [--level classic|expert] [--names A,B] [--seed S]',
  '                      [--seats LIST | --computers N] [--rules traditional|popular|FILE.json]',
  '                      [--delay MS | --pace P] [--json] [--plain] [--no-save]',
  '       pastime farkle --list [--json]',
  '       pastime farkle --resume N [--delay MS | --pace P] [--json] [--plain]',
  '',
  'Roll six dice, set aside scoring dice, roll the rest or bank the turn. A roll that scores nothing loses it.',
  `One player: best score in ${ONE_PLAYER_TURNS} turns. Two players: first to ${WINNING_TOTAL.toLocaleString('en-US')}, the other gets one last turn.`,
  `Three to ${MAX_PLAYERS} players, or any mix of people and computers: --players 4 --computers 2 --level expert,`,
  'or --seats human:Ada,expert,human:Cy,classic:Bot (a blank name takes the default).',
  'Without --players, --computer, --names, --seats, --rules or --seed, the game played last is resumed;',
  'without one, a terminal asks for the mode first. --resume N takes up the Nth game of --list instead,',
  'and in a terminal the menu lists the saved games (l) to choose one.',
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

/** Why the engine refuses a name, in the words of an option's error ("--names: "…" is longer than 20 characters"). */
const NAME_PROBLEMS: Readonly<Record<NameProblem, string>> = {
  'too-long': `is longer than ${MAX_NAME_LENGTH} characters`,
  'too-many-units': `is longer than ${MAX_NAME_UNITS} UTF-16 code units`,
  'control-characters': 'contains control characters',
};

/** A player's name trimmed ('' asks for the default name), or why the engine refuses it. */
export function checkName(raw: string): { name: string } | { problem: string } {
  // The engine takes the format characters that reorder a line (U+202E); on a terminal they would garble the table.
  const problem = nameProblem(raw) ?? (reordersText(raw) ? 'control-characters' : null);
  return problem === null ? { name: raw.trim() } : { problem: NAME_PROBLEMS[problem] };
}

/** The engine's objection to a rules object, as one sentence naming the field (`rules.straight …`). */
function rulesProblem(error: unknown): string {
  if (error instanceof FarkleError) return error.message;
  throw error;
}

/**
 * Two seats of `setup` that would share a name, as the option that set them says it ("--names: players 1 and 2
 * would both be called "Ada"…"); the options' own checks have refused every other problem of a name.
 */
function checkSetup(setup: FarkleSetup, option: '--names' | '--seats'): void {
  const clash = nameClash(setup);
  if (clash === undefined) return;
  const [first, second] = clash.seats;
  const who = option === '--seats' ? 'seats' : 'players';
  throw new UsageError(
    `${option}: ${who} ${first + 1} and ${second + 1} would both be called ${quoted(clash.name)}: give them different names`,
    'farkle',
  );
}

/** `--rules`: a preset's name or a JSON file of every setting, checked by the engine. */
export function rulesOption(text: string | undefined): Rules {
  if (text === undefined) return RULE_PRESETS.traditional;
  const name = text.trim();
  const preset = name.toLowerCase();
  if (preset === 'traditional' || preset === 'popular') return RULE_PRESETS[preset];
  if (!name.toLowerCase().endsWith('.json')) {
    throw new UsageError(
      `--rules must be traditional, popular or a .json file, got ${quoted(text)}`,
      'farkle',
    );
  }
  let source: string;
  try {
    source = readFileSync(name, 'utf8');
  } catch (error) {
    throw new UsageError(`--rules: cannot read ${quoted(name)}: ${systemProblem(error)}`, 'farkle');
  }
  let value: unknown;
  try {
    // A byte order mark, as some editors write one, is not part of the JSON.
    value = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch {
    throw new UsageError(`--rules: ${quoted(name)} is not JSON`, 'farkle');
  }
  try {
    return resolveRules(value, 'rules');
  } catch (error) {
    throw new UsageError(`--rules: in ${quoted(name)}, ${rulesProblem(error)}`, 'farkle');
  }
}

/** `--seats human:Ada,expert,classic:Bot`: each seat a person or a computer at a level, with a name or not. */
export function seatsOption(text: string): SetupSeat[] {
  const parts = text.split(',');
  if (parts.length > MAX_PLAYERS) {
    throw rangeError('seats', 'a number of seats', [1, MAX_PLAYERS], String(parts.length), 'farkle');
  }
  return parts.map((part, i) => {
    const colon = part.indexOf(':');
    const kindText = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    const kind = SEAT_KINDS.find((k) => k === kindText);
    if (kind === undefined) {
      throw new UsageError(
        `--seats: seat ${i + 1} must be human, classic or expert (with :NAME or not), got ${quoted(part.trim())}`,
        'farkle',
      );
    }
    const raw = colon < 0 ? '' : part.slice(colon + 1);
    const checked = checkName(raw);
    if ('problem' in checked) {
      throw new UsageError(
        `--seats: seat ${i + 1}'s name ${quoted(raw.trim())} ${checked.problem}`,
        'farkle',
      );
    }
    return { kind, name: checked.name };
  });
}

/** The seats of a custom game the options ask for, or undefined for the requirements' modes. */
function customSeats(
  parsed: ReturnType<typeof parseOptions>,
  players: number | undefined,
  level: ComputerLevel | undefined,
): SetupSeat[] | undefined {
  const seatsText = stringValue(parsed, 'seats');
  const computers = wholeNumberOption(parsed, 'computers', [0, MAX_PLAYERS], 'farkle');
  for (const other of ['computer', 'names'] as const) {
    if ((seatsText !== undefined || computers !== undefined) && parsed.values.has(other)) {
      const mine = seatsText !== undefined ? '--seats' : '--computers';
      throw new UsageError(`${mine} cannot be combined with --${other}: ${mine} says who plays`, 'farkle');
    }
  }
  if (seatsText !== undefined) {
    if (computers !== undefined)
      throw new UsageError('--seats and --computers cannot both be given', 'farkle');
    if (level !== undefined) {
      throw new UsageError(
        '--level is for --computers; with --seats each computer has its own level',
        'farkle',
      );
    }
    const seats = seatsOption(seatsText);
    if (players !== undefined && players !== seats.length) {
      throw new UsageError(
        `--players ${players} does not match the ${seats.length} seats of --seats`,
        'farkle',
      );
    }
    return seats;
  }
  if (computers !== undefined) {
    const count = players ?? 2;
    if (computers > count) {
      throw new UsageError(`--computers ${computers} is more than the ${count} players`, 'farkle');
    }
    return Array.from({ length: count }, (_, i): SetupSeat => ({
      kind: i < count - computers ? 'human' : (level ?? 'classic'),
      name: '',
    }));
  }
  if (players !== undefined && players > 2) {
    if (level !== undefined) {
      throw new UsageError(
        `--level needs --computers with --players ${players}: say how many of the players are computers`,
        'farkle',
      );
    }
    // The names given are the first seats' names, in order.
    const names = namesOption(stringValue(parsed, 'names'), false, players);
    return Array.from({ length: players }, (_, i): SetupSeat => ({ kind: 'human', name: names[i] ?? '' }));
  }
  return undefined;
}

/** The names given, checked against the number of human players the other options ask for. */
function namesOption(text: string | undefined, computer: boolean, players: number | undefined): string[] {
  if (text === undefined) return [];
  const names: string[] = [];
  for (const raw of text.split(',')) {
    const checked = checkName(raw);
    if ('problem' in checked)
      throw new UsageError(`--names: ${quoted(raw.trim())} ${checked.problem}`, 'farkle');
    names.push(checked.name);
  }
  const humans = computer ? 1 : (players ?? names.length);
  if (names.length > Math.max(2, players ?? 0) || names.length > humans) {
    const who = computer ? 'one name (the computer is "Computer")' : humans === 1 ? 'one name' : 'two names';
    throw new UsageError(`--names: ${names.length} names given, this game takes ${who}`, 'farkle');
  }
  return names;
}

function levelOption(text: string | undefined): ComputerLevel | undefined {
  if (text === undefined) return undefined;
  const level = COMPUTER_LEVELS.find((l) => l === text.trim().toLowerCase());
  if (level === undefined) {
    throw new UsageError(`--level must be ${COMPUTER_LEVELS.join(' or ')}, got ${quoted(text)}`, 'farkle');
  }
  return level;
}

/** `--resume N`: a game's number in `--list`, alone with the options that do not set up a game. */
function resumeOption(parsed: ParsedOptions): number | undefined {
  const text = stringValue(parsed, 'resume');
  if (text === undefined) return undefined;
  const other = [...parsed.values.keys()].find((key) => !RESUME_OPTIONS.has(key));
  if (other !== undefined) throw new UsageError(`--resume cannot be used with --${other}`, 'farkle');
  const n = parseWholeNumber(text.trim());
  if (n === undefined || n < 1) {
    throw new UsageError(
      `--resume must be a whole number from 1 (a game's number in --list), got ${quoted(text)}`,
      'farkle',
    );
  }
  return n;
}

/** `--delay MS`, or `--pace` by name from app-core's paces; not both. */
function delayOption(parsed: ParsedOptions): number | undefined {
  const delay = wholeNumberOption(parsed, 'delay', [0, FARKLE_PACE_MAX_MS], 'farkle', 'of milliseconds');
  const text = stringValue(parsed, 'pace');
  if (text === undefined) return delay;
  if (delay !== undefined) throw new UsageError('give --delay or --pace, not both', 'farkle');
  const pace = FARKLE_PACES.find((option) => option.id === text.trim().toLowerCase());
  if (pace === undefined) {
    const names = FARKLE_PACES.map((option) => option.id);
    throw new UsageError(
      `--pace must be ${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}, got ${quoted(text)}`,
      'farkle',
    );
  }
  return pace.ms;
}

function parse(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, OPTIONS, 'farkle');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP };
  noPositionals(parsed, 'farkle');
  if (parsed.values.has('list')) {
    const other = [...parsed.values.keys()].find((key) => !LIST_OPTIONS.has(key));
    if (other !== undefined) throw new UsageError(`--list cannot be used with --${other}`, 'farkle');
    return { kind: 'farkle-list', json: parsed.values.has('json') };
  }
  const resume = resumeOption(parsed);
  const level = levelOption(stringValue(parsed, 'level'));
  const asked = wholeNumberOption(parsed, 'players', [1, MAX_PLAYERS], 'farkle');
  const rules = rulesOption(stringValue(parsed, 'rules'));
  const seats = customSeats(parsed, asked, level);
  const common = {
    ...commonOptions(parsed),
    seed: seedOption(parsed, 'farkle'),
    delayMs: delayOption(parsed),
    level: level ?? 'classic',
    rules,
    rulesGiven: parsed.values.has('rules'),
    resume,
  };
  if (seats !== undefined) {
    checkSetup({ mode: 'custom', seats, rules }, parsed.values.has('seats') ? '--seats' : '--names');
    return {
      kind: 'farkle',
      options: { ...common, players: seats.length, computer: false, names: [], seats },
    };
  }
  // A level is the computer opponent's: asking for one asks for the opponent.
  const computer = parsed.values.has('computer') || level !== undefined;
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
  const mode = computer ? 'vs-computer' : players === 2 ? 'two-player' : 'one-player';
  checkSetup({ mode, names, computerLevel: level ?? 'classic', rules }, '--names');
  return { kind: 'farkle', options: { ...common, players, computer, names, seats: undefined } };
}

export const COMMAND_FARKLE: Command = {
  name: 'farkle',
  summary: 'the dice game: score with ones, fives, triples and straights',
  help: HELP,
  parse,
};
