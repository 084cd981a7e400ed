import { describe, expect, it } from 'vitest';
import {
  commandForKey,
  directionForKey,
  swipeDirection,
  SwipeTracker,
  type KeyInput,
} from '../../src/game2048/input.ts';
import { MAX_BEHIND, MoveQueue, type Wait } from '../../src/game2048/move-queue.ts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('gives U, R, N and H to Undo, Redo, New Game and Hint, in either case, and leaves Ctrl+R to the browser', () => {
    expect(['u', 'R', 'n', 'H', 'x', 'w'].map((k) => commandForKey(key(k)))).toEqual([
      'undo',
      'redo',
      'new-game',
      'hint',
      undefined,
      undefined,
    ]);
    expect(commandForKey({ ...key('r'), ctrlKey: true })).toBeUndefined();
  });
});

describe('directionForKey', () => {
  it('maps arrows and W/A/S/D (either case)', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((k) => directionForKey(key(k)))).toEqual([
      'up',
      'down',
      'left',
      'right',
    ]);
    expect(['w', 'a', 's', 'd'].map((k) => directionForKey(key(k)))).toEqual(['up', 'left', 'down', 'right']);
    expect(['W', 'A', 'S', 'D'].map((k) => directionForKey(key(k, { shiftKey: true })))).toEqual([
      'up',
      'left',
      'down',
      'right',
    ]);
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(directionForKey(key('x'))).toBeUndefined();
    expect(directionForKey(key('Enter'))).toBeUndefined();
    expect(directionForKey(key('ArrowLeft', { altKey: true }))).toBeUndefined();
    expect(directionForKey(key('a', { ctrlKey: true }))).toBeUndefined();
    expect(directionForKey(key('ArrowUp', { metaKey: true }))).toBeUndefined();
  });
});

describe('swipeDirection', () => {
  it('reads the dominant axis once past the threshold', () => {
    expect(swipeDirection(40, 3)).toBe('right');
    expect(swipeDirection(-40, -10)).toBe('left');
    expect(swipeDirection(5, 25)).toBe('down');
    expect(swipeDirection(0, -20)).toBe('up');
  });

  it('ignores short, diagonal and ambiguous swipes', () => {
    expect(swipeDirection(19, 0)).toBeUndefined();
    expect(swipeDirection(0, -19.9)).toBeUndefined();
    expect(swipeDirection(60, 55)).toBeUndefined();
    expect(swipeDirection(-50, 50)).toBeUndefined();
    expect(swipeDirection(50, 31)).toBeUndefined();
    expect(swipeDirection(50, 29)).toBe('right');
    expect(swipeDirection(Number.NaN, 0)).toBeUndefined();
  });
});

describe('SwipeTracker', () => {
  const at = (pointerId: number, x: number, y: number, pointerType = 'touch') => ({
    pointerId,
    x,
    y,
    pointerType,
  });

  it('reports one finger’s swipe when it lifts', () => {
    const tracker = new SwipeTracker();
    tracker.down(at(1, 100, 100));
    expect(tracker.active).toBe(true);
    expect(tracker.up(at(1, 100, 40))).toBe('up');
    expect(tracker.active).toBe(false);
  });

  it('ignores a second finger (a pinch is not a swipe)', () => {
    const tracker = new SwipeTracker();
    tracker.down(at(1, 100, 100));
    tracker.down(at(2, 200, 100));
    expect(tracker.up(at(2, 260, 100))).toBeUndefined();
    expect(tracker.up(at(1, 160, 100))).toBeUndefined();
    tracker.down(at(3, 0, 0));
    expect(tracker.up(at(3, 30, 0))).toBe('right');
  });

  it('forgets a cancelled pointer and a mouse without its main button', () => {
    const tracker = new SwipeTracker();
    tracker.down(at(1, 0, 0));
    tracker.cancel(1);
    expect(tracker.up(at(1, 50, 0))).toBeUndefined();
    tracker.down({ ...at(2, 0, 0, 'mouse'), buttons: 2 });
    expect(tracker.active).toBe(false);
    tracker.down({ ...at(3, 0, 0, 'mouse'), buttons: 1 });
    expect(tracker.up(at(3, -30, 0, 'mouse'))).toBe('left');
  });
});

