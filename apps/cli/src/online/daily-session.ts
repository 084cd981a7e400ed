/**
 * Today's ranked run of one game on one server, as both the lines and the full screen play it: opened (begun or
 * resumed, under this device's token and name) with app-core's ranked-run client, and recorded once it is over.
 */
import type { Direction } from '@pastime/2048';
import {
  dayAfter,
  RankedRunClient,
  UNREACHABLE,
  type DailyGame,
  type DailyRunView,
  type RunAnswer,
  type RunProblem,
} from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import type { DailyOptions } from '../program/invocation.ts';
import type { DataStore, Report } from '../storage/store.ts';
import { escapeControls } from '../term/quote.ts';
import { DailyClient, fetchLeaderboard } from './daily-client.ts';
import { addDailyReplay, recordDailyRun } from './daily-records.ts';
import { deviceOn, keepDevice, type Device } from './device-token.ts';

/** The name a device plays under until it is given one. */
export const DEFAULT_DAILY_NAME = 'Player';

export type Refusal = RunProblem;

/** What opening today's run came to. */
export type Opened =
  | { readonly kind: 'run'; readonly session: DailySession; readonly resumed: boolean }
  /** This device has played today's run to its end. */
  | { readonly kind: 'played'; readonly score: number }
  | { readonly kind: 'refused'; readonly refusal: Refusal };

/** The run's place on today's board, once it is there. */
export interface Rank {
  readonly rank: number;
  readonly runs: number;
}

export class DailySession {
  constructor(
    private readonly client: DailyClient,
    private readonly server: string,
    private readonly ranked: RankedRunClient,
    private readonly opened: DailyRunView,
    private readonly token: () => string | undefined,
  ) {}

  get run(): DailyRunView {
    return this.ranked.snapshot.view ?? this.opened;
  }

  get game(): DailyGame {
    return this.ranked.game;
  }

  /** Tells `listener` whenever the connection is lost or made again. */
  onConnection(listener: (connected: boolean) => void): void {
    this.client.onConnection(listener);
  }

  /**
   * Plays `move` after those asked for before it; its answer, or undefined when it was not sent. After a refusal
   * saying the run moved on or is over, the run shown is as the server has it now.
   */
  move(move: Direction | Action): Promise<RunAnswer | undefined> {
    return this.ranked.move(move);
  }

  /** Ends the run where it stands. */
  end(): Promise<RunAnswer | undefined> {
    return this.ranked.end();
  }

  /** The run's rank on its day's board, if the server tells it. */
  async rank(): Promise<Rank | undefined> {
    const board = await fetchLeaderboard(this.server, this.game, this.run.day, this.token());
    if ('ok' in board || board.own === null) return undefined;
    return { rank: board.own.rank, runs: board.runs };
  }

  close(): void {
    this.client.close();
  }
}

/** The day before's run has its replay code now: its record in the history takes it (if there is one). */
async function addReplayOfDayBefore(
  server: string,
  run: DailyRunView,
  token: string,
  store: DataStore,
): Promise<void> {
  const board = await fetchLeaderboard(server, run.game, dayAfter(run.day, -1), token);
  if (!('ok' in board) && board.own !== null) addDailyReplay(store, run.game, board.own);
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
  if (!(await client.reached)) return refused(UNREACHABLE);
  const keep = (kept: Device): void => {
    const failed = keepDevice(dataDir, options.server, kept, report);
    if (failed !== undefined) {
      report(
        `This device's token could not be written to ${escapeControls(failed)}: the run is played, but this terminal cannot resume it.`,
      );
    }
  };
  let device = deviceOn(dataDir, options.server, report);
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
  let token = device?.token;
  const ranked = new RankedRunClient({
    game: options.game,
    request: client.request,
    device: {
      token: () => token,
      // The device's name, not the run's: a run keeps the name it began with, the boards show the device's.
      keepToken(value) {
        token = value;
        keep({ token: value, name });
      },
      name: () => name,
    },
    onFinished: (view) => recordDailyRun(store, view),
  });
  const answer = await ranked.open();
  if (!answer.ok) return refused(answer);
  if (token !== undefined) await addReplayOfDayBefore(options.server, answer.run, token, store);
  if (answer.run.finished) {
    client.close();
    return { kind: 'played', score: answer.run.score };
  }
  return {
    kind: 'run',
    session: new DailySession(client, options.server, ranked, answer.run, () => token),
    resumed: answer.run.moves > 0,
  };
}
