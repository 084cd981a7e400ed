/**
 * The Farkle table as every app shows it, worked out from the engine's state and queries alone: what a person may
 * do now (the table's controls and the File menu's items), whose turn it is, each player's turn rows, the message
 * in the middle of the table and its banner, the instruction, and the end of the game. Each answer is data; the
 * sentences that go with them are in `table-words.ts`, and an app that must word one otherwise (keys against
 * buttons) words that one itself.
 */
import {
  bankMinimum,
  canBank,
  canHint,
  canRoll,
  canSelectAll,
  canToggle,
  DICE_COUNT,
  isComputerTurn,
  isHotDice,
  type Face,
  type FarkleEvent,
  type FarkleState,
  type Player,
} from '@pastime/farkle';
import { keepsHighScore } from './high-score.ts';

/** What a person may do at the table now: the engine's queries, and nothing during a computer's turn. */
export interface FarkleControls {
  readonly roll: boolean;
  readonly bank: boolean;
  readonly selectAll: boolean;
  /** After a roll, before any die is selected (002 §1.2.10.d). */
  readonly hint: boolean;
  /** Dice may be selected and deselected (the turn's roll is on the table). */
  readonly select: boolean;
  /** Per die, whether pressing it selects or deselects it. */
  readonly toggle: readonly boolean[];
}

export function farkleControls(state: FarkleState): FarkleControls {
  const person = state.phase !== 'game-over' && !isComputerTurn(state);
  return {
    roll: person && canRoll(state),
    bank: person && canBank(state),
    selectAll: person && canSelectAll(state),
    hint: person && canHint(state),
    select: person && state.phase === 'choosing',
    toggle: Array.from({ length: DICE_COUNT }, (_, i) => person && canToggle(state, i)),
  };
}

/**
 * The controls as the flags a JSON line carries them (the terminal's `--json`, a server's table): what a person may
 * do now.
 */
export function controlFlags(state: FarkleState): {
  readonly canRoll: boolean;
  readonly canBank: boolean;
  readonly canSelectAll: boolean;
  readonly canHint: boolean;
} {
  const controls = farkleControls(state);
  return {
    canRoll: controls.roll,
    canBank: controls.bank,
    canSelectAll: controls.selectAll,
    canHint: controls.hint,
  };
}

export type FarkleMenuCommand =
  'hint' | 'advisor' | 'new-game' | 'restart-game' | 'reset-high-score' | 'quit';

export interface FarkleMenuItem {
  readonly command: FarkleMenuCommand;
  readonly enabled: boolean;
  /** For an item that turns something on and off: whether it is on. */
  readonly checked?: boolean;
}

/**
 * The File menu (002 §1.2.10): Hint only after a roll and before any die is selected, and never for the
 * computer; the Advisor, on or off, at any time; New Game and Restart Game not while the computer plays. Without
 * a game only what makes sense.
 */
export function farkleMenu(state: FarkleState | null, advisorOn = false): readonly FarkleMenuItem[] {
  const computer = state !== null && isComputerTurn(state);
  return [
    { command: 'hint', enabled: state !== null && farkleControls(state).hint },
    { command: 'advisor', enabled: true, checked: advisorOn },
    { command: 'new-game', enabled: !computer },
    { command: 'restart-game', enabled: state !== null && !computer },
    { command: 'reset-high-score', enabled: true },
    { command: 'quit', enabled: true },
  ];
}

/** Whose turn it is, as the line above the turn score says it. */
export type TurnStatus =
  | { readonly kind: 'game-over' }
  /** One player: the turn of the ten (002 §1.3.4). */
  | { readonly kind: 'solo'; readonly name: string; readonly turn: number; readonly of: number }
  /** Two or more players; `lastTurn` in the final round's last turn. */
  | { readonly kind: 'turn'; readonly name: string; readonly computer: boolean; readonly lastTurn: boolean };

export function turnStatus(state: FarkleState): TurnStatus {
  const player = state.players[state.current];
  if (state.phase === 'game-over' || !player) return { kind: 'game-over' };
  if (state.mode === 'one-player') {
    return { kind: 'solo', name: player.name, turn: state.turn, of: state.rules.onePlayerTurns };
  }
  return {
    kind: 'turn',
    name: player.name,
    computer: player.kind === 'computer',
    lastTurn: state.finalRound?.challenger === state.current,
  };
}

