/**
 * The daily challenges' service on its own clock: runs begun, resumed, played and ended; refusals that change
 * nothing; a run crossing midnight; a closed day's seed published and every entry's replay verified; the board's
 * order with ties.
 */
import {
  dayEnd,
  playReplay,
  type DailyMove,
  type DailyRunAnswer,
  type DailyRefused,
  type DailyRunView,
  type Clock,
} from '@pastime/app-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { Daily } from '../src/daily/daily.ts';
import { DailyStore } from '../src/daily/daily-store.ts';
import { daySecret, daySeed } from '../src/daily/day-seed.ts';

const DIRECTIONS = ['up', 'left', 'down', 'right'] as const;

function manualClock(start: number) {
  let now = start;
  const clock: Clock = { now: () => now, after: () => () => undefined };
  return { clock, set: (at: number) => (now = at), advance: (ms: number) => (now += ms) };
}

let database: OpenDatabase;
let secret: string;
beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  secret = await daySecret(database.db);
});
afterAll(() => database.db.destroy());

function service(clock: Clock, runsPerAddress?: number): Daily {
  return new Daily({
    store: new DailyStore(database.db, () => new Date(clock.now())),
    secret,
    clock,
    ...(runsPerAddress === undefined ? {} : { runsPerAddress }),
  });
}

function ok(answer: DailyRunAnswer | DailyRefused): DailyRunAnswer {
  if (!answer.ok) throw new Error(`refused: ${answer.reason} ${answer.problem ?? ''}`);
  return answer;
}

/** Plays `count` 2048 moves the board takes, trying the directions in turn. */
async function play2048(
  daily: Daily,
  token: string,
  run: DailyRunView,
  count: number,
): Promise<DailyRunView> {
  let current = run;
  for (let played = 0, attempt = 0; played < count && !current.finished && attempt < count * 8; attempt++) {
    const move: DailyMove = { game: '2048', seen: current.moves, move: DIRECTIONS[attempt % 4] ?? 'up' };
    const answer = await daily.move(token, move);
    if (answer.ok) {
      current = answer.run;
      played++;
    } else expect(answer.reason).toBe('illegal');
  }
  return current;
}

/** Plays a Farkle run to its end: roll, keep every scoring die, bank at 300 or more. */
async function playFarkleOut(daily: Daily, token: string, run: DailyRunView): Promise<DailyRunView> {
  let current = run;
  for (let i = 0; i < 500 && !current.finished; i++) {
    if (current.position.game !== 'farkle') throw new Error('not a Farkle run');
    const { phase, turnTotal, selectionScore } = current.position.state;
    const move =
      phase === 'awaiting-roll'
        ? { type: 'roll' as const }
        : selectionScore === 0
          ? { type: 'select-all' as const }
          : turnTotal + selectionScore >= 300
            ? { type: 'bank' as const }
            : { type: 'roll' as const };
    const answer = await daily.move(token, { game: 'farkle', seen: current.moves, move });
    if (answer.ok) current = answer.run;
    else if (move.type === 'select-all') {
      // A roll with nothing to keep is a farkle the engine has played already: roll on.
      expect(answer.reason).toBe('illegal');
    } else throw new Error(`refused: ${answer.reason} ${answer.problem ?? ''}`);
  }
  return current;
}

