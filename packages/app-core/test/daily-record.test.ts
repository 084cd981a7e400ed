import { describe, expect, it } from 'vitest';
import {
  dailyRunId,
  dailyRunRecord,
  dailyRunStatus,
  newRankedRun,
  playRanked,
  rankedOver,
  rankedView,
  recordFarkleGame,
  recordGame,
  withDailyReplay2048,
  withDailyReplayFarkle,
  type LeaderboardEntry,
  type RankedRun,
} from '../src/index.ts';

const DAY = '2026-11-28';
const NOW = Date.UTC(2026, 10, 28, 12);
const ENDED = '2026-11-28T12:00:00.000Z';

/** Plays the run with the first move the engine takes, `count` times or to its end. */
function played(run: RankedRun, count: number): RankedRun {
  let current = run;
  for (let n = 0; n < count && !rankedOver(current); n++) {
    const moves =
      current.game === '2048'
        ? (['left', 'up', 'right', 'down'] as const).map((move) => ({ game: '2048' as const, seen: n, move }))
        : [{ type: 'roll' } as const, { type: 'select-all' } as const, { type: 'bank' } as const].map(
            (move) => ({ game: 'farkle' as const, seen: n, move }),
          );
    const next = moves.map((move) => playRanked(current, move)).find((step) => !('refused' in step));
    if (next === undefined || 'refused' in next) throw new Error('no move is played');
    current = next;
  }
  return current;
}

describe('a daily run in the history', () => {
  it('is not recorded while it is being played', () => {
    const run = played(newRankedRun('2048', 'Ada', 'seed'), 3);
    expect(dailyRunRecord(rankedView(run, DAY, 'Ada', false, NOW), ENDED)).toBeUndefined();
  });

  it('records a 2048 run ended early as abandoned, with the score it counted with, under its day’s id', () => {
    const run = played(newRankedRun('2048', 'Ada', 'seed'), 5);
    const record = dailyRunRecord(rankedView(run, DAY, 'Ada', true, NOW), ENDED);
    expect(record?.game).toBe('2048');
    if (record?.game !== '2048' || run.game !== '2048') return;
    expect(record.record).toEqual({
      id: dailyRunId('2048', DAY),
      size: 4,
      winValue: 2048,
      score: run.play.state.score,
      bestTile: run.play.state.bestTile,
      moves: 5,
      won: false,
      outcome: 'abandoned',
      endedAt: ENDED,
    });
  });

  it('records a Farkle run played to its end with its code, never as a new high score', () => {
    const run = played(newRankedRun('farkle', 'Ada', 'seed'), 10_000);
    expect(rankedOver(run)).toBe(true);
    const record = dailyRunRecord(rankedView(run, DAY, 'Ada', false, NOW), ENDED, 'CODE');
    if (record?.game !== 'farkle' || run.game !== 'farkle') throw new Error('a Farkle record was expected');
    expect(record.record.id).toBe('daily-farkle-2026-11-28');
    expect(record.record.outcome).toBeUndefined();
    expect(record.record.newHighScore).toBe(false);
    expect(record.record.replay).toBe('CODE');
    expect(record.record.players[0]?.score).toBe(run.play.state.players[0]?.total);
    expect(record.record.players[0]?.turns).toBe(10);
  });

  it('records a Farkle run ended early as abandoned', () => {
    const run = played(newRankedRun('farkle', 'Ada', 'seed'), 4);
    const record = dailyRunRecord(rankedView(run, DAY, 'Ada', true, NOW), ENDED);
    expect(record?.game === 'farkle' && record.record.outcome).toBe('abandoned');
  });
});

describe('today’s run of a game', () => {
  const entry: LeaderboardEntry = {
    rank: 1,
    name: 'Ada',
    day: DAY,
    score: 100,
    best: 16,
    finishedAt: ENDED,
    finished: false,
    replay: null,
  };

  it('is new without an entry, in play while its entry is not finished, then played', () => {
    expect(dailyRunStatus(null)).toBe('new');
    expect(dailyRunStatus(entry)).toBe('in-play');
    expect(dailyRunStatus({ ...entry, finished: true })).toBe('played');
  });
});

describe('a daily run’s replay code, once its day has closed', () => {
  const own = (day: string, replay: string | null): LeaderboardEntry => ({
    rank: 1,
    name: 'Ada',
    day,
    score: 8,
    best: 4,
    finishedAt: ENDED,
    finished: true,
    replay,
  });

  it('is added to the 2048 record of that day, once', () => {
    const recorded = dailyRunRecord(
      rankedView(played(newRankedRun('2048', 'Ada', 'seed'), 3), DAY, 'Ada', true, NOW),
      ENDED,
    );
    if (recorded?.game !== '2048') throw new Error('a 2048 record was expected');
    const records = recordGame(recorded.record);
    expect(withDailyReplay2048(records, own(DAY, null))).toBeUndefined();
    expect(withDailyReplay2048(records, own('2026-11-27', 'OTHER'))).toBeUndefined();
    const added = withDailyReplay2048(records, own(DAY, 'CODE'));
    expect(added?.games.map((game) => game.replay)).toEqual(['CODE']);
    expect(added && withDailyReplay2048(added, own(DAY, 'CODE'))).toBeUndefined();
  });

  it('is added to the Farkle record of that day, once', () => {
    const recorded = dailyRunRecord(
      rankedView(newRankedRun('farkle', 'Ada', 'seed'), DAY, 'Ada', true, NOW),
      ENDED,
    );
    if (recorded?.game !== 'farkle') throw new Error('a Farkle record was expected');
    const empty = { highScore: 0, highScoreName: '', highScoreDate: '', games: [] };
    const scores = recordFarkleGame(empty, recorded.record, []);
    expect(withDailyReplayFarkle(scores, own(DAY, null))).toBeUndefined();
    const added = withDailyReplayFarkle(scores, own(DAY, 'CODE'));
    expect(added?.games.map((game) => game.replay)).toEqual(['CODE']);
    expect(added?.highScore).toBe(0);
    expect(added && withDailyReplayFarkle(added, own(DAY, 'CODE'))).toBeUndefined();
  });
});
