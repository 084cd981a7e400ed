import type { Direction } from '@pastime/2048';
import {
  AUTO_PLAY_SPEEDS,
  messageOf,
  type AutoPlaySpeed,
  type Game2048Manager,
  standingMessage,
  type Message2048,
} from '@pastime/app-core';
import { KEY_WORDS } from '../messages.ts';
import { ARROWS, hintMessage } from './hint.ts';

/** A speed in the screen's words. */
function describeSpeed(speed: AutoPlaySpeed): string {
  return speed === 'fastest' ? 'full speed' : `${speed} move${speed === 1 ? '' : 's'}/s`;
}

/**
 * The full screen's hint (`?`) and auto-play (`p`, `+`, `-`) over the game manager, which asks the search (on its
 * threads, so keys keep coming while it thinks) and paces auto-play, each move an ordinary move of the game (saved,
 * undoable). Auto-play stops at the end of the game and at any other key while it plays; at a win it waits, and
 * keep going (`c`) lets it play on.
 */
export class Assistant {
  /** Counts hints asked for: an answer to one since withdrawn is dropped. */
  private hints = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly manager: Game2048Manager,
    /** Shows a message under the board and redraws. */
    private readonly show: (message: Message2048) => void,
  ) {
    this.stopListening = manager.subscribe((change) => {
      if (change === 'game') return this.show(this.autoMessage(manager.state.lastMove?.direction));
      const event = manager.lastAutoPlayEvent;
      if (change !== 'auto-play' || event === undefined) return;
      if (event.type === 'paused') {
        // The win's own message: keep going (c) lets auto-play play on.
        this.show(standingMessage(manager.state, KEY_WORDS) ?? this.autoMessage(undefined));
      } else if (event.type === 'resumed') {
        this.show(this.autoMessage(undefined));
      } else if (event.type === 'stopped' && event.reason === 'lost') {
        this.show(
          standingMessage(manager.state, KEY_WORDS) ?? {
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
    const asked = ++this.hints;
    const state = this.manager.state;
    this.show({ text: 'Thinking…', tone: 'info' });
    this.manager.hint().then(
      (hint) => {
        if (asked !== this.hints || (!hint.ok && hint.reason === 'moved-on')) return;
        this.show({ text: hintMessage(hint, state), tone: 'info' });
      },
      (error: unknown) => {
        if (asked === this.hints) this.show({ text: `No hint: ${messageOf(error)}.`, tone: 'warning' });
      },
    );
  }

  toggleAutoPlay(): void {
    if (this.autoPlaying) {
      this.manager.stopAutoPlay('button');
      this.show({ text: 'Auto-play stopped.', tone: 'info' });
      return;
    }
    const start = this.manager.startAutoPlay();
    if (start.ok) return this.show(this.autoMessage(undefined));
    if (start.reason === 'won') {
      this.show({ text: 'Auto-play waits after a win: press c to keep going, then p.', tone: 'warning' });
    } else if (start.reason === 'lost') {
      this.show({ text: 'No move is left to play. Press u to undo or n for a new game.', tone: 'warning' });
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

  /**
   * Any other key: auto-play playing stops (waiting at a win, it waits on: keep going lets it play on, and the
   * game's other commands stop it) and a hint on its way is dropped. Returns whether auto-play stopped.
   */
  interrupt(): boolean {
    this.hints++;
    if (this.manager.autoPlay.kind !== 'running') return false;
    this.manager.stopAutoPlay('player');
    return true;
  }

  close(): void {
    this.interrupt();
    this.stopListening();
  }

  /** What auto-play is doing, short enough to fit three lines of the narrowest screen. */
  private autoMessage(last: Direction | undefined, limit = ''): Message2048 {
    const move = last === undefined ? '' : `: ${ARROWS[last]} ${last}`;
    const speed = describeSpeed(this.manager.autoPlaySpeed);
    return {
      text: `Auto-play at ${speed}${limit}${move}\n+ faster, - slower, any other key stops`,
      tone: 'info',
    };
  }
}