describe('a ranked run', () => {
  it('is dealt the day’s game, stored move by move, and resumed as it stood', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 1, 12));
    const daily = service(clock);
    const started = ok(await daily.start('2048', 'Ada', undefined, 'a'));
    expect(started.token.length).toBeGreaterThanOrEqual(22);
    expect(started.run).toMatchObject({ game: '2048', day: '2026-11-01', moves: 0, finished: false });
    const other = ok(await daily.start('2048', 'Bo', undefined, 'b'));
    // Everybody gets the same game today.
    expect(other.run.position.state).toEqual(started.run.position.state);

    const played = await play2048(daily, started.token, started.run, 10);
    expect(played.moves).toBe(10);
    // A service started afresh (as after a restart) rebuilds the run from its stored moves.
    const again = ok(await service(clock).start('2048', 'Ada', started.token, 'a'));
    expect(again.run).toEqual(played);
    expect(ok(await service(clock).run(started.token, '2048')).run).toEqual(played);
  });

  it('refuses a stale, illegal, forged or foreign move, and changes nothing', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 2, 12));
    const daily = service(clock);
    const ada = ok(await daily.start('2048', 'Ada', undefined, 'a'));
    const played = await play2048(daily, ada.token, ada.run, 3);
    const stale = await daily.move(ada.token, { game: '2048', seen: 1, move: 'up' });
    expect(stale).toMatchObject({ ok: false, reason: 'stale' });
    expect(await daily.move('forged-token-forged-tok', { game: '2048', seen: 3, move: 'up' })).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(await daily.move(ada.token, { game: 'farkle', seen: 0, move: { type: 'roll' } })).toEqual({
      ok: false,
      reason: 'no-run',
    });
    expect(ok(await daily.run(ada.token, '2048')).run).toEqual(played);
  });

  it('is one a day: a second run of a finished day is refused', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 3, 12));
    const daily = service(clock);
    const ada = ok(await daily.start('2048', 'Ada', undefined, 'a'));
    await play2048(daily, ada.token, ada.run, 2);
    const ended = ok(await daily.end(ada.token, '2048'));
    expect(ended.run.finished).toBe(true);
    expect(await daily.start('2048', 'Ada', ada.token, 'a')).toEqual({ ok: false, reason: 'already-played' });
    expect(await daily.move(ada.token, { game: '2048', seen: 2, move: 'up' })).toEqual({
      ok: false,
      reason: 'run-over',
    });
    expect(await daily.end(ada.token, '2048')).toEqual({ ok: false, reason: 'run-over' });
    // Farkle is the day's other challenge: its run is its own.
    expect(ok(await daily.start('farkle', 'Ada', ada.token, 'a')).run.game).toBe('farkle');
  });

  it('takes the local name rules, and a new name shows on every board', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 4, 12));
    const daily = service(clock);
    expect(await daily.start('2048', '   ', undefined, 'a')).toMatchObject({ ok: false, reason: 'bad-name' });
    expect(await daily.start('2048', 'a\u0007b', undefined, 'a')).toMatchObject({
      ok: false,
      reason: 'bad-name',
    });
    const ada = ok(await daily.start('2048', 'Ada', undefined, 'a'));
    expect(await daily.rename(ada.token, 'Ada L.')).toEqual({ ok: true, name: 'Ada L.' });
    const board = await daily.leaderboard('2048', 'today', ada.token);
    expect(board.own?.name).toBe('Ada L.');
    expect(board.entries.map((entry) => entry.name)).toContain('Ada L.');
  });

  it('limits the runs one address begins in a day', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 5, 12));
    const daily = service(clock, 2);
    ok(await daily.start('2048', 'One', undefined, 'shared'));
    ok(await daily.start('2048', 'Two', undefined, 'shared'));
    const devices = async (): Promise<number> =>
      Number(
        (
          await database.db
            .selectFrom('daily_players')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await devices();
    expect(await daily.start('2048', 'Three', undefined, 'shared')).toMatchObject({
      ok: false,
      reason: 'rate-limited',
    });
    // Refused, a new device is not kept either.
    expect(await devices()).toBe(before);
    ok(await daily.start('2048', 'Elsewhere', undefined, 'other'));
  });
});

describe('many runs at once', () => {
  it('store every move, written together, and refuse the same move sent twice at once', async () => {
    const { clock } = manualClock(Date.UTC(2026, 10, 6, 12));
    const daily = service(clock);
    const players = await Promise.all(
      Array.from({ length: 30 }, (_, index) => daily.start('2048', `P${index}`, undefined, `a${index}`)),
    );
    const begun = players.map(ok);
    const tokens = begun.map((answer) => answer.token);
    const runs = await Promise.all(begun.map((answer) => play2048(daily, answer.token, answer.run, 6)));
    // The same move twice in the same moment: one is played, the other is stale.
    const token = tokens[0] ?? '';
    const run = runs[0];
    const both = await Promise.all(
      DIRECTIONS.flatMap((move) => [move, move]).map((move) =>
        daily.move(token, { game: '2048', seen: run?.moves ?? 0, move }),
      ),
    );
    expect(both.filter((answer) => answer.ok)).toHaveLength(1);
    const fresh = service(clock);
    for (const [index, played] of runs.entries()) {
      const stored = ok(await fresh.run(tokens[index] ?? '', '2048')).run;
      if (index === 0) expect(stored.moves).toBe(played.moves + 1);
      else expect(stored).toEqual(played);
    }
  });
});

