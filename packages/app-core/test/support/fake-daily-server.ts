/**
 * A daily server for the unit tests, in memory: it plays the runs with app-core's ranked-run model as the real one
 * does, and answers the requests the client sends, as the acknowledgements would.
 */
import { dailyRefused, type DailyGame, type DailyMove } from '../../src/online/daily.ts';
import type { DailyRequest, RankedDevice } from '../../src/online/ranked-client.ts';
import {
  newRankedRun,
  playRanked,
  rankedOver,
  rankedView,
  type RankedRun,
} from '../../src/online/ranked-run.ts';

export const TODAY = '2026-11-28';
const NOW = Date.UTC(2026, 10, 28, 12);

interface Held {
  run: RankedRun;
  name: string;
  ended: boolean;
}

export class FakeDailyServer {
  readonly runs = new Map<string, Held>();
  readonly names = new Map<string, string>();
  readonly sent: { event: DailyRequest; message: Record<string, unknown> }[] = [];
  #tokens = 0;
  /** Answers held back until `release` (a slow network). */
  holding = false;
  /** The day has closed: runs are over as they stand, and moves are refused. */
  closed = false;
  readonly #held: (() => void)[] = [];

  request = (event: DailyRequest, message: unknown): Promise<unknown> => {
    const body = message as Record<string, unknown>;
    this.sent.push({ event, message: body });
    const answer = this.#answer(event, body);
    if (!this.holding) return Promise.resolve(answer);
    return new Promise((resolve) => this.#held.push(() => resolve(answer)));
  };

  release(): void {
    for (const resolve of this.#held.splice(0)) resolve();
  }

  #view(token: string, game: DailyGame) {
    const held = this.runs.get(`${token}:${game}`);
    if (held === undefined) return dailyRefused('no-run');
    return { ok: true, token, run: rankedView(held.run, TODAY, held.name, held.ended || this.closed, NOW) };
  }

  #answer(event: DailyRequest, body: Record<string, unknown>): unknown {
    const game = body['game'] as DailyGame;
    const given = body['token'];
    if (event === 'start') {
      const token = typeof given === 'string' ? given : `token-${++this.#tokens}`;
      if (typeof given === 'string' && !this.names.has(given)) return dailyRefused('bad-token');
      const name = String(body['name']);
      this.names.set(token, name);
      const key = `${token}:${game}`;
      const held = this.runs.get(key);
      if (held?.ended === true || (held !== undefined && rankedOver(held.run))) {
        return dailyRefused('already-played');
      }
      if (held === undefined)
        this.runs.set(key, { run: newRankedRun(game, name, 'seed'), name, ended: false });
      return this.#view(token, game);
    }
    if (typeof given !== 'string' || !this.names.has(given)) return dailyRefused('bad-token');
    const held = this.runs.get(`${given}:${game}`);
    // Runs are known by day: once the day has closed, the device has no run today.
    if (event === 'run') return this.closed ? dailyRefused('no-run') : this.#view(given, game);
    if (held === undefined) return dailyRefused('no-run');
    if (event === 'end') {
      if (held.ended) return dailyRefused('run-over');
      held.ended = true;
      return this.#view(given, game);
    }
    if (this.closed) return dailyRefused('day-closed');
    if (held.ended || rankedOver(held.run)) return dailyRefused('run-over');
    if (body['seen'] !== held.run.moves) return dailyRefused('stale');
    const next = playRanked(held.run, { game, seen: held.run.moves, move: body['move'] } as DailyMove);
    if ('refused' in next) return dailyRefused('illegal', next.problem);
    held.run = next;
    return this.#view(given, game);
  }
}

/** A device kept in memory. */
export function memoryDevice(name = 'Ada', token?: string): RankedDevice & { readonly tokens: string[] } {
  let held = token;
  const tokens: string[] = [];
  return {
    tokens,
    token: () => held,
    keepToken(value) {
      held = value;
      tokens.push(value);
    },
    name: () => name,
  };
}