/** A timer that runs only when the test says so. */
function manualWait() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const wait: Wait = (callback) => {
    const id = ++next;
    pending.set(id, callback);
    return () => pending.delete(id);
  };
  const tick = (): void => {
    const [first] = pending.entries();
    if (!first) throw new Error('no timer pending');
    pending.delete(first[0]);
    first[1]();
  };
  return { wait, tick, pending };
}

/** A queue on a manual timer whose every item animates for 100 ms, recording the items it plays. */
function recordingQueue<T>() {
  const timer = manualWait();
  const played: T[] = [];
  const queue = new MoveQueue<T>((item) => {
    played.push(item);
    return 100;
  }, timer.wait);
  return { ...timer, played, queue };
}

describe('MoveQueue', () => {
  it('plays at once when idle and queues behind an animation, in order', () => {
    const { tick, played, queue } = recordingQueue<string>();
    queue.push('left');
    queue.push('up');
    queue.push('right');
    expect(played).toEqual(['left']);
    expect(queue.waiting).toBe(2);
    tick();
    expect(played).toEqual(['left', 'up']);
    tick();
    tick();
    expect(played).toEqual(['left', 'up', 'right']);
    expect(queue.busy).toBe(false);
  });

  it('does not wait after an item that animates nothing', () => {
    const { wait, tick } = manualWait();
    const played: string[] = [];
    const queue = new MoveQueue<string>((item) => {
      played.push(item);
      return item === 'blocked' ? 0 : 100;
    }, wait);
    queue.push('left');
    queue.push('blocked');
    queue.push('down');
    tick();
    expect(played).toEqual(['left', 'blocked', 'down']);
  });

  it('catches up at once when the player is more than MAX_BEHIND moves ahead, losing none', () => {
    const { tick, pending, played, queue } = recordingQueue<number>();
    for (let i = 0; i < 7; i++) queue.push(i);
    expect(played).toEqual([0]);
    tick();
    // Items 1 to 4 play without waiting; 5 and 6 (MAX_BEHIND of them) wait for item 4's slide.
    expect(played).toEqual([0, 1, 2, 3, 4]);
    expect(queue.waiting).toBe(MAX_BEHIND);
    expect(pending.size).toBe(1);
    tick();
    tick();
    tick();
    expect(played).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.busy).toBe(false);
  });

  it('drops auto-repeats behind an animation but not presses', () => {
    const { tick, played, queue } = recordingQueue<string>();
    queue.push('left', true);
    queue.push('left', true);
    queue.push('up', false);
    tick();
    tick();
    expect(played).toEqual(['left', 'up']);
  });

  it('loses no press however many wait, and plays them in order once the animation ends', () => {
    const { tick, pending, played, queue } = recordingQueue<number>();
    // Far more than anyone can press during one slide: a stuck script must not lose input either.
    const count = 100_000;
    for (let i = 0; i < count; i++) queue.push(i);
    expect(queue.waiting).toBe(count - 1);
    tick();
    expect(played.length).toBe(count - MAX_BEHIND);
    while (pending.size > 0) tick();
    expect(played).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(queue.busy).toBe(false);
    // A hundred thousand presses take a while on a busy machine; the limit is generous, the check is the order.
  }, 60_000);

  it('can be cleared', () => {
    const { wait, pending } = manualWait();
    const queue = new MoveQueue<number>(() => 100, wait);
    for (let i = 0; i < 10; i++) queue.push(i);
    expect(queue.waiting).toBe(9);
    queue.clear();
    expect(queue.waiting).toBe(0);
    expect(queue.busy).toBe(false);
    expect(pending.size).toBe(0);
  });

  it('stops catching up when an item clears the queue (a move that ends the game)', () => {
    const { wait, tick } = manualWait();
    const played: number[] = [];
    const queue: MoveQueue<number> = new MoveQueue<number>((item) => {
      played.push(item);
      if (item === 3) queue.clear();
      return 100;
    }, wait);
    for (let i = 0; i < 10; i++) queue.push(i);
    tick();
    expect(played).toEqual([0, 1, 2, 3]);
    expect(queue.waiting).toBe(0);
  });
});