describe('a day that closes', () => {
  it('ends the runs crossing midnight where they stand, then publishes its seed and every replay', async () => {
    const day = '2026-11-10';
    const { clock, set } = manualClock(dayEnd(day) - 60_000);
    const daily = service(clock);
    const ada = ok(await daily.start('2048', 'Ada', undefined, 'a'));
    const before = await play2048(daily, ada.token, ada.run, 8);
    const fin = ok(await daily.start('farkle', 'Fin', undefined, 'f'));
    const finished = await playFarkleOut(daily, fin.token, fin.run);
    expect(finished.finished).toBe(true);
    // A Farkle run its day closes on, a turn begun: it counts, and replays, as it stood.
    const gil = ok(await daily.start('farkle', 'Gil', undefined, 'g'));
    const rolled = ok(await daily.move(gil.token, { game: 'farkle', seen: 0, move: { type: 'roll' } }));
    expect(rolled.run.finished).toBe(false);

    // Today's board is live and keeps its seed.
    const live = await daily.leaderboard('2048', day);
    expect(live.seed).toBeNull();
    expect(live.entries[0]?.replay).toBeNull();

    set(dayEnd(day) + 1000);
    expect(await daily.move(ada.token, { game: '2048', seen: before.moves, move: 'up' })).toEqual({
      ok: false,
      reason: 'day-closed',
    });
    const board = await daily.leaderboard('2048', day, ada.token);
    expect(board.seed).toBe(daySeed(secret, '2048', day));
    expect(board.own).toMatchObject({ rank: 1, score: before.score, finished: false });
    for (const game of ['2048', 'farkle'] as const) {
      const closed = await daily.leaderboard(game, day);
      expect(closed.entries.length).toBe(game === '2048' ? 1 : 2);
      for (const entry of closed.entries) {
        const played = playReplay(entry.replay ?? '');
        const score = played.game === '2048' ? played.final.score : played.final.players[0]?.total;
        expect(score).toBe(entry.score);
        expect(played.replay.seed).toBe(closed.seed);
      }
    }
    // The next day is another game, begun afresh.
    const next = ok(await daily.start('2048', 'Ada', ada.token, 'a'));
    expect(next.run).toMatchObject({ day: '2026-11-11', moves: 0 });
    expect(daySeed(secret, '2048', '2026-11-11')).not.toBe(board.seed);
  });
});

