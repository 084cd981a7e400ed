/**
 * The daily challenges' service: a device begins or resumes today's run of a game, plays it move by move (each
 * move stored before it is answered), ends it, and reads the boards. The day's seed never leaves the server before
 * the day has closed; the score a board ranks is the one the server computed. Every refusal is data and changes
 * nothing.
 */
import {
  dailyRefused,
  dayAfter,
  dayClosed,
  dayEnd,
  dayOf,
  DAILY_GAMES,
  LEADERBOARD_SIZE,
  newRankedRun,
  playRanked,
  rankedMoveOf,
  rankedMoveText,
  rankedOver,
  rankedReplayCode,
  rankedScore,
  rankedView,
  seatNameProblem,
  type Clock,
  type DailyGame,
  type DailyMove,
  type DailyRefused,
  type DailyRunAnswer,
  type DailyToday,
  type Leaderboard,
  type LeaderboardEntry,
  type RankedRun,
} from '@pastime/app-core';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { newRoomId, newToken, sha256 } from '../rooms/secrets.ts';
import { daySeed } from './day-seed.ts';
import { MoveBatch } from './move-batch.ts';
import type { BoardRow, DailyStore, RunKey, StoredPlayer, StoredRun } from './daily-store.ts';

/** Runs one address may begin in a day (several devices may share an address). */
export const RUNS_PER_ADDRESS_PER_DAY = 20;
/** Devices whose token this process remembers. */
const DEVICES_KEPT = 20_000;
/** Runs kept in play in memory; the others are rebuilt from their moves when they are played again. */
const RUNS_KEPT = 5000;

export interface DailyOptions {
  readonly store: DailyStore;
  readonly secret: string;
  readonly clock: Clock;
  /** Runs one address may begin in a day (default `RUNS_PER_ADDRESS_PER_DAY`). */
  readonly runsPerAddress?: number;
}

type RunAnswer = DailyRunAnswer | DailyRefused;

/** A run in play: its game, its name and whether its player ended it. */
interface LiveRun {
  readonly run: RankedRun;
  readonly name: string;
  readonly ended: boolean;
}

function keyText(key: RunKey): string {
  return `${key.game}:${key.day}:${key.playerId}`;
}

export class Daily {
  readonly #store: DailyStore;
  readonly #secret: string;
  readonly #clock: Clock;
  readonly #runsPerAddress: number;
  readonly #starts: RateLimiterMemory;
  /** Runs in play, the least recently played first. */
  readonly #live = new Map<string, LiveRun>();
  readonly #moves: MoveBatch;
  /** Devices by their token's hash, the least recently added first. */
  readonly #devices = new Map<string, string>();
  /** Each run's requests, one after another. */
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(options: DailyOptions) {
    this.#store = options.store;
    this.#moves = new MoveBatch((batch) => options.store.recordMoves(batch));
    this.#secret = options.secret;
    this.#clock = options.clock;
    this.#runsPerAddress = options.runsPerAddress ?? RUNS_PER_ADDRESS_PER_DAY;
    this.#starts = new RateLimiterMemory({ points: this.#runsPerAddress, duration: 24 * 60 * 60 });
  }

