/**
 * Today's ranked run of one game on one server, as both the lines and the full screen play it: opened (begun or
 * resumed, under this device's token and name), moved on move by move, ended, and recorded once it is over.
 */
import type { Direction } from '@pastime/2048';
import type { DailyGame, DailyMove, DailyRefused, DailyRunView } from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import type { DailyOptions } from '../program/invocation.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { escapeControls } from '../term/quote.ts';
import { DailyClient, fetchLeaderboard, type RunAnswer } from './daily-client.ts';
import { recordDailyRun } from './daily-records.ts';
import { deviceOn, keepDevice, type Device } from './device-token.ts';
import type { Unreachable } from './words.ts';

/** The name a device plays under until it is given one. */
export const DEFAULT_DAILY_NAME = 'Player';

export type Refusal = DailyRefused | Unreachable;

/** What opening today's run came to. */
export type Opened =
  | { readonly kind: 'run'; readonly session: DailySession; readonly resumed: boolean }
  /** This device has played today's run to its end: its score when the server told it. */
  | { readonly kind: 'played'; readonly score: number | undefined }
  | { readonly kind: 'refused'; readonly refusal: Refusal };

/** The run's place on today's board, once it is there. */
export interface Rank {
  readonly rank: number;
  readonly runs: number;
}

export class DailySession {
  private recorded = false;

  constructor(
    private readonly client: DailyClient,
    private readonly server: string,
    private readonly token: string,
    private current: DailyRunView,
    private readonly store: DataStore,
  ) {}

  get run(): DailyRunView {
    return this.current;
  }

  get game(): DailyGame {
    return this.current.game;
  }

  /** Tells `listener` whenever the connection is lost or made again. */
  onConnection(listener: (connected: boolean) => void): void {
    this.client.onConnection(listener);
  }

  private take(answer: RunAnswer): RunAnswer {
    if (answer.ok) {
      this.current = answer.run;
      if (answer.run.finished && !this.recorded) {
        this.recorded = true;
        recordDailyRun(this.store, answer.run);
      }
    }
    return answer;
  }

  /** Plays `move` on the position shown; a stale one brings the run up to date (and is refused still). */
  async move(move: Direction | Action): Promise<RunAnswer> {
    const seen = this.current.moves;
    const sent: DailyMove =
      typeof move === 'string' ? { game: '2048', seen, move } : { game: 'farkle', seen, move };
    const answer = this.take(await this.client.move(this.token, sent));
    if (!answer.ok && answer.reason === 'stale') await this.refresh();
    return answer;
  }

  /** The run as the server has it now (after a refusal saying it is over: its day closed, say). */
  async refresh(): Promise<RunAnswer> {
    return this.take(await this.client.run(this.token, this.game));
  }

  /** Ends the run where it stands. */
  async end(): Promise<RunAnswer> {
    return this.take(await this.client.end(this.token, this.game));
  }

  /** The run's rank on its day's board, if the server tells it. */
  async rank(): Promise<Rank | undefined> {
    const board = await fetchLeaderboard(this.server, this.game, this.current.day, this.token);
    if ('ok' in board || board.own === null) return undefined;
    return { rank: board.own.rank, runs: board.runs };
  }

  close(): void {
    this.client.close();
  }
}

/** Begins or resumes today's run of `options.game`, renaming the device first when `--name` gives a new name. */
export async function openDailyRun(
  options: DailyOptions,
  dataDir: string,
  store: DataStore,
  report: Report,
): Promise<Opened> {
  const client = new DailyClient(options.server);
  const refused = (refusal: Refusal): Opened => {
    client.close();
    return { kind: 'refused', refusal };
  };
  if (!(await client.reached)) return refused({ ok: false, reason: 'unreachable' });
  const keep = (kept: Device): void => {
    const failed = keepDevice(dataDir, options.server, kept);
    if (failed !== undefined) {
      report(
        `This device's token could not be written to ${escapeControls(failed)}: the run is played, but this terminal cannot resume it.`,
      );
    }
  };
  let device = deviceOn(dataDir, options.server);
  if (device !== undefined && options.name !== undefined && options.name !== device.name) {
    const renamed = await client.rename(device.token, options.name);
    // A token the server no longer knows (its data was reset) gives way to a new device below.
    if (!renamed.ok && renamed.reason !== 'bad-token') return refused(renamed);
    if (renamed.ok) {
      device = { token: device.token, name: renamed.name };
      keep(device);
    } else {
      device = undefined;
    }
  }
  const name = options.name ?? device?.name ?? DEFAULT_DAILY_NAME;
  let answer = await client.start(options.game, name, device?.token);
  if (!answer.ok && answer.reason === 'bad-token') answer = await client.start(options.game, name, undefined);
  if (!answer.ok) {
    if (answer.reason !== 'already-played' || device === undefined) return refused(answer);
    const played = await client.run(device.token, options.game);
    client.close();
    return { kind: 'played', score: played.ok ? played.run.score : undefined };
  }
  // The device's name, not the run's: a run keeps the name it began with, the boards show the device's.
  keep({ token: answer.token, name });
  return {
    kind: 'run',
    session: new DailySession(client, options.server, answer.token, answer.run, store),
    resumed: answer.run.moves > 0,
  };
}
