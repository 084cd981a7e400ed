/** `pastime online farkle` (create a room on a Pastime server and play it) and `pastime join LINK`. */
import {
  ROOM_SEATS_MAX,
  ROOM_SEATS_MIN,
  roomOfRoute,
  roomSeatsProblem,
  TURN_TIMERS,
  type RoomSettings,
  type SeatKind,
  type TurnTimer,
} from '@pastime/app-core';
import { HELP_OPTION } from './common-options.ts';
import { checkName, rulesOption, seatsOption } from './command-farkle.ts';
import type { Command, Invocation } from './invocation.ts';
import {
  formatOptions,
  parseOptions,
  stringValue,
  UsageError,
  wholeNumberOption,
  type OptionSpec,
} from './options.ts';
import { quoted } from '../term/quote.ts';

/** Where a room lives: the server's address (ending in `/`) and the room's id. */
export interface RoomAddress {
  readonly server: string;
  readonly room: string;
}

const NAME_OPTION: OptionSpec = { long: 'name', value: 'NAME', help: 'your name at the table' };
const LINE_OPTIONS: readonly OptionSpec[] = [
  { long: 'json', help: 'print one JSON object per line' },
  { long: 'plain', help: 'lines of text even in a terminal (else the full screen there)' },
  { long: 'stay', help: 'stay in the room after a game, for a rematch, until quit or the end of input' },
];

const CREATE_OPTIONS: readonly OptionSpec[] = [
  { long: 'server', value: 'URL', help: 'the Pastime server, such as http://127.0.0.1:4173/' },
  {
    long: 'players',
    value: 'N',
    help: `${ROOM_SEATS_MIN} to ${ROOM_SEATS_MAX} people (default 2)`,
  },
  {
    long: 'seats',
    value: 'LIST',
    help: 'who sits where, in order: human, classic or expert, comma separated (the first human is you)',
  },
  { long: 'rules', value: 'R', help: 'traditional (default), popular, or a JSON file with every setting' },
  {
    long: 'timer',
    value: 'T',
    help: 'seconds for each turn: off (default), 30, 60 or 120; then the Expert plays the turn',
  },
  { long: 'advisor', help: 'let the players ask the Advisor (hint, advise)' },
  NAME_OPTION,
  ...LINE_OPTIONS,
  HELP_OPTION,
];

const JOIN_OPTIONS: readonly OptionSpec[] = [NAME_OPTION, ...LINE_OPTIONS, HELP_OPTION];

const LINES = [
  'Lines it reads, one a line: start (the creator: start the game once every seat is taken),',
  '  roll, select 1 3 5, toggle 2, all, bank, hint and advise (where the room allows the Advisor),',
  '  rematch (the creator, once a game is over), hand-over N (the creator: the computer plays the seat N',
  '  of a player who is away), help, quit. Blank lines and lines starting with # are skipped.',
  "Every player's action is printed as it is played (with --json: one JSON object a line); a refused",
  "request prints the server's reason. At the end: the totals, and the dice checked against the commitment;",
  'the program ends there, or with --stay waits for a rematch (the exit code: 1 when the dice do not match).',
  'A lost connection is told (Reconnecting…) and tried again until it is back (Connected).',
  'In a terminal (unless --json or --plain): the full screen, with the lobby (the link, the seats) and then the',
  '  table of local play, keys acting on your turn; s starts (or plays a rematch), o hands an absent seat to the',
  '  computer (the creator), ? the advice where the room allows it, q leaves the room (the seat stays yours).',
];

const ONLINE_HELP = [
  'Usage: pastime online farkle --server URL [--players N | --seats LIST] [--rules R] [--timer T] [--advisor]',
  '         [--name NAME] [--json]',
  '',
  'Creates a room of online Farkle on a Pastime server, prints its invite link and plays at its first seat.',
  'Others join with the link, in a browser or with pastime join.',
  '',
  'Options:',
  ...formatOptions(CREATE_OPTIONS),
  '',
  ...LINES,
].join('\n');

const JOIN_HELP = [
  'Usage: pastime join LINK [--name NAME] [--json]',
  '',
  'Takes a seat in a room of online Farkle from its invite link (http://host:port/#/online/ROOM), made in a',
  'browser or with pastime online farkle. Joining again with the same link returns to the same seat.',
  '',
  'Options:',
  ...formatOptions(JOIN_OPTIONS),
  '',
  ...LINES,
].join('\n');

export function nameOption(text: string | undefined, command: string): string | undefined {
  if (text === undefined) return undefined;
  const checked = checkName(text);
  if ('problem' in checked)
    throw new UsageError(`--name: ${quoted(text.trim())} ${checked.problem}`, command);
  return checked.name === '' ? undefined : checked.name;
}