/** One line of a player's turn list: `points` is null for a turn not finished yet. */
export interface TurnRow {
  readonly turn: number;
  readonly points: number | null;
  readonly current: boolean;
}

/** Rows a two-player turn list starts with (002 §1.4.5). */
const TWO_PLAYER_MIN_ROWS = 5;
/** Rows a two-player turn list shows before it scrolls: scrolling starts with the 11th turn (002 §1.4.5). */
export const TWO_PLAYER_VISIBLE_ROWS = 10;

/**
 * A player's turn list. One player: the ten turns, the current one marked (002 §1.3.3–1.3.4). Two players: at
 * least five rows, one more for each turn once started, the current one marked (002 §1.4.5).
 */
export function turnRows(state: FarkleState, playerIndex: number): readonly TurnRow[] {
  const player: Player | undefined = state.players[playerIndex];
  if (!player) return [];
  const playing = state.phase !== 'game-over' && state.current === playerIndex;
  const count =
    state.mode === 'one-player'
      ? state.rules.onePlayerTurns
      : Math.max(TWO_PLAYER_MIN_ROWS, player.turns.length + (playing ? 1 : 0));
  return Array.from({ length: count }, (_, i) => ({
    turn: i + 1,
    points: player.turns[i] ?? null,
    current: playing && i === player.turns.length,
  }));
}

/** The dice the last roll threw (none when the last action was not a roll). */
export function rolledDice(state: FarkleState): readonly number[] {
  return state.events.flatMap((event) => (event.type === 'rolled' ? event.indices : []));
}

/**
 * After a farkle, the dice of the roll that scored nothing. By then every die is unlocked (002 §1.2.7), so the
 * screen marks these to show why it was a farkle while the 1s and 5s set aside earlier in the turn still show.
 */
export function farkledDice(state: FarkleState): readonly number[] {
  return state.events.some((event) => event.type === 'farkled') ? rolledDice(state) : [];
}

/** The faces of the dice selected from the current roll, in die order. */
export function selectedFaces(state: FarkleState): readonly Face[] {
  return state.dice.flatMap((die) => (die.selected && die.face !== null ? [die.face] : []));
}

/** What the player (or the computer) is to do next, when nothing more pressing is on the table. */
export type Instruction =
  | { readonly kind: 'roll-to-start' }
  | { readonly kind: 'select-scoring-dice' }
  /** Dice are selected and one of them does not score: Roll and Bank wait for another selection. */
  | { readonly kind: 'selection-does-not-score' }
  | { readonly kind: 'roll-or-bank' }
  /** Below the points a bank needs (002 §4.5.0). */
  | { readonly kind: 'roll-until-bank'; readonly minimum: number }
  | { readonly kind: 'computer-about-to-roll'; readonly name: string }
  | { readonly kind: 'computer-choosing'; readonly name: string }
  /** The computer's kept dice and, at the Classic level, the goal it drew for this roll (002 §5.5). */
  | {
      readonly kind: 'computer-keeps';
      readonly name: string;
      readonly faces: readonly Face[];
      readonly points: number;
      readonly goal: number | null;
    };

export function instruction(state: FarkleState): Instruction | null {
  if (state.phase === 'game-over') return null;
  const player = state.players[state.current];
  if (player?.kind === 'computer') {
    const name = player.name;
    if (state.phase === 'awaiting-roll') return { kind: 'computer-about-to-roll', name };
    const faces = selectedFaces(state);
    if (faces.length === 0) return { kind: 'computer-choosing', name };
    return { kind: 'computer-keeps', name, faces, points: state.selectionScore, goal: state.computerGoal };
  }
  if (state.phase === 'awaiting-roll') return { kind: 'roll-to-start' };
  if (state.dice.every((die) => !die.selected)) return { kind: 'select-scoring-dice' };
  if (state.selectionScore === 0) return { kind: 'selection-does-not-score' };
  if (canBank(state)) return { kind: 'roll-or-bank' };
  return { kind: 'roll-until-bank', minimum: bankMinimum(state) };
}

/**
 * The third farkle in a row under a three-farkle penalty: the points it took from the player's total (`taken`: the
 * rules' `penalty`, or the whole total when that was less), and the total left.
 */
