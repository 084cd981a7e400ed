/** What `pastime 2048` is asked to do, once its command line is read. */
import type { CommonOptions } from '../program/common-options.ts';

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