  today(): DailyToday {
    const today = dayOf(this.#clock.now());
    return { today, closesAt: new Date(dayEnd(today)).toISOString(), games: DAILY_GAMES };
  }

  /** Today's run of `game` for the device with `token` (a new device without one), begun or resumed. */
  async start(
    game: DailyGame,
    name: string,
    token: string | undefined,
    addressKey: string,
  ): Promise<RunAnswer> {
    const problem = seatNameProblem(name, []);
    if (problem !== undefined) return dailyRefused('bad-name', problem);
    const shownName = name.trim();
    const day = dayOf(this.#clock.now());
    const consume = (): Promise<boolean> =>
      this.#starts.consume(`${addressKey}:${day}`).then(
        () => true,
        () => false,
      );
    const tooMany = (): DailyRefused =>
      dailyRefused('rate-limited', `at most ${this.#runsPerAddress} runs a day from one address`);
    let player: StoredPlayer;
    let deviceToken: string;
    // A new device begins a run at once: it is counted before anything is written, so a refusal writes nothing.
    const counted = token === undefined;
    if (token === undefined) {
      if (!(await consume())) return tooMany();
      deviceToken = newToken();
      player = { id: newRoomId(), name: shownName };
      await this.#store.createPlayer(player.id, sha256(deviceToken), shownName);
    } else {
      const known = await this.#store.player(sha256(token));
      if (known === undefined) return dailyRefused('bad-token');
      deviceToken = token;
      player = known;
      if (known.name !== shownName) await this.#store.rename(known.id, shownName);
    }
    const key: RunKey = { game, day, playerId: player.id };
    return this.#serially(key, async () => {
      const stored = await this.#store.run(key);
      if (stored !== undefined) {
        if (stored.finished) return dailyRefused('already-played');
        const resumed = await this.#load(key, stored);
        return resumed === undefined ? dailyRefused('no-run') : this.#answer(deviceToken, key, resumed);
      }
      if (!counted && !(await consume())) return tooMany();
      const run = newRankedRun(game, shownName, this.#seed(key));
      const live: LiveRun = { run, name: shownName, ended: false };
      const begun = await this.#store.createRun(key, shownName, addressKey, {
        moves: 0,
        ...rankedScore(run),
        finished: false,
      });
      const current = begun ? live : await this.#load(key);
      if (current === undefined) return dailyRefused('no-run');
      this.#keep(key, current);
      return this.#answer(deviceToken, key, current);
    });
  }

  /** Today's run of `game` as it stands, finished or not. */
  async run(token: string, game: DailyGame): Promise<RunAnswer> {
    const playerId = await this.#playerId(token);
    if (playerId === undefined) return dailyRefused('bad-token');
    const key: RunKey = { game, day: dayOf(this.#clock.now()), playerId: playerId };
    return this.#serially(key, async () => {
      const live = await this.#load(key);
      return live === undefined ? dailyRefused('no-run') : this.#answer(token, key, live);
    });
  }

  /** Plays a move of today's run: stored, then answered with the position after it. */
  async move(token: string, move: DailyMove): Promise<RunAnswer> {
    const playerId = await this.#playerId(token);
    if (playerId === undefined) return dailyRefused('bad-token');
    const key = await this.#runKey(playerId, move.game);
    if ('ok' in key) return key;
    return this.#serially(key, async () => {
      const live = await this.#load(key);
      if (live === undefined) return dailyRefused('no-run');
      if (live.ended || rankedOver(live.run)) return dailyRefused('run-over');
      if (move.seen !== live.run.moves) {
        return dailyRefused('stale', `the run has played ${live.run.moves} moves`);
      }
      const next = playRanked(live.run, move);
      if ('refused' in next) return dailyRefused('illegal', next.problem);
      const progress = { moves: next.moves, ...rankedScore(next), finished: rankedOver(next) };
      const scoreBefore = rankedScore(live.run).score;
      if (!(await this.#moves.write({ key, move: rankedMoveText(move), progress, scoreBefore }))) {
        // Another request or process played this move first: the run is read afresh next time.
        this.#live.delete(keyText(key));
        return dailyRefused('stale', 'another move was played first');
      }
      const played: LiveRun = { run: next, name: live.name, ended: progress.finished };
      this.#keep(key, played);
      return this.#answer(token, key, played);
    });
  }

  /** Ends today's run of `game` where it stands: it counts with the score it has. */
  async end(token: string, game: DailyGame): Promise<RunAnswer> {
    const playerId = await this.#playerId(token);
    if (playerId === undefined) return dailyRefused('bad-token');
    const key = await this.#runKey(playerId, game);
    if ('ok' in key) return key;
    return this.#serially(key, async () => {
      const live = await this.#load(key);
      if (live === undefined) return dailyRefused('no-run');
      if (live.ended) return dailyRefused('run-over');
      await this.#store.endRun(key);
      const ended: LiveRun = { ...live, ended: true };
      this.#keep(key, ended);
      return this.#answer(token, key, ended);
    });
  }

  async rename(token: string, name: string): Promise<{ ok: true; name: string } | DailyRefused> {
    const problem = seatNameProblem(name, []);
    if (problem !== undefined) return dailyRefused('bad-name', problem);
    const playerId = await this.#playerId(token);
    if (playerId === undefined) return dailyRefused('bad-token');
    await this.#store.rename(playerId, name.trim());
    return { ok: true, name: name.trim() };
  }

  /** A board: `today`, a day, or `all`; with a device's token, its own best entry too. */
  async leaderboard(game: DailyGame, span: string, token?: string): Promise<Leaderboard> {
    const now = this.#clock.now();
    const day = span === 'all' ? null : span === 'today' ? dayOf(now) : span;
    const { rows, own, runs } = await this.#store.board(
      game,
      day,
      LEADERBOARD_SIZE,
      token === undefined ? undefined : sha256(token),
    );
    const entries = await Promise.all(rows.map((row, index) => this.#entry(row, index + 1, now)));
    return {
      game,
      span: day ?? 'all',
      seed: day !== null && dayClosed(day, now) ? daySeed(this.#secret, game, day) : null,
      runs,
      entries,
      own: own === undefined ? null : await this.#entry(own.row, own.rank, now),
    };
  }

  /**
   * The key of the device's run of `game` today; a run of yesterday's still open is refused as closed, so a move
   * sent across midnight is not taken for today's game.
   */
  async #runKey(playerId: string, game: DailyGame): Promise<RunKey | DailyRefused> {
    const today = dayOf(this.#clock.now());
    const key: RunKey = { game, day: today, playerId };
    if (this.#live.has(keyText(key)) || (await this.#store.run(key)) !== undefined) return key;
    const yesterday = await this.#store.run({ game, day: dayAfter(today, -1), playerId });
    return yesterday === undefined ? dailyRefused('no-run') : dailyRefused('day-closed');
  }

  /** The device a token is, remembered: a token's device never changes. */
  async #playerId(token: string): Promise<string | undefined> {
    const hash = sha256(token);
    const known = this.#devices.get(hash);
    if (known !== undefined) return known;
    const player = await this.#store.player(hash);
    if (player === undefined) return undefined;
    this.#devices.set(hash, player.id);
    if (this.#devices.size > DEVICES_KEPT) {
      const oldest = this.#devices.keys().next();
      if (oldest.done !== true) this.#devices.delete(oldest.value);
    }
    return player.id;
  }

  #seed(key: RunKey): string {
    return daySeed(this.#secret, key.game, key.day);
  }

  /** The run in play, from memory or rebuilt from its stored moves; undefined when the device has none. */
  async #load(key: RunKey, known?: StoredRun): Promise<LiveRun | undefined> {
    const kept = this.#live.get(keyText(key));
    if (kept !== undefined) return kept;
    const stored = known ?? (await this.#store.run(key));
    if (stored === undefined) return undefined;
    let run = newRankedRun(key.game, stored.name, this.#seed(key));
    const moves = await this.#store.moves(key);
    for (const text of moves) {
      const move = rankedMoveOf(key.game, text, run.moves);
      const next = move === undefined ? undefined : playRanked(run, move);
      if (next === undefined || 'refused' in next) {
        throw new Error(`run ${keyText(key)}: stored move ${run.moves + 1} does not replay`);
      }
      run = next;
    }
    const live: LiveRun = { run, name: stored.name, ended: stored.finished };
    this.#keep(key, live);
    return live;
  }

  #keep(key: RunKey, live: LiveRun): void {
    const text = keyText(key);
    this.#live.delete(text);
    this.#live.set(text, live);
    if (this.#live.size > RUNS_KEPT) {
      const oldest = this.#live.keys().next();
      if (oldest.done !== true) this.#live.delete(oldest.value);
    }
  }

  #answer(token: string, key: RunKey, live: LiveRun): DailyRunAnswer {
    return { ok: true, token, run: rankedView(live.run, key.day, live.name, live.ended, this.#clock.now()) };
  }

  /** A board's row as its entry: with its replay code once its day has closed (made then, and kept). */
  async #entry(row: BoardRow, rank: number, now: number): Promise<LeaderboardEntry> {
    let replay: string | null = null;
    if (dayClosed(row.day, now)) {
      replay = row.replay;
      if (replay === null) {
        const live = await this.#load(row);
        replay = (live === undefined ? undefined : rankedReplayCode(live.run)) ?? null;
        if (replay !== null) await this.#store.setReplay(row, replay);
      }
    }
    return {
      rank,
      name: row.player,
      day: row.day,
      score: row.score,
      best: row.best,
      finishedAt: row.updatedAt,
      finished: row.finished,
      replay,
    };
  }

  /** Runs `task` after the run's earlier requests, so that two moves of one run never race in this process. */
  #serially<T>(key: RunKey, task: () => Promise<T>): Promise<T> {
    const text = keyText(key);
    const before = this.#queues.get(text) ?? Promise.resolve();
    const result = before.then(task, task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.#queues.set(text, settled);
    void settled.then(() => {
      if (this.#queues.get(text) === settled) this.#queues.delete(text);
    });
    return result;
  }
}