/** `--server` (or what `option` names): an http(s) address, ending in `/`; the API is under its path. */
export function serverOption(text: string | undefined, command = 'online', option = '--server'): string {
  if (text === undefined)
    throw new UsageError('--server URL is needed: the Pastime server to play on', command);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError(`${option} must be an http or https address, got ${quoted(text)}`, command);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${option} must be an http or https address, got ${quoted(text)}`, command);
  }
  return `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
}

/** An invite link, `http://host:port/#/online/ROOM`: the server is the page's address. */
export function parseInviteLink(text: string): RoomAddress | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const room = url.hash.startsWith('#') ? roomOfRoute(url.hash.slice(1)) : undefined;
  if (room === undefined) return undefined;
  return { server: `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`, room };
}

/** `--timer`: off, or one of the room's turn timers in seconds. */
function timerOption(text: string | undefined): TurnTimer {
  if (text === undefined || text.trim().toLowerCase() === 'off') return 0;
  const timer = TURN_TIMERS.find((seconds) => seconds !== 0 && String(seconds) === text.trim());
  if (timer === undefined) {
    throw new UsageError(`--timer must be off, 30, 60 or 120 (seconds), got ${quoted(text)}`, 'online');
  }
  return timer;
}

function seatKinds(parsed: ReturnType<typeof parseOptions>): SeatKind[] {
  const players = wholeNumberOption(parsed, 'players', [ROOM_SEATS_MIN, ROOM_SEATS_MAX], 'online');
  const seatsText = stringValue(parsed, 'seats');
  if (seatsText === undefined) return Array.from({ length: players ?? 2 }, (): SeatKind => 'human');
  const kinds = seatsOption(seatsText).map((seat) => seat.kind);
  if (players !== undefined && players !== kinds.length) {
    throw new UsageError(
      `--players ${players} does not match the ${kinds.length} seats of --seats`,
      'online',
    );
  }
  switch (roomSeatsProblem(kinds)) {
    case 'count':
      throw new UsageError(`--seats: a room has ${ROOM_SEATS_MIN} to ${ROOM_SEATS_MAX} seats`, 'online');
    case 'no-person':
      throw new UsageError('--seats: a room needs a human seat, and yours is the first of them', 'online');
    case undefined:
      return kinds;
  }
}

function parseOnline(args: readonly string[]): Invocation {
  const [game, ...rest] = args;
  if (game === '--help' || game === '-h' || game === undefined) return { kind: 'help', text: ONLINE_HELP };
  if (game !== 'farkle') throw new UsageError(`unknown online game ${quoted(game)}: choose farkle`, 'online');
  const parsed = parseOptions(rest, CREATE_OPTIONS, 'online');
  if (parsed.values.has('help')) return { kind: 'help', text: ONLINE_HELP };
  const extra = parsed.positionals[0];
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, 'online');
  const server = serverOption(stringValue(parsed, 'server'));
  const settings: RoomSettings = {
    rules: rulesOption(stringValue(parsed, 'rules')),
    seats: seatKinds(parsed),
    turnTimer: timerOption(stringValue(parsed, 'timer')),
    advisorAllowed: parsed.values.has('advisor'),
  };
  return {
    kind: 'online',
    options: {
      create: { server, settings },
      address: undefined,
      name: nameOption(stringValue(parsed, 'name'), 'online'),
      json: parsed.values.has('json'),
      stay: parsed.values.has('stay'),
      plain: parsed.values.has('plain'),
    },
  };
}

function parseJoin(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, JOIN_OPTIONS, 'join');
  if (parsed.values.has('help')) return { kind: 'help', text: JOIN_HELP };
  const [link, extra] = parsed.positionals;
  if (link === undefined) throw new UsageError('the invite link is needed: pastime join LINK', 'join');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, 'join');
  const address = parseInviteLink(link);
  if (address === undefined) {
    throw new UsageError(`${quoted(link)} is not an invite link (http://host:port/#/online/ROOM)`, 'join');
  }
  return {
    kind: 'online',
    options: {
      create: undefined,
      address,
      name: nameOption(stringValue(parsed, 'name'), 'join'),
      json: parsed.values.has('json'),
      stay: parsed.values.has('stay'),
      plain: parsed.values.has('plain'),
    },
  };
}

export const COMMAND_ONLINE: Command = {
  name: 'online',
  summary: 'online Farkle: create a room on a Pastime server and play it',
  help: ONLINE_HELP,
  parse: parseOnline,
};

export const COMMAND_JOIN: Command = {
  name: 'join',
  summary: 'take a seat in an online room from its invite link',
  help: JOIN_HELP,
  parse: parseJoin,
};
