import type { Key } from '../term/keys.ts';

/** What a key does on the replay screen. */
export type ReplayCommand =
  | 'play-pause'
  | 'back'
  | 'forward'
  | 'start'
  | 'end'
  | 'slower'
  | 'faster'
  | 'quit'
  | 'interrupt'
  | 'invalid';

/** Home and End as terminals send them: `ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~` and the like. */
// eslint-disable-next-line no-control-regex
const HOME = /^\u001b(\[|O)(1;\d+)?H$|^\u001b\[(1|7)(;\d+)?~$/;
// eslint-disable-next-line no-control-regex
const END = /^\u001b(\[|O)(1;\d+)?F$|^\u001b\[(4|8)(;\d+)?~$/;

const CHARS: ReadonlyMap<string, ReplayCommand> = new Map<string, ReplayCommand>([
  [' ', 'play-pause'],
  ['q', 'quit'],
  ['g', 'start'],
  ['-', 'slower'],
  ['_', 'slower'],
  ['+', 'faster'],
  ['=', 'faster'],
]);

export function replayCommand(key: Key): ReplayCommand {
  switch (key.kind) {
    case 'interrupt':
      return 'interrupt';
    case 'arrow':
      return key.direction === 'left' || key.direction === 'up' ? 'back' : 'forward';
    case 'other':
      if (HOME.test(key.sequence)) return 'start';
      if (END.test(key.sequence)) return 'end';
      return 'invalid';
    case 'char':
      return CHARS.get(key.char.toLowerCase()) ?? 'invalid';
    default:
      return 'invalid';
  }
}

/** The keys as the screens list them. */
export const REPLAY_KEYS: readonly (readonly [string, string])[] = [
  ['space', 'play/pause'],
  ['← →', 'step'],
  ['Home End', 'start, end'],
  ['- +', 'speed'],
  ['q', 'quit'],
];
