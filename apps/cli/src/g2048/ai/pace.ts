/** Auto-play's speeds in moves a second, slowest first; the last is as fast as the search answers. */
export const SPEEDS: readonly number[] = [1, 2, 5, 10, 20, Number.POSITIVE_INFINITY];

/** Auto-play starts at 5 moves a second: fast enough to watch a game grow, slow enough to follow each move. */
const START = 2;

/** How fast auto-play moves: `+` and `-` step through `SPEEDS`. */
export class Pace {
  private index = START;

  /** One speed up; false when it is at full speed already. */
  faster(): boolean {
    if (this.index >= SPEEDS.length - 1) return false;
    this.index++;
    return true;
  }

  /** One speed down; false when it is at the slowest already. */
  slower(): boolean {
    if (this.index <= 0) return false;
    this.index--;
    return true;
  }

  /** The time from one move to the next in ms; 0 at full speed (the search's own time sets the pace). */
  get interval(): number {
    const speed = SPEEDS[this.index] ?? Number.POSITIVE_INFINITY;
    return speed === Number.POSITIVE_INFINITY ? 0 : 1000 / speed;
  }

  describe(): string {
    const speed = SPEEDS[this.index] ?? Number.POSITIVE_INFINITY;
    if (speed === Number.POSITIVE_INFINITY) return 'full speed';
    return `${speed} move${speed === 1 ? '' : 's'}/s`;
  }
}
