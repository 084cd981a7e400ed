import { newGame, keepGoing, legalMoves, apply, undo, type Direction, type GameState } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import { AutoPlayer, moveInterval, type AutoPlayEvent } from '../../src/game2048/ai/autoPlay.ts';
import type { AutoPlaySpeed } from '../../src/game2048/settings.ts';
import { nearLoss as nearLossGame, nearWin as nearWinGame } from './game2048-support.ts';

interface Search {
  readonly state: GameState;
  readonly resolve: (direction: Direction | null) => void;
  readonly reject: (error: Error) => void;
}

/** Lets the promise callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * An auto-player over a real game: the search answers only when the test says so, time moves only when the test
 * moves it, and `play` makes the move at once (like an idle move queue) unless `queued` holds it back.
 */
function harness(initial: GameState, speed: AutoPlaySpeed = 'fastest') {
  let state = initial;
  let clock = 0;
  const searches: Search[] = [];
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  const events: AutoPlayEvent[] = [];
  const played: Direction[] = [];
  const queued: Direction[] = [];
  const options = { queue: false };
  const player = new AutoPlayer(
    {
      state: () => state,
      search: (from) => new Promise((resolve, reject) => searches.push({ state: from, resolve, reject })),
      play: (direction) => {
        if (options.queue) {
          queued.push(direction);
          return;
        }
        played.push(direction);
        state = apply(state, direction);
        player.positionChanged('auto-play');
      },
      wait: (callback, ms) => {
        const timer = { at: clock + ms, callback, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      now: () => clock,
      onEvent: (event) => events.push(event),
    },
    speed,
  );
  return {
    player,
    searches,
    events,
    played,
    queued,
    options,
    get state() {
      return state;
    },
    /** Changes the position shown, as another tab or a player's action would. */
    set(next: GameState) {
      state = next;
      player.positionChanged('other');
    },
    /** Plays the oldest move held back, as the move queue does once the animation before it ends. */
    playQueued() {
      const direction = queued.shift();
      if (direction === undefined) throw new Error('no move is queued');
      played.push(direction);
      state = apply(state, direction);
      player.positionChanged('auto-play');
    },
    /** Answers the oldest search with `direction` (by default its first legal move). */
    async answer(direction?: Direction | null) {
      const search = searches.shift();
      if (!search) throw new Error('no search is waiting');
      search.resolve(direction === undefined ? (legalMoves(search.state)[0] ?? null) : direction);
      await settle();
    },
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.splice(0)) {
        if (timer.cancelled) continue;
        if (timer.at <= clock) timer.callback();
        else timers.push(timer);
      }
    },
    pendingTimers: () => timers.filter((timer) => !timer.cancelled).length,
  };
}

const nearWin = nearWinGame();
const nearLoss = nearLossGame();

describe('moveInterval', () => {
  it('is the time between moves at each speed, and none at the fastest', () => {
    expect([1, 2, 4, 8].map((speed) => moveInterval(speed as AutoPlaySpeed))).toEqual([1000, 500, 250, 125]);
    expect(moveInterval('fastest')).toBe(0);
  });
});

