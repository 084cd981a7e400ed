import type { Analysis } from '@pastime/2048-ai';
import { KEY_WORDS, outcomeMessage } from '../messages.ts';
import type { Message } from '../messages.ts';
import type { Session2048 } from '../session.ts';
import { Analyst } from './analyst.ts';
import { ARROWS, hintMessage } from './hint.ts';
import { Pace } from './pace.ts';
import { analyzeOptions } from './search.ts';
import type { SearchLimits } from './search.ts';

/**
 * The full screen's hint (`?`) and auto-play (`p`, `+`, `-`) over a session. The search runs on its thread
 * (`Analyst`), so keys keep coming while it thinks; each auto-played move is an ordinary move of the session
 * (saved, undoable). Auto-play stops at a win, at the end of the game, and at any other key (`interrupt`).
 */
export class Assistant {
  private readonly analyst: Analyst;
  private readonly pace = new Pace();
  private playing = false;
  private lastMoveAt = 0;
  private cancelSearch: (() => void) | undefined;
  private moveTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly session: Session2048,
    limits: SearchLimits,
    /** Shows a message under the board and redraws. */
    private readonly show: (message: Message) => void,
  ) {
    this.analyst = new Analyst(analyzeOptions(limits));
  }

  get autoPlaying(): boolean {
    return this.playing;
  }

  /** Shows the best move and each move's value once the search answers (a move made meanwhile drops it). */
  hint(): void {
    this.stopSearch();
    const asked = this.session.state;
    this.show({ text: 'Thinking…', tone: 'info' });
    this.cancelSearch = this.analyst.request(asked, (analysis) => {
      this.cancelSearch = undefined;
      if (this.session.state === asked) this.show({ text: hintMessage(analysis, asked), tone: 'info' });
    });
  }

  toggleAutoPlay(): void {
    if (this.interrupt()) {
      this.show({ text: 'Auto-play stopped.', tone: 'info' });
      return;
    }
    const status = this.session.state.status;
    if (status === 'won') {
      this.show({ text: 'Auto-play waits after a win: press c to keep going, then p.', tone: 'warning' });
    } else if (status === 'lost') {
      this.show({ text: 'No move is left to play. Press u to undo or n for a new game.', tone: 'warning' });
    } else {
      this.playing = true;
      this.lastMoveAt = 0;
      this.show(this.autoMessage(undefined));
      this.nextMove();
    }
  }

  /** `+` / `-`: the next speed, shown; auto-play keeps going (or is told how fast it will go). */
  changeSpeed(faster: boolean): void {
    const changed = faster ? this.pace.faster() : this.pace.slower();
    const limit = changed ? '' : faster ? ' (the fastest)' : ' (the slowest)';
    if (this.playing) {
      this.show(this.autoMessage(undefined, limit));
    } else {
      this.show({
        text: `Auto-play speed: ${this.pace.describe()}${limit}. Press p to start it.`,
        tone: 'info',
      });
    }
  }

  /** Any other key: auto-play stops and a search on its way is dropped. Returns whether auto-play was on. */
  interrupt(): boolean {
    const was = this.playing;
    this.playing = false;
    this.stopSearch();
    return was;
  }

  close(): void {
    this.interrupt();
    this.analyst.close();
  }

  /** What auto-play is doing, short enough to fit three lines of the narrowest screen. */
  private autoMessage(last: Analysis | undefined, limit = ''): Message {
    const move = last?.best === undefined || last.best === null ? '' : `: ${ARROWS[last.best]} ${last.best}`;
    return {
      text: `Auto-play at ${this.pace.describe()}${limit}${move}\n+ faster, - slower, any other key stops`,
      tone: 'info',
    };
  }

  private nextMove(): void {
    this.cancelSearch = this.analyst.request(this.session.state, (analysis) => {
      this.cancelSearch = undefined;
      const wait = this.lastMoveAt + this.pace.interval - Date.now();
      if (wait <= 0) return this.play(analysis);
      this.moveTimer = setTimeout(() => {
        this.moveTimer = undefined;
        this.play(analysis);
      }, wait);
    });
  }

  private play(analysis: Analysis): void {
    if (!this.playing) return;
    if (analysis.best === null) {
      this.playing = false;
      this.show({ text: 'Auto-play stopped: no move is left.', tone: 'info' });
      return;
    }
    const outcome = this.session.apply({ type: 'move', direction: analysis.best });
    this.lastMoveAt = Date.now();
    if (outcome.kind === 'won' || outcome.kind === 'lost') {
      // The player decides what comes after a win or the end: auto-play stops there.
      this.playing = false;
      this.show(outcomeMessage(outcome, this.session.state, KEY_WORDS) ?? this.autoMessage(analysis));
      return;
    }
    this.show(this.autoMessage(analysis));
    this.nextMove();
  }

  private stopSearch(): void {
    this.cancelSearch?.();
    this.cancelSearch = undefined;
    if (this.moveTimer !== undefined) clearTimeout(this.moveTimer);
    this.moveTimer = undefined;
  }
}
