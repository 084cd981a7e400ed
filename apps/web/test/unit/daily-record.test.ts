import {
  FarkleManager,
  type LeaderboardEntry,
  newRankedRun,
  playRanked,
  rankedView,
  timerClock,
  type RankedRun,
} from '@pastime/app-core';
import { describe, expect, it } from 'vitest';
import { addDailyReplay, recordDailyRun } from '../../src/daily/record-run.ts';
import { farklePorts, farkleScores } from '../../src/farkle/storage.ts';
import { recordsDocument } from '../../src/game2048/session.ts';
import { createStore, memoryStorage } from '../../src/storage/storage.ts';

const DAY = '2026-11-28';
const NOW = Date.UTC(2026, 10, 28, 12);

function store() {
  return createStore({ backend: memoryStorage(), prefix: 'pastime.', onProblem: () => undefined });
}

function moved(run: RankedRun): RankedRun {
  for (const move of ['left', 'right', 'up', 'down'] as const) {
    const next = playRanked(run, { game: '2048', seen: run.moves, move });
    if (!('refused' in next)) return next;
  }
  throw new Error('no move is played');
}

describe('a finished ranked run in the history', () => {
  it('goes into the 2048 records once, without a replay code, its score the best of 4×4', () => {
    const shared = store();
    const run = moved(moved(newRankedRun('2048', 'Ada', 'seed')));
    expect(recordDailyRun(shared, rankedView(run, DAY, 'Ada', false, NOW))).toBe(false);
    const ended = rankedView(run, DAY, 'Ada', true, NOW);
    expect(recordDailyRun(shared, ended, '2026-11-28T12:00:00.000Z')).toBe(true);
    expect(recordDailyRun(shared, ended, '2026-11-28T12:00:00.000Z')).toBe(true);
    const records = recordsDocument(shared).read();
    expect(records.games.map((game) => [game.id, game.score, game.replay])).toEqual([
      ['daily-2048-2026-11-28', ended.score, undefined],
    ]);
    expect(records.best['4']).toBe(ended.score);
  });

  it('goes into the Farkle games, the high score untouched', () => {
    const shared = store();
    let run = newRankedRun('farkle', 'Ada', 'seed');
    const rolled = playRanked(run, { game: 'farkle', seen: 0, move: { type: 'roll' } });
    if ('refused' in rolled) throw new Error('the roll was refused');
    run = rolled;
    expect(recordDailyRun(shared, rankedView(run, DAY, 'Ada', true, NOW))).toBe(true);
    const scores = farkleScores(shared).read();
    expect(scores.games.map((game) => [game.id, game.outcome])).toEqual([
      ['daily-farkle-2026-11-28', 'abandoned'],
    ]);
    expect(scores.highScore).toBe(0);
    // The local game's screen does not take it for a game in progress.
    const screen = new FarkleManager({ ...farklePorts(shared), clock: timerClock, newId: () => 'x' });
    expect(screen.game).toBeNull();
    screen.close();
  });
});

describe('a recorded run’s replay code, once its day has closed', () => {
  const own = (day: string, replay: string | null): LeaderboardEntry => ({
    rank: 1,
    name: 'Ada',
    day,
    score: 8,
    best: 4,
    finishedAt: '2026-11-28T12:00:00.000Z',
    finished: true,
    replay,
  });

  // Which record takes which code is app-core's (withDailyReplay2048, withDailyReplayFarkle): here, that the
  // page's records are written.
  it('is added to the 2048 record of that day', () => {
    const shared = store();
    const run = moved(newRankedRun('2048', 'Ada', 'seed'));
    recordDailyRun(shared, rankedView(run, DAY, 'Ada', true, NOW));
    expect(addDailyReplay(shared, '2048', own(DAY, 'CODE'))).toBe(true);
    expect(
      recordsDocument(shared)
        .read()
        .games.map((game) => game.replay),
    ).toEqual(['CODE']);
  });

  it('is added to the Farkle record of that day', () => {
    const shared = store();
    recordDailyRun(shared, rankedView(newRankedRun('farkle', 'Ada', 'seed'), DAY, 'Ada', true, NOW));
    expect(addDailyReplay(shared, 'farkle', own(DAY, 'CODE'))).toBe(true);
    expect(
      farkleScores(shared)
        .read()
        .games.map((game) => game.replay),
    ).toEqual(['CODE']);
  });
});
