/**
 * A ranked run from the player's side: today's run of a game taken up (or begun), each move sent after the answer
 * to the one before (the server deals what comes next, so nothing is played ahead of it), and the run ended when
 * asked. Free of the page and of the socket: `request` sends one request and resolves with its answer.
 */
import {
  seatNameProblem,
  type DailyGame,
  type DailyRefused,
  type DailyRunAnswer,
  type DailyRunView,
} from '@pastime/app-core';
import type { Direction } from '@pastime/2048';
import type { Action } from '@pastime/farkle';
import type { Unreachable } from '../online/online-api.ts';
import type { Device } from './device.ts';

export type DailyRequest = 'start' | 'run' | 'move' | 'end';

/** Sends a request of the `/daily` namespace; resolves with its answer, or `unreachable` (no answer in time). */
export type Requester = (event: DailyRequest, message: unknown) => Promise<unknown>;

export type RunProblem = DailyRefused | Unreachable;

export interface RunSnapshot {
  /** The run as the server last answered it; null before the first answer. */
  readonly view: DailyRunView | null;
  /** Why the last request was not carried out; null once one was. */
  readonly problem: RunProblem | null;
  /** A request is waiting for its answer. */
  readonly waiting: boolean;
}

/** How many moves wait their turn behind the one being answered (keys pressed ahead of the board). */
const MAX_QUEUED = 4;

function isRunAnswer(value: unknown): value is DailyRunAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { ok?: unknown; token?: unknown; run?: unknown };
  return answer.ok === true && typeof answer.token === 'string' && typeof answer.run === 'object';
}

function problemOf(value: unknown): RunProblem {
  if (typeof value === 'object' && value !== null) {
    const answer = value as { ok?: unknown; reason?: unknown };
    if (answer.ok === false && typeof answer.reason === 'string') return value as RunProblem;
  }
  return { ok: false, reason: 'unreachable' };
}

export interface RankedRunOptions {
  readonly game: DailyGame;
  readonly device: Device;
  readonly request: Requester;
  /** The run has just ended, by a move or by `end` (not a run found ended). */
  readonly onFinished?: (view: DailyRunView) => void;
}

export class RankedRunClient {
  readonly #game: DailyGame;
  readonly #device: Device;
  readonly #request: Requester;
  readonly #onFinished: (view: DailyRunView) => void;
  readonly #listeners = new Set<() => void>();
  readonly #queue: (Direction | Action)[] = [];
  #snapshot: RunSnapshot = { view: null, problem: null, waiting: false };
  #sending = false;

  constructor(options: RankedRunOptions) {
    this.#game = options.game;
    this.#device = options.device;
    this.#request = options.request;
    this.#onFinished = options.onFinished ?? (() => undefined);
  }

  get snapshot(): RunSnapshot {
    return this.#snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Takes up today's run (after a reload, a lost connection or a restart of the server), or begins it under the
   * device's name when there is none.
   */
  async open(): Promise<void> {
    let token = this.#device.token();
    if (token !== undefined) {
      const answer = await this.#send('run', { token, game: this.#game });
      if (isRunAnswer(answer)) return this.#show(answer, false);
      const problem = problemOf(answer);
      // No run yet today, or a token the server no longer knows (its data was reset): begin one.
      if (problem.reason === 'bad-token') token = undefined;
      else if (problem.reason !== 'no-run') return this.#fail(problem);
    }
    const name = this.#device.name();
    const nameProblem = seatNameProblem(name, []);
    if (nameProblem !== undefined) return this.#fail({ ok: false, reason: 'bad-name', problem: nameProblem });
    const start = { game: this.#game, name, ...(token === undefined ? {} : { token }) };
    const answer = await this.#send('start', start);
    if (isRunAnswer(answer)) return this.#show(answer, false);
    this.#fail(problemOf(answer));
  }

  /** Asks for the run as it stands (after the connection came back): moves waiting are dropped. */
  async refresh(): Promise<void> {
    const token = this.#device.token();
    if (token === undefined) return this.open();
    this.#queue.length = 0;
    const answer = await this.#send('run', { token, game: this.#game });
    if (isRunAnswer(answer)) this.#show(answer, false);
    else this.#fail(problemOf(answer));
  }

  /** Plays a move after those sent before it have been answered. */
  move(move: Direction | Action): void {
    const view = this.#snapshot.view;
    if (view === null || view.finished || this.#queue.length >= MAX_QUEUED) return;
    this.#queue.push(move);
    void this.#drain();
  }

  /** Ends the run where it stands: it counts with the score it has. */
  async end(): Promise<void> {
    const token = this.#device.token();
    this.#queue.length = 0;
    if (token === undefined || this.#snapshot.view === null) return;
    const answer = await this.#send('end', { token, game: this.#game });
    if (isRunAnswer(answer)) this.#show(answer, true);
    else this.#fail(problemOf(answer));
  }

  async #drain(): Promise<void> {
    if (this.#sending) return;
    this.#sending = true;
    try {
      for (let move = this.#queue.shift(); move !== undefined; move = this.#queue.shift()) {
        const view = this.#snapshot.view;
        const token = this.#device.token();
        if (view === null || view.finished || token === undefined) break;
        const answer = await this.#send('move', { token, game: this.#game, seen: view.moves, move });
        if (isRunAnswer(answer)) {
          this.#show(answer, true);
          continue;
        }
        const problem = problemOf(answer);
        this.#fail(problem);
        // A move the engine refuses changes nothing: the next one may still be played. Anything else ends the queue.
        if (problem.reason === 'illegal') continue;
        this.#queue.length = 0;
        if (problem.reason === 'stale' || problem.reason === 'run-over') await this.refresh();
      }
    } finally {
      this.#sending = false;
    }
  }

  async #send(event: DailyRequest, message: unknown): Promise<unknown> {
    this.#set({ waiting: true });
    try {
      return await this.#request(event, message);
    } catch {
      return { ok: false, reason: 'unreachable' };
    } finally {
      this.#set({ waiting: false });
    }
  }

  #show(answer: DailyRunAnswer, played: boolean): void {
    if (this.#device.token() !== answer.token) this.#device.keepToken(answer.token);
    const before = this.#snapshot.view;
    this.#set({ view: answer.run, problem: null });
    if (answer.run.finished) this.#queue.length = 0;
    if (played && answer.run.finished && before?.finished !== true) this.#onFinished(answer.run);
  }

  #fail(problem: RunProblem): void {
    this.#set({ problem });
  }

  #set(change: Partial<RunSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of this.#listeners) listener();
  }
}
