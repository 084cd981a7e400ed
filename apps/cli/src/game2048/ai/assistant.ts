import type { Direction } from '@pastime/2048';
import {
  AUTO_PLAY_SPEEDS,
  type AutoPlaySpeed,
  type Game2048Manager,
  type Search2048,
} from '@pastime/app-core';
import { KEY_WORDS, outcomeMessage, type Message } from '../messages.ts';
import type { Analyst } from './analyst.ts';
import { ARROWS, hintMessage } from './hint.ts';

/** The search as auto-play asks it: the search thread's best move for a position (undefined: none is left). */
export function searchOn(analyst: Analyst): Search2048 {
  return (state) =>
    new Promise((resolve) => {
      analyst.request(state, (analysis) => resolve(analysis.best ?? undefined));
    });
}

/** A speed in the screen's words. */
function describeSpeed(speed: AutoPlaySpeed): string {
  return speed === 'fastest' ? 'full speed' : `${speed} move${speed === 1 ? '' : 's'}/s`;
}

/**
 * The full screen's hint (`?`) and auto-play (`p`, `+`, `-`) over the game manager. The search runs on its thread, so
 * keys keep coming while it thinks; auto-play is the manager's, paced by its clock, each move an ordinary move
 * of the game (saved, undoable). In the terminal it stops at a win, at the end of the game, and at any other key.
 */
export class Assistant {
  private cancelHint: (() => void) | undefined;
  private readonly stopListening: () => void;

  constructor(
    private readonly manager: Game2048Manager,
    private readonly analyst: Analyst,
    /** Shows a message under the board and redraws. */
    private readonly show: (message: Message) => void,
  ) {
    this.stopListening = manager.subscribe((change) => {
      if (change === 'game') return this.show(this.autoMessage(manager.state.lastMove?.direction));
      const event = manager.lastAutoPlayEvent;
      if (change !== 'auto-play' || event === undefined) return;
      if (event.type === 'paused') {
        // The player decides what comes after a win: auto-play stops there.
        manager.stopAutoPlay('player');
        this.show(outcomeMessage({ kind: 'won' }, manager.state, KEY_WORDS) ?? this.autoMessage(undefined));
      } else if (event.type === 'stopped' && event.reason === 'lost') {
        const lost = manager.state.status === 'lost';
        this.show(
          (lost ? outcomeMessage({ kind: 'lost' }, manager.state, KEY_WORDS) : undefined) ?? {
            text: 'Auto-play stopped: no move is left.',
            tone: 'info',
          },
        );
      } else if (event.type === 'stopped' && event.reason === 'error') {
        this.show({
          text: `Auto-play stopped: ${event.error?.message ?? 'the search failed'}.`,
          tone: 'warning',
        });
      }
    });
  }

  get autoPlaying(): boolean {
    return this.manager.autoPlay.kind !== 'off';
  }

  /** Shows the best move and each move's value once the search answers (a move made meanwhile drops it). */
  hint(): void {
    this.cancelHint?.();
    const asked = this.manager.state;
    this.show({ text: 'Thinking…', tone: 'info' });
    this.cancelHint = this.analyst.request(asked, (analysis) => {
      this.cancelHint = undefined;
      if (this.manager.state === asked) this.show({ text: hintMessage(analysis, asked), tone: 'info' });
    });
  }

  toggleAutoPlay(): void {
    if (this.interrupt()) {
      this.show({ text: 'Auto-play stopped.', tone: 'info' });
      return;
    }
    const status = this.manager.state.status;
    if (status === 'won') {
      this.show({ text: 'Auto-play waits after a win: press c to keep going, then p.', tone: 'warning' });
    } else if (status === 'lost') {
      this.show({ text: 'No move is left to play. Press u to undo or n for a new game.', tone: 'warning' });
    } else if (this.manager.startAutoPlay()) {
      this.show(this.autoMessage(undefined));
    }
  }

  /** `+` / `-`: the next speed, shown; auto-play keeps going (or is told how fast it will go). */
  changeSpeed(faster: boolean): void {
    const manager = this.manager;
    const at = AUTO_PLAY_SPEEDS.indexOf(manager.autoPlaySpeed);
    const next = AUTO_PLAY_SPEEDS[at + (faster ? 1 : -1)];
    if (next !== undefined) manager.setAutoPlaySpeed(next);
    const limit = next !== undefined ? '' : faster ? ' (the fastest)' : ' (the slowest)';
    if (this.autoPlaying) {
      this.show(this.autoMessage(undefined, limit));
    } else {
      this.show({
        text: `Auto-play speed: ${describeSpeed(manager.autoPlaySpeed)}${limit}. Press p to start it.`,
        tone: 'info',
      });
    }
  }

  /** Any other key: auto-play stops and a hint on its way is dropped. Returns whether auto-play was on. */
  interrupt(): boolean {
    const was = this.autoPlaying;
    this.manager.stopAutoPlay('player');
    this.cancelHint?.();
    this.cancelHint = undefined;
    return was;
  }

  close(): void {
    this.interrupt();
    this.stopListening();
    this.analyst.close();
  }

  /** What auto-play is doing, short enough to fit three lines of the narrowest screen. */
  private autoMessage(last: Direction | undefined, limit = ''): Message {
    const move = last === undefined ? '' : `: ${ARROWS[last]} ${last}`;
    const speed = describeSpeed(this.manager.autoPlaySpeed);
    return {
      text: `Auto-play at ${speed}${limit}${move}\n+ faster, - slower, any other key stops`,
      tone: 'info',
    };
  }
}
