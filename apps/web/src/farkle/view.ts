/**
 * What the Farkle screens show, worked out from the engine's state and queries alone: dice names, which controls
 * are enabled, the turn lists, the table's message and the end of the game. Pure functions, so they are tested
 * without a browser.
 */
import { formatPoints } from '@pastime/app-core';
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
  type Die,
  type Face,
  type FarkleState,
  type Mode,
  type Player,
} from '@pastime/farkle';
import { listOf, points } from './words.ts';

/** A die's accessible name: "Die 3" before the first roll, then with its face, "Die 3: 5". */
export function dieLabel(die: Die, index: number): string {
  return die.face === null ? `Die ${index + 1}` : `Die ${index + 1}: ${die.face}`;
}

/** The window title of each mode (002 §1.3.1, §1.4.1). */
export function modeTitle(mode: Mode): string {
  return mode === 'one-player' ? 'Farkle Single Player Mode' : 'Farkle Two Player Mode';
}

/** The mode line under the title: the requirements' names for one and two players, the count for more. */
export function modeLabel(state: FarkleState): string {
  const count = state.players.length;
  if (count === 1) return 'Single Player Mode';
  return count === 2 ? 'Two Player Mode' : `${count} Player Mode`;
}

export function isTwoPlayer(mode: Mode): boolean {
  return mode !== 'one-player';
}

/** Which of the table's controls a person may use now: the engine's queries, and never during the computer's turn. */
export interface Controls {
  readonly roll: boolean;
  readonly bank: boolean;
  readonly selectAll: boolean;
  /** Per die, whether clicking it selects or deselects it. */
  readonly toggle: readonly boolean[];
}

export function controls(state: FarkleState): Controls {
  const human = !isComputerTurn(state);
  return {
    roll: human && canRoll(state),
    bank: human && canBank(state),
    selectAll: human && canSelectAll(state),
    toggle: Array.from({ length: DICE_COUNT }, (_, i) => human && canToggle(state, i)),
  };
}

export type MenuCommand = 'hint' | 'advisor' | 'new-game' | 'restart-game' | 'reset-high-score' | 'quit';

export interface MenuItem {
  readonly command: MenuCommand;
  readonly label: string;
  readonly enabled: boolean;
  /** For an item that turns something on and off: whether it is on (a `menuitemcheckbox`). */
  readonly checked?: boolean;
}

/**
 * The File menu (002 §1.2.10): Hint only after a roll and before any die is selected, and never for the
 * computer; the Advisor, on or off, at any time; New Game and Restart Game not while the computer plays. Without
 * a game only what makes sense.
 */
export function menuItems(state: FarkleState | null, advisorOn = false): readonly MenuItem[] {
  const computer = state !== null && isComputerTurn(state);
  return [
    { command: 'hint', label: 'Hint', enabled: state !== null && !computer && canHint(state) },
    { command: 'advisor', label: 'Advisor', enabled: true, checked: advisorOn },
    { command: 'new-game', label: 'New Game', enabled: !computer },
    { command: 'restart-game', label: 'Restart Game', enabled: state !== null && !computer },
    { command: 'reset-high-score', label: 'Reset High Score', enabled: true },
    { command: 'quit', label: 'Quit', enabled: true },
  ];
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

/** The message in the middle of the table about the last thing that happened, if it deserves one. */
export type TableMessage =
  | { readonly kind: 'farkle'; readonly name: string; readonly pointsLost: number }
  | { readonly kind: 'hot-dice'; readonly turnTotal: number }
  | { readonly kind: 'bonus-roll' }
  | { readonly kind: 'banked'; readonly name: string; readonly points: number; readonly next: string }
  | { readonly kind: 'instruction'; readonly text: string };

export function tableMessage(state: FarkleState): TableMessage | null {
  const name = (index: number): string => state.players[index]?.name ?? '';
  for (const event of state.events) {
    if (event.type === 'farkled') {
      return { kind: 'farkle', name: name(event.player), pointsLost: event.pointsLost };
    }
  }
  if (isHotDice(state)) return { kind: 'hot-dice', turnTotal: state.turnTotal + state.selectionScore };
  for (const event of state.events) {
    if (event.type === 'rolled' && event.bonus) return { kind: 'bonus-roll' };
    if (event.type === 'banked') {
      return { kind: 'banked', name: name(event.player), points: event.points, next: instruction(state) };
    }
  }
  const text = instruction(state);
  return text ? { kind: 'instruction', text } : null;
}

/** What the player can do next, when nothing more pressing is on the table. */
export function instruction(state: FarkleState): string {
  if (state.phase === 'game-over') return '';
  const player = state.players[state.current];
  if (player?.kind === 'computer') return computerDoing(state, player.name);
  if (state.phase === 'awaiting-roll') return 'Roll the dice to start the turn.';
  if (state.dice.every((die) => !die.selected)) return 'Select the scoring dice you want to keep.';
  if (state.selectionScore === 0) return 'A selected die does not score: change the selection.';
  if (canBank(state)) return 'Roll the other dice again, or bank the turn score.';
  return `Roll the other dice again: you can bank from ${formatPoints(bankMinimum(state))} points.`;
}

/** The faces of the dice selected from the current roll, in die order. */
export function selectedFaces(state: FarkleState): readonly Face[] {
  return state.dice.flatMap((die) => (die.selected && die.face !== null ? [die.face] : []));
}

/**
 * What the computer is doing, so its turn can be followed step by step: about to roll, choosing, or keeping dice
 * with the goal it drew for this roll (002 §5.5) that decides whether it rolls again.
 */
function computerDoing(state: FarkleState, name: string): string {
  if (state.phase === 'awaiting-roll') return `${name} is about to roll.`;
  const kept = selectedFaces(state);
  if (kept.length === 0) return `${name} is choosing its dice.`;
  const goal =
    state.computerGoal === null ? '' : `, aiming for ${formatPoints(state.computerGoal)} this turn`;
  return `${name} keeps ${listOf(kept)} for ${points(state.selectionScore)}${goal}.`;
}

/** The line above the turn score saying whose turn it is. */
export function turnStatus(state: FarkleState): string {
  const player = state.players[state.current];
  if (state.phase === 'game-over' || !player) return 'Game over';
  if (state.mode === 'one-player') return `Turn ${state.turn} of ${state.rules.onePlayerTurns}`;
  const last = state.finalRound?.challenger === state.current ? ' (last turn)' : '';
  if (player.kind === 'computer') return `${player.name} is playing${last}`;
  return `${player.name}’s turn${last}`;
}

/** The end-of-game box (002 §1.5.1): the score in one-player mode, the winner in two-player modes. */
export interface EndSummary {
  readonly title: string;
  readonly lines: readonly string[];
  /** One player, a new high score: the congratulation (002 §2.1.3). */
  readonly congratulation: string | null;
}

export function endSummary(state: FarkleState, newHighScore: boolean, highScore: number): EndSummary {
  if (state.mode === 'one-player') {
    const player = state.players[0];
    const total = player?.total ?? 0;
    return {
      title: 'Game over',
      lines: [
        `${player?.name ?? ''} scored ${formatPoints(total)} points in ${state.rules.onePlayerTurns} turns.`,
        ...(newHighScore ? [] : [`The high score is ${formatPoints(highScore)}.`]),
      ],
      congratulation: newHighScore ? 'Congratulations! That is a new high score.' : null,
    };
  }
  const winner = state.winner === null ? undefined : state.players[state.winner];
  return {
    title: winner ? `${winner.name} wins!` : 'Game over',
    lines: state.players.map((player) => `${player.name}: ${formatPoints(player.total)} points`),
    congratulation: null,
  };
}