export interface FarklePenalty {
  readonly taken: number;
  readonly penalty: number;
  readonly total: number;
}

/** The message in the middle of the table about the last thing that happened, if it deserves one. */
export type TableMessage =
  | {
      readonly kind: 'farkle';
      readonly name: string;
      /** The turn's points lost. */
      readonly pointsLost: number;
      readonly penalty: FarklePenalty | null;
    }
  | { readonly kind: 'hot-dice'; readonly turnTotal: number }
  | { readonly kind: 'bonus-roll' }
  | {
      readonly kind: 'banked';
      readonly name: string;
      readonly points: number;
      readonly next: Instruction | null;
    }
  | { readonly kind: 'instruction'; readonly instruction: Instruction };

export function tableMessage(state: FarkleState): TableMessage | null {
  const name = (index: number): string => state.players[index]?.name ?? '';
  for (const event of state.events) {
    if (event.type === 'farkled') {
      return {
        kind: 'farkle',
        name: name(event.player),
        pointsLost: event.pointsLost,
        penalty: farklePenalty(state, event.player, event.penalty),
      };
    }
  }
  if (isHotDice(state)) return { kind: 'hot-dice', turnTotal: state.turnTotal + state.selectionScore };
  for (const event of state.events) {
    if (event.type === 'rolled' && event.bonus) return { kind: 'bonus-roll' };
    if (event.type === 'banked') {
      return { kind: 'banked', name: name(event.player), points: event.points, next: instruction(state) };
    }
  }
  const next = instruction(state);
  return next === null ? null : { kind: 'instruction', instruction: next };
}

/** The penalty a farkle event took (`taken`), with the rules' penalty and the total left; null without one. */
export function farklePenalty(
  state: Pick<FarkleState, 'rules' | 'players'>,
  player: number,
  taken: number | undefined,
): FarklePenalty | null {
  if (taken === undefined) return null;
  return { taken, penalty: state.rules.threeFarklePenalty, total: state.players[player]?.total ?? 0 };
}

/** The banner a table shows over the dice after an action: the last of these its events call for. */
export type FarkleBanner = 'farkle' | 'hot-dice' | 'last-turn' | 'game-over';

export function bannerOf(events: readonly FarkleEvent[]): FarkleBanner | undefined {
  let banner: FarkleBanner | undefined;
  for (const event of events) {
    if (event.type === 'farkled') banner = 'farkle';
    if (event.type === 'hot-dice') banner = 'hot-dice';
    if (event.type === 'final-round-started') banner = 'last-turn';
    if (event.type === 'game-over') banner = 'game-over';
  }
  return banner;
}

/** The end of the game (002 §1.5.1): the score in one-player mode, the winner and every total otherwise. */
export type EndSummary =
  | {
      readonly kind: 'solo';
      readonly name: string;
      readonly total: number;
      readonly turns: number;
      /** A new high score (002 §2.1.3), else the high score to beat. */
      readonly newHighScore: boolean;
      /** Null when the game's rules keep no high score (house rules: `keepsHighScore`). */
      readonly highScore: number | null;
    }
  | {
      readonly kind: 'winner';
      /** Null when nobody won (a game that ended otherwise). */
      readonly winner: string | null;
      readonly totals: readonly { readonly name: string; readonly total: number }[];
    };

export function endSummary(state: FarkleState, newHighScore: boolean, highScore: number): EndSummary {
  if (state.mode === 'one-player') {
    const player = state.players[0];
    return {
      kind: 'solo',
      name: player?.name ?? '',
      total: player?.total ?? 0,
      turns: state.rules.onePlayerTurns,
      newHighScore: newHighScore && keepsHighScore(state),
      highScore: keepsHighScore(state) ? highScore : null,
    };
  }
  const winner = state.winner === null ? undefined : state.players[state.winner];
  return {
    kind: 'winner',
    winner: winner?.name ?? null,
    totals: state.players.map((player) => ({ name: player.name, total: player.total })),
  };
}

/**
 * A game is in progress once a die has been rolled and until it ends: leaving it (restart, main menu, quit) is
 * asked first.
 */
export function gameInProgress(state: FarkleState): boolean {
  return (
    state.phase !== 'game-over' && state.players.some((p) => p.turns.length > 0 || state.phase === 'choosing')
  );
}