describe('a board', () => {
  it('ranks the higher score first and, of equal scores, the earlier finish', async () => {
    const day = '2026-11-12';
    const { clock, advance } = manualClock(Date.UTC(2026, 10, 12, 8));
    const daily = service(clock);
    // Three devices play the same moves on the same game: equal scores, finished at different times.
    const players = [];
    for (const name of ['Late', 'Early', 'Middle']) {
      players.push({ name, answer: ok(await daily.start('2048', name, undefined, name)) });
    }
    const runs = [];
    for (const { answer } of players) runs.push(await play2048(daily, answer.token, answer.run, 6));
    const order = ['Early', 'Middle', 'Late'];
    for (const name of order) {
      advance(60_000);
      const player = players.find((p) => p.name === name);
      ok(await daily.end(player?.answer.token ?? '', '2048'));
    }
    const better = ok(await daily.start('2048', 'Better', undefined, 'better'));
    const best = await play2048(daily, better.token, better.run, 12);
    expect(best.score).toBeGreaterThan(runs[0]?.score ?? 0);

    const board = await daily.leaderboard('2048', day, players[0]?.answer.token);
    expect(board.runs).toBe(4);
    expect(board.entries.map((entry) => entry.name)).toEqual(['Better', ...order]);
    expect(board.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
    expect(board.own).toMatchObject({ name: 'Late', rank: 4 });
    const all = await daily.leaderboard('2048', 'all');
    expect(all.runs).toBeGreaterThanOrEqual(4);
    expect(all.entries.map((entry) => entry.score)).toEqual(
      [...all.entries.map((entry) => entry.score)].sort((a, b) => b - a),
    );
  });
});

describe('a device’s own rank', () => {
  it('is its place in the board’s order, however the scores fall into bands', async () => {
    const day = '2026-11-20';
    let now = Date.UTC(2026, 10, 20, 1);
    const store = new DailyStore(database.db, () => new Date(now));
    const random = fc.sample(
      fc.array(fc.tuple(fc.nat(5000), fc.nat(5000)), { minLength: 150, maxLength: 150 }),
      {
        numRuns: 1,
        seed: 29,
      },
    )[0];
    const runs: { id: string; score: number; at: string }[] = [];
    for (const [index, [first, second]] of (random ?? []).entries()) {
      const key = { game: '2048' as const, day, playerId: `rank-${String(index).padStart(3, '0')}` };
      await store.createPlayer(key.playerId, `hash-${key.playerId}`, key.playerId);
      await store.createRun(key, key.playerId, 'x', { moves: 0, score: 0, best: 0, finished: false });
      // Scores land on a few values often, so that ties are common; some runs move on to a second score.
      const score1 = (first % 40) * 32;
      now += index % 3 === 0 ? 0 : 1000;
      await store.recordMoves([
        { key, move: 'up', progress: { moves: 1, score: score1, best: 2, finished: false }, scoreBefore: 0 },
      ]);
      let score = score1;
      if (second % 2 === 0) {
        score = score1 + (second % 7) * 64;
        await store.recordMoves([
          { key, move: 'left', progress: { moves: 2, score, best: 2, finished: false }, scoreBefore: score1 },
        ]);
      }
      runs.push({ id: key.playerId, score, at: new Date(now).toISOString() });
    }
    const order = [...runs].sort(
      (a, b) => b.score - a.score || (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1),
    );
    expect((await store.board('2048', day, 100)).runs).toBe(runs.length);
    for (const [place, run] of order.entries()) {
      if (place % 7 !== 0) continue;
      const { own } = await store.board('2048', day, 100, `hash-${run.id}`);
      expect(own?.rank).toBe(place + 1);
      expect(own?.row.playerId).toBe(run.id);
    }
    const { rows: top, own: nobody } = await store.board('2048', day, 100, 'hash-of-no-device');
    expect(nobody).toBeUndefined();
    expect(top.map((row) => row.playerId)).toEqual(order.slice(0, 100).map((run) => run.id));
  });

  it('is its best run’s place on the board of every day, in the same order', async () => {
    let now = Date.UTC(2026, 9, 10, 1);
    // A database of its own: every day's board counts every run of the game.
    const own = await openDatabase({ kind: 'memory' });
    const store = new DailyStore(own.db, () => new Date(now));
    // Three days of Farkle runs, each device playing on each day.
    const runs: { id: string; day: string; score: number; at: string }[] = [];
    for (const [d, day] of ['2026-10-10', '2026-10-11', '2026-10-12'].entries()) {
      for (let i = 0; i < 12; i++) {
        const playerId = `all-${i}`;
        const key = { game: 'farkle' as const, day, playerId };
        if (d === 0) await store.createPlayer(playerId, `hash-${playerId}`, playerId);
        await store.createRun(key, playerId, 'x', { moves: 0, score: 0, best: 0, finished: false });
        const score = ((i * 7 + d * 5) % 9) * 50;
        now += 1000;
        await store.recordMoves([
          { key, move: 'roll', progress: { moves: 1, score, best: score, finished: false }, scoreBefore: 0 },
        ]);
        runs.push({ id: playerId, day, score, at: new Date(now).toISOString() });
      }
    }
    const order = [...runs].sort(
      (a, b) => b.score - a.score || (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1),
    );
    const all = await store.board('farkle', null, 100);
    expect(all.runs).toBe(runs.length);
    expect(all.rows.map((row) => [row.playerId, row.day])).toEqual(order.map((run) => [run.id, run.day]));
    for (const id of ['all-0', 'all-5', 'all-11']) {
      // A device's entry on every day's board is its best run there.
      const best = order.findIndex((run) => run.id === id);
      const mine = (await store.board('farkle', null, 100, `hash-${id}`)).own;
      expect(mine?.rank).toBe(best + 1);
      expect(mine?.row.day).toBe(order[best]?.day);
    }
    await own.db.destroy();
  });
});
