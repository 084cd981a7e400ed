/**
 * A ranked run from the player's side, the same in every client: today's run of a game taken up (or begun), each
 * move sent after the answer to the one before (the server deals what comes next, so nothing is played ahead of
 * it), what follows a refusal, and the run ended when asked. Free of sockets and screens: `request` sends one
 * request and resolves with its answer, and the device keeps the token.
 */
import type { Direction } from '@pastime/2048';
import type { Action } from '@pastime/farkle';
import type { DailyGame, DailyRefused, DailyRunAnswer, DailyRunView } from './daily.ts';
import { seatNameProblem } from './room.ts';
import { UNREACHABLE, type Unreachable } from './unreachable.ts';

export type DailyRequest = 'start' | 'run' | 'move' | 'end';

/** Sends a request of the daily challenges; resolves with its answer (rejects, or resolves with anything else: unreachable). */
export type DailyRequester = (event: DailyRequest, message: unknown) => Promise<unknown>;

export type RunProblem = DailyRefused | Unreachable;
export type RunAnswer = DailyRunAnswer | RunProblem;

/** The device as the client needs it: the server's token once there is one, and the name to begin a run under. */
export interface RankedDevice {
  token(): string | undefined;
  keepToken(token: string): unknown;
  name(): string;
}

export interface RunSnapshot {
  /** The run as the server last answered it; null before the first answer. */
  readonly view: DailyRunView | null;
  /** Why the last request was not carried out; null once one was. */
  readonly problem: RunProblem | null;
  /** A request is waiting for its answer. */
  readonly waiting: boolean;
}

/** How many moves may wait their turn behind the one being answered (keys pressed ahead of the board). */
export const MAX_QUEUED_MOVES = 4;

export interface RankedRunOptions {
  readonly game: DailyGame;
  readonly device: RankedDevice;
  readonly request: DailyRequester;
  /** The run was seen to end (by a move, by `end`, or its day closing), not found ended when opened. */
  readonly onFinished?: (view: DailyRunView) => void;
}

function isRunAnswer(value: unknown): value is DailyRunAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { ok?: unknown; token?: unknown; run?: unknown };
  return answer.ok === true && typeof answer.token === 'string' && typeof answer.run === 'object';
}

function answerOf(value: unknown): RunAnswer {
  if (isRunAnswer(value)) return value;
  if (typeof value === 'object' && value !== null) {
    const answer = value as { ok?: unknown; reason?: unknown };
    if (answer.ok === false && typeof answer.reason === 'string') return value as RunProblem;
  }
  return UNREACHABLE;
}

/** Refusals after which the run is asked for again: it moved on or ended elsewhere. */
const ASK_AGAIN: ReadonlySet<RunProblem['reason']> = new Set(['stale', 'run-over']);

export class RankedRunClient {
  readonly #game: DailyGame;
  readonly #device: RankedDevice;
  readonly #request: DailyRequester;
  readonly #onFinished: (view: DailyRunView) => void;
  readonly #listeners = new Set<() => void>();
  #snapshot: RunSnapshot = { view: null, problem: null, waiting: false };
  /** The last move or end asked for: each waits for the one before. */
  #tail: Promise<unknown> = Promise.resolve();
  /** Moves asked for and not yet answered, the one being answered included. */
  #unanswered = 0;
  /** Moves asked for under an earlier generation are dropped. */
  #generation = 0;
  #sending = 0;

  constructor(options: RankedRunOptions) {
    this.#game = options.game;
    this.#device = options.device;
    this.#request = options.request;
    this.#onFinished = options.onFinished ?? (() => undefined);
  }

