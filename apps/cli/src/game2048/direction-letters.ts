import type { Direction } from '@pastime/2048';

/**
 * The letters that move the tiles, as keys and as line commands: W A S D, and the vi keys h j k l. A Map, so
 * that a line such as `constructor` is not found on a prototype.
 */
export const DIRECTION_LETTERS: ReadonlyMap<string, Direction> = new Map<string, Direction>([
  ['w', 'up'],
  ['a', 'left'],
  ['s', 'down'],
  ['d', 'right'],
  ['k', 'up'],
  ['h', 'left'],
  ['j', 'down'],
  ['l', 'right'],
]);
