import type { DailyGame, LeaderboardSpan, RoomSettings, SetupSeat } from '@pastime/app-core';
import type { ComputerLevel, Rules } from '@pastime/farkle';
import type { RecordsGame } from '../storage/files.ts';
import type { CommonOptions } from './common-options.ts';

/** What the command line asks the program to do. */
export type Invocation =
  | { readonly kind: 'help'; readonly text: string }
  | { readonly kind: '2048'; readonly options: Options2048 }
  | { readonly kind: 'farkle'; readonly options: OptionsFarkle }
  /** `pastime farkle --list`: the saved games in progress, as text or JSON. */
  | { readonly kind: 'farkle-list'; readonly json: boolean }
  | { readonly kind: 'menu'; readonly options: CommonOptions }
  | { readonly kind: 'replay'; readonly options: ReplayOptions }
  | { readonly kind: 'history'; readonly options: RecordsOptions }
  | { readonly kind: 'stats'; readonly options: RecordsOptions }
  /** `pastime online farkle` and `pastime join LINK`. */
  | { readonly kind: 'online'; readonly options: OnlineOptions }
  /** `pastime daily 2048|farkle`: today's ranked run. */
  | { readonly kind: 'daily'; readonly options: DailyOptions }
  | { readonly kind: 'leaderboard'; readonly options: LeaderboardOptions };

/** A command word (`pastime 2048 …`): its line in the overall help, its own help, and how it reads its arguments. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** The arguments after the command word; throws `UsageError` on anything it does not understand. */
  readonly parse: (args: readonly string[]) => Invocation;
}

/** `pastime 2048`'s options. */
export interface Options2048 extends CommonOptions {
  /** Absent: asked for in a terminal, 4 through the line protocol. */
  readonly size: number | undefined;
  readonly winValue: number;
  readonly seed: string | undefined;
  /** Play a whole game by itself and print each move, instead of letting the player play. */
  readonly autoplay: boolean;
  /** How long the search thinks about a move (the hint, auto-play): at most this many ms… */
  readonly timeMs: number | undefined;
  /** …and at most this deep; neither given: `SEARCH_TIME_DEFAULT_MS`. */
  readonly depth: number | undefined;
}

/** `pastime farkle`'s options. */
export interface OptionsFarkle extends CommonOptions {
  /** Players at the table: 1 to `MAX_PLAYERS` (6). */
  readonly players: number | undefined;
  readonly computer: boolean;
  /** Trimmed names as given; an empty entry means "the default name". */
  readonly names: readonly string[];
  readonly seed: string | undefined;
  /** Pause between the computer's steps; absent: the default pace (or `PASTIME_COMPUTER_DELAY_MS`). */
  readonly delayMs: number | undefined;
  /** How the computer opponent plays (`--level` asks for one: it implies `--computer`). */
  readonly level: ComputerLevel;
  /** The game's rules (`--rules`): a preset's or a file's; the traditional rules when not asked for. */
  readonly rules: Rules;
  /** Whether `--rules` was given (a game of its own rather than the one in progress). */
  readonly rulesGiven: boolean;
  /**
   * The seats of a custom game (`--seats`, or `--players` above 2, or `--computers`): people and computers in
   * order; undefined for the requirements' modes.
   */
  readonly seats: readonly SetupSeat[] | undefined;
  /** `--resume N`: take up the N-th game of `pastime farkle --list` (from 1); undefined: as the options say. */
  readonly resume: number | undefined;
}

export type { RecordsGame };

/** `pastime history`'s and `pastime stats`' options. */
interface RecordsOptions {
  readonly game: RecordsGame | undefined;
  /** One JSON document instead of text. */
  readonly json: boolean;
  /** `pastime history --limit N`: at most the N newest games of each game; undefined: all the records keep. */
  readonly limit?: number | undefined;
}

/** `pastime replay`'s options. */
interface ReplayOptions {
  /** The replay code, as given (spaces around it are ignored by the decoder). */
  readonly code: string;
  /** Each position as a JSON object, one a line, even in a terminal. */
  readonly json: boolean;
  /** Each position as a line of text, even in a terminal. */
  readonly plain: boolean;
}

/** Online Farkle: a room to create, or one to join by its invite link. */
export interface OnlineOptions {
  readonly create: { readonly server: string; readonly settings: RoomSettings } | undefined;
  readonly address: { readonly server: string; readonly room: string } | undefined;
  /** The name to sit down with; absent: "Player N" for the seat. */
  readonly name: string | undefined;
  readonly json: boolean;
  /** Stay in the room after a game (for rematches) until quit or the end of the input. */
  readonly stay: boolean;
  /** Lines of text even in a terminal. */
  readonly plain: boolean;
}

/** `pastime daily`'s options. */
export interface DailyOptions {
  readonly game: DailyGame;
  /** The server's address, ending in `/`. */
  readonly server: string;
  /** The device's name to play under (a new one renames it); absent: the name it has. */
  readonly name: string | undefined;
  readonly json: boolean;
  readonly plain: boolean;
  readonly color: boolean;
}

/** `pastime leaderboard`'s options. */
export interface LeaderboardOptions {
  readonly game: DailyGame;
  readonly server: string;
  /** `today`, `all` or a day. */
  readonly span: LeaderboardSpan;
  readonly json: boolean;
}