describe('AutoPlayer', () => {
  it('plays the search’s move for the position shown, then searches the position that move made', async () => {
    const h = harness(newGame({ seed: 7 }));
    expect(h.player.start()).toBe(true);
    expect(h.events).toEqual([{ type: 'started' }]);
    expect(h.searches.map((search) => search.state)).toEqual([newGame({ seed: 7 })]);
    const first = legalMoves(newGame({ seed: 7 }))[1] ?? 'up';
    await h.answer(first);
    expect(h.played).toEqual([first]);
    expect(h.searches.map((search) => search.state)).toEqual([apply(newGame({ seed: 7 }), first)]);
    for (let i = 0; i < 20; i++) await h.answer();
    expect(h.played.length).toBe(21);
    expect(h.state.moves).toBe(21);
    expect(h.player.running).toBe(true);
  });

  it('keeps to its speed: a move at most every 1/speed seconds, the first at once', async () => {
    const h = harness(newGame({ seed: 7 }), 4);
    h.player.start();
    await h.answer();
    expect(h.played.length).toBe(1);
    h.advance(40);
    await h.answer();
    // The search took 40 ms: the move waits the other 210.
    expect(h.played.length).toBe(1);
    h.advance(209);
    expect(h.played.length).toBe(1);
    h.advance(1);
    expect(h.played.length).toBe(2);
    // A search slower than the interval is played as soon as it answers.
    h.advance(400);
    await h.answer();
    expect(h.played.length).toBe(3);
    // A new speed counts from the next move.
    h.player.setSpeed(1);
    await h.answer();
    h.advance(999);
    expect(h.played.length).toBe(3);
    h.advance(1);
    expect(h.played.length).toBe(4);
  });

  it('waits for a move held behind an animation before searching again', async () => {
    const h = harness(newGame({ seed: 9 }));
    h.options.queue = true;
    h.player.start();
    await h.answer('down');
    expect(h.queued).toEqual(['down']);
    expect(h.searches).toEqual([]);
    // The queue plays it later: then the next search starts, from the new position.
    h.playQueued();
    expect(h.state.moves).toBe(1);
    expect(h.searches.map((search) => search.state)).toEqual([h.state]);
  });

  it('stops when no move is left', async () => {
    const h = harness(nearLoss);
    h.player.start();
    await h.answer('left');
    expect(h.state.status).toBe('lost');
    expect(h.events.at(-1)).toEqual({ type: 'stopped', reason: 'lost' });
    expect(h.player.status).toEqual({ kind: 'off' });
    expect(h.searches).toEqual([]);
  });

  it('does not start on a game that takes no moves', () => {
    const lost = harness(apply(nearLoss, 'left'));
    expect(lost.player.start()).toBe(false);
    const won = harness(apply(nearWin, 'left'));
    expect(won.state.status).toBe('won');
    expect(won.player.start()).toBe(false);
    expect([...lost.events, ...won.events]).toEqual([]);
  });

  it('pauses at a win and goes on when the player keeps going', async () => {
    const h = harness(nearWin);
    h.player.start();
    await h.answer('left');
    expect(h.state.status).toBe('won');
    expect(h.events.at(-1)).toEqual({ type: 'paused' });
    expect(h.player.running).toBe(false);
    expect(h.player.status.kind).toBe('paused');
    expect(h.searches).toEqual([]);
    h.set(keepGoing(h.state));
    expect(h.events.at(-1)).toEqual({ type: 'resumed' });
    expect(h.player.running).toBe(true);
    await h.answer();
    expect(h.state.moves).toBe(2);
  });

  it('stops, rather than goes on, when a paused game is replaced by another', async () => {
    const h = harness(nearWin);
    h.player.start();
    await h.answer('left');
    h.set(newGame({ seed: 1 }));
    expect(h.events.at(-1)).toEqual({ type: 'stopped', reason: 'game-changed' });
    expect(h.searches).toEqual([]);
  });

  it('ignores the search’s answer once stopped, and cancels a move waiting for its time', async () => {
    const h = harness(newGame({ seed: 7 }), 2);
    h.player.start();
    h.player.stop('player');
    expect(h.events).toEqual([{ type: 'started' }, { type: 'stopped', reason: 'player' }]);
    await h.answer();
    expect(h.played).toEqual([]);

    h.player.start();
    await h.answer();
    await h.answer();
    expect(h.played.length).toBe(1);
    expect(h.pendingTimers()).toBe(1);
    h.player.stop('button');
    expect(h.pendingTimers()).toBe(0);
    h.advance(10_000);
    expect(h.played.length).toBe(1);
    // Stopping twice says it once.
    h.player.stop('button');
    expect(h.events.filter((event) => event.type === 'stopped').length).toBe(2);
  });

  it('stops when the position changed while it searched, never playing a move for another', async () => {
    const h = harness(newGame({ seed: 7 }));
    h.player.start();
    const other = apply(newGame({ seed: 7 }), 'down');
    h.set(other);
    expect(h.events.at(-1)).toEqual({ type: 'stopped', reason: 'game-changed' });
    await h.answer('left');
    expect(h.played).toEqual([]);
    expect(h.searches).toEqual([]);
    expect(h.state).toBe(other);
  });

  it('stops, rather than plays on from it, at a position its own move did not make (an undo while it runs)', async () => {
    // While its move waits behind an animation.
    const queued = harness(newGame({ seed: 7 }));
    queued.player.start();
    await queued.answer();
    await queued.answer();
    queued.options.queue = true;
    await queued.answer();
    expect(queued.queued.length).toBe(1);
    const undone = undo(queued.state);
    queued.set(undone);
    expect(queued.events.at(-1)).toEqual({ type: 'stopped', reason: 'game-changed' });
    expect(queued.player.running).toBe(false);
    expect(queued.searches).toEqual([]);
    expect(queued.state).toBe(undone);

    // While it waits for its time to play.
    const waiting = harness(newGame({ seed: 7 }), 1);
    waiting.player.start();
    await waiting.answer();
    await waiting.answer();
    expect(waiting.pendingTimers()).toBe(1);
    waiting.set(undo(waiting.state));
    expect(waiting.events.at(-1)).toEqual({ type: 'stopped', reason: 'game-changed' });
    expect(waiting.pendingTimers()).toBe(0);
    waiting.advance(10_000);
    expect(waiting.played.length).toBe(1);
    expect(waiting.state.moves).toBe(0);
  });

  it('stops with the error when the search fails', async () => {
    const h = harness(newGame({ seed: 7 }));
    h.player.start();
    const error = new Error('the search could not be loaded');
    h.searches.shift()?.reject(error);
    await settle();
    expect(h.events.at(-1)).toEqual({ type: 'stopped', reason: 'error', error });
  });
});
