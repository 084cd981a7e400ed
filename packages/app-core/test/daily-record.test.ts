import { describe, expect, it } from 'vitest';
import {
  dailyRecord,
  dailyRecordId,
  newRankedRun,
  playRanked,
  rankedView,
  type RankedRun,
} from '../src/index.ts';

const DAY = '2026-11-28';

function played(run: RankedRun, moves: readonly ('left' | 'up' | 'right' | 'down')[]): RankedRun {
  let current = run;
  for (const move of moves) {
    const next = playRanked(current, { game: '2048', seen: current.moves, move });
    if (!('refused' in next)) current = next;
  }
  return current;
}

describe('a ranked run in the records', () => {
  it('is not recorded while it is being played', () => {
    const view = rankedView(newRankedRun('2048', 'Ada', 'seed'), DAY, 'Ada', false, 0);
    expect(dailyRecord(view, '2026-11-28T10:00:00.000Z')).toBeUndefined();
  });

  it('records an ended 2048 run as abandoned, under one id a game and day', () => {
    const run = played(newRankedRun('2048', 'Ada', 'seed'), ['left', 'up', 'right', 'down', 'left']);
    const view = rankedView(run, DAY, 'Ada', true, 0);
    const recorded = dailyRecord(view, '2026-11-28T10:00:00.000Z');
    expect(recorded).toEqual({
      game: '2048',
      record: {
        id: 'daily-2048-2026-11-28',
        size: 4,
        winValue: 2048,
        score: view.score,
        bestTile: view.best,
        moves: run.moves,
        won: false,
        outcome: 'abandoned',
        endedAt: '2026-11-28T10:00:00.000Z',
      },
    });
    expect(dailyRecordId(view)).toBe('daily-2048-2026-11-28');
  });

  it('records an ended Farkle run with its player and no new high score', () => {
    const start = newRankedRun('farkle', 'Bo', 'seed');
    const rolled = playRanked(start, { game: 'farkle', seen: 0, move: { type: 'roll' } });
    if ('refused' in rolled) throw new Error(rolled.problem);
    const recorded = dailyRecord(rankedView(rolled, DAY, 'Bo', true, 0), '2026-11-28T11:00:00.000Z');
    expect(recorded?.game).toBe('farkle');
    expect(recorded?.record).toMatchObject({
      id: 'daily-farkle-2026-11-28',
      mode: 'one-player',
      winner: null,
      newHighScore: false,
      players: [{ name: 'Bo', computer: false, score: 0 }],
    });
  });
});
