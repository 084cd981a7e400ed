/**
 * Turning raw input into directions: keys (arrows and W/A/S/D) and swipes. Pure functions, so the rules are
 * tested without a browser; `Game2048Screen` attaches them to real events.
 */
import type { Direction } from '@pastime/2048';

export interface KeyInput {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

const KEYS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  a: 'left',
  s: 'down',
  d: 'right',
  W: 'up',
  A: 'left',
  S: 'down',
  D: 'right',
};

/**
 * The direction a key press asks for, or undefined. Presses with Ctrl, Alt or Meta belong to the browser and
 * the system (Alt+Left is "back"), so they move nothing; Shift is allowed (caps lock and shift give W/A/S/D).
 */
export function directionForKey(input: KeyInput): Direction | undefined {
  if (input.altKey || input.ctrlKey || input.metaKey) return undefined;
  return KEYS[input.key];
}

/** A command a key asks for besides the moves. */
export type KeyCommand2048 = 'undo' | 'redo' | 'new-game' | 'hint';

const COMMAND_KEYS: Readonly<Record<string, KeyCommand2048>> = {
  u: 'undo',
  r: 'redo',
  n: 'new-game',
  h: 'hint',
};

/**
 * The command a key press asks for: U undo, R redo, N new game, H hint (either case); presses with Ctrl, Alt or
 * Meta are the browser's (Ctrl+R reloads), as for the moves.
 */
export function commandForKey(input: KeyInput): KeyCommand2048 | undefined {
  if (input.altKey || input.ctrlKey || input.metaKey) return undefined;
  return COMMAND_KEYS[input.key.toLowerCase()];
}

/** How far a finger must travel, in CSS pixels, for a swipe. */
const SWIPE_THRESHOLD = 20;
/**
 * How much the minor axis may be of the major one: beyond it the swipe is diagonal (or ambiguous) and ignored.
 * 0.6 accepts swipes within about 31° of an axis.
 */
const SWIPE_MAX_SLOPE = 0.6;

/** The direction of a swipe that moved by (dx, dy) (screen coordinates: y grows downwards), or undefined. */
export function swipeDirection(dx: number, dy: number): Direction | undefined {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const major = Math.max(ax, ay);
  if (!(major >= SWIPE_THRESHOLD)) return undefined;
  if (Math.min(ax, ay) > major * SWIPE_MAX_SLOPE) return undefined;
  if (ax > ay) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

export interface PointerSample {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  /** `mouse`, `touch` or `pen`. */
  readonly pointerType: string;
  /** For mice: which buttons are held (1 = primary). */
  readonly buttons?: number;
}

/**
 * Follows one pointer from down to up and reports the swipe it made. A second finger cancels the gesture
 * (pinch zoom is not a swipe), as does a pointer that is cancelled by the browser.
 */
export class SwipeTracker {
  #start: PointerSample | undefined;
  #cancelled = false;

  down(sample: PointerSample): void {
    if (this.#start !== undefined) {
      this.#cancelled = true;
      return;
    }
    if (sample.pointerType === 'mouse' && sample.buttons !== undefined && (sample.buttons & 1) === 0) return;
    this.#start = sample;
    this.#cancelled = false;
  }

  /** The swipe's direction when the tracked pointer lifts, else undefined. */
  up(sample: PointerSample): Direction | undefined {
    const start = this.#start;
    if (start === undefined || start.pointerId !== sample.pointerId) return undefined;
    this.#start = undefined;
    if (this.#cancelled) {
      this.#cancelled = false;
      return undefined;
    }
    return swipeDirection(sample.x - start.x, sample.y - start.y);
  }

  cancel(pointerId: number): void {
    if (this.#start?.pointerId === pointerId) {
      this.#start = undefined;
      this.#cancelled = false;
    }
  }

  /** True while a gesture is being followed. */
  get active(): boolean {
    return this.#start !== undefined;
  }
}