  get game(): DailyGame {
    return this.#game;
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
   * device's name when there is none, or when the server no longer knows the device's token (its data was reset).
   * A run found over is shown as it is.
   */
  async open(): Promise<RunAnswer> {
    const token = this.#device.token();
    if (token !== undefined) {
      const answer = await this.#send('run', { token, game: this.#game });
      if (answer.ok || (answer.reason !== 'no-run' && answer.reason !== 'bad-token'))
        return this.#take(answer, false);
      return this.#begin(answer.reason === 'bad-token' ? undefined : token);
    }
    return this.#begin(undefined);
  }

  async #begin(token: string | undefined): Promise<RunAnswer> {
    const name = this.#device.name();
    const problem = seatNameProblem(name, []);
    if (problem !== undefined) return this.#take({ ok: false, reason: 'bad-name', problem }, false);
    const start = { game: this.#game, name, ...(token === undefined ? {} : { token }) };
    return this.#take(await this.#send('start', start), false);
  }

  /** Asks for the run as it stands (after the connection came back): moves waiting are dropped. */
  async refresh(): Promise<RunAnswer> {
    const token = this.#device.token();
    if (token === undefined) return this.open();
    this.#generation++;
    const answer = this.#take(await this.#send('run', { token, game: this.#game }), false);
    // The server knows runs by day: no run for a device that has one means its day has closed.
    if (!answer.ok && answer.reason === 'no-run') this.#dayClosed();
    return answer;
  }

  /**
   * Plays `move` once the moves asked for before it are answered; resolves with its answer, or undefined when it
   * was not sent (no run, the run over, too many waiting, or dropped after a refusal or a refresh).
   */
  move(move: Direction | Action): Promise<RunAnswer | undefined> {
    const view = this.#snapshot.view;
    if (view === null || view.finished || this.#unanswered > MAX_QUEUED_MOVES)
      return Promise.resolve(undefined);
    // A move asked with none ahead of it is the one being answered: an end or a refresh asked after it in the
    // same moment does not drop it.
    const waits = this.#unanswered > 0;
    this.#unanswered++;
    const generation = this.#generation;
    const answered = this.#then(async () => {
      const now = this.#snapshot.view;
      const token = this.#device.token();
      const dropped = waits && generation !== this.#generation;
      if (dropped || now === null || now.finished || token === undefined) return undefined;
      const answer = await this.#send('move', { token, game: this.#game, seen: now.moves, move });
      // A move the engine refuses changes nothing, so the next may still be played; any other refusal drops them.
      if (!answer.ok && answer.reason !== 'illegal') this.#generation++;
      return this.#followUp(this.#take(answer, true));
    });
    void answered.finally(() => this.#unanswered--).catch(() => undefined);
    return answered;
  }

  /** Ends the run where it stands, after the move being answered (moves waiting are dropped): it counts with the score it has. */
  end(): Promise<RunAnswer | undefined> {
    this.#generation++;
    return this.#then(async () => {
      const token = this.#device.token();
      const view = this.#snapshot.view;
      if (token === undefined || view === null || view.finished) return undefined;
      return this.#followUp(this.#take(await this.#send('end', { token, game: this.#game }), true));
    });
  }

  #then<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /**
   * After a refusal that says the run moved on or ended elsewhere, the run as it stands now; after one that says its
   * day closed, the run over as it stood. The refusal still answers.
   */
  async #followUp(answer: RunAnswer): Promise<RunAnswer> {
    if (answer.ok) return answer;
    if (answer.reason === 'day-closed') this.#dayClosed();
    const token = this.#device.token();
    if (ASK_AGAIN.has(answer.reason) && token !== undefined) {
      const now = await this.#send('run', { token, game: this.#game });
      if (now.ok) this.#take(now, true);
      else if (now.reason === 'no-run') this.#dayClosed();
    }
    return answer;
  }

  /** The run's day has closed: it is over with the score it had (the server asks for it by today's date no more). */
  #dayClosed(): void {
    const view = this.#snapshot.view;
    if (view === null || view.finished) return;
    const closed = { ...view, finished: true };
    this.#generation++;
    this.#set({ view: closed });
    this.#onFinished(closed);
  }

  async #send(event: DailyRequest, message: unknown): Promise<RunAnswer> {
    this.#sending++;
    this.#set({ waiting: true });
    try {
      return answerOf(await this.#request(event, message));
    } catch {
      return UNREACHABLE;
    } finally {
      this.#sending--;
      this.#set({ waiting: this.#sending > 0 });
    }
  }

  /** Shows an answer: the run it brings, or why not. `seen`: a run that ends here was seen to end. */
  #take(answer: RunAnswer, seen: boolean): RunAnswer {
    if (!answer.ok) {
      this.#set({ problem: answer });
      return answer;
    }
    if (this.#device.token() !== answer.token) this.#device.keepToken(answer.token);
    const before = this.#snapshot.view;
    this.#set({ view: answer.run, problem: null });
    if (answer.run.finished) this.#generation++;
    if (seen && answer.run.finished && before !== null && !before.finished) this.#onFinished(answer.run);
    return answer;
  }

  #set(change: Partial<RunSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of this.#listeners) listener();
  }
}
