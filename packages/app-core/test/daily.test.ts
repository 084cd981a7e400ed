import { newGame } from '@pastime/2048';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  dailyMoveSchema,
  dayAfter,
  dayClosed,
  dayEnd,
  dayOf,
  daySchema,
  dayStart,
  newRankedRun,
  playRanked,
  playReplay,
  rankedMoveOf,
  rankedMoveText,
  rankedOver,
  rankedReplayCode,
  rankedScore,
  rankedView,
  readLeaderboardAnswer,
  entryStanding,
  isOwnEntry,
  type DailyMove,
  type Leaderboard,
  type RankedRun,
} from '../src/index.ts';
import { fromState2048 } from '../src/game2048/save.ts';

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
/** Enough Farkle choices to play any ten turns to the end. */
const ENOUGH = Array.from({ length: 400 }, (_, i) => i);

describe('days', () => {
  it('are UTC dates, each closing at the next midnight', () => {
    const start = Date.UTC(2026, 10, 28);
    expect(dayOf(start)).toBe('2026-11-28');
    expect(dayOf(start - 1)).toBe('2026-11-27');
    expect(dayStart('2026-11-28')).toBe(start);
    expect(dayEnd('2026-11-28')).toBe(Date.UTC(2026, 10, 29));
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayClosed('2026-11-28', Date.UTC(2026, 10, 29) - 1)).toBe(false);
    expect(dayClosed('2026-11-28', Date.UTC(2026, 10, 29))).toBe(true);
  });

  it('refuses text that is not a real day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-28', '2026-11-28T00', 20261128]) {
      expect(() => daySchema(bad, 'day')).toThrow(/day/);
    }
    expect(daySchema('2024-02-29', 'day')).toBe('2024-02-29');
  });

  it('round-trip through their start for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (instant) => {
        const day = dayOf(instant);
        expect(dayStart(day)).toBeLessThanOrEqual(instant);
        expect(dayEnd(day)).toBeGreaterThan(instant);
      }),
    );
  });
});

describe('leaderboard order', () => {
  it('puts the higher score first, and of equal scores the earlier finish', () => {
    const runs = [
      { name: 'late', score: 500, finishedAt: '2026-11-28T10:00:00.000Z' },
      { name: 'best', score: 900, finishedAt: '2026-11-28T23:00:00.000Z' },
      { name: 'early', score: 500, finishedAt: '2026-11-28T09:00:00.000Z' },
    ];
    expect([...runs].sort(compareRuns).map((run) => run.name)).toEqual(['best', 'early', 'late']);
  });
});

describe('a board as a client reads it', () => {
  const board: Leaderboard = {
    game: 'farkle',
    span: 'all',
    seed: null,
    runs: 0,
    entries: [],
    own: null,
  };

  it('marks the device’s own run, and says whether each run ended, is being played or was closed on', () => {
    const entry = {
      rank: 2,
      name: 'Ada',
      day: '2026-11-28',
      score: 10,
      best: 8,
      finishedAt: '2026-11-28T10:00:00.000Z',
      finished: false,
      replay: null,
    };
    const withOwn = {
      ...board,
      span: '2026-11-28',
      entries: [{ ...entry, rank: 1, name: 'Bo' }, entry],
      own: entry,
    };
    expect(withOwn.entries.map((shown) => isOwnEntry(withOwn, shown))).toEqual([false, true]);
    expect(isOwnEntry(board, entry)).toBe(false);
    expect(entryStanding(entry, '2026-11-28')).toBe('playing');
    expect(entryStanding(entry, '2026-11-29')).toBe('cut-off');
    expect(entryStanding({ ...entry, finished: true }, '2026-11-28')).toBe('ended');
  });

  it('is the board on success, the refusal named at any status, and no server otherwise', () => {
    expect(readLeaderboardAnswer(board, true)).toEqual(board);
    expect(readLeaderboardAnswer(board, false)).toEqual({ ok: false, reason: 'unreachable' });
    expect(readLeaderboardAnswer({ ok: false, reason: 'malformed', problem: 'span' }, false)).toEqual({
      ok: false,
      reason: 'malformed',
      problem: 'span',
    });
    expect(readLeaderboardAnswer({ ok: false, reason: 'rate-limited', problem: 7 }, false)).toEqual({
      ok: false,
      reason: 'rate-limited',
    });
    expect(readLeaderboardAnswer({ ok: false, reason: 'toString' }, false)).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    expect(readLeaderboardAnswer({ ...board, runs: 'many' }, true)).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    expect(readLeaderboardAnswer('<html>', true)).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describe('move requests', () => {
  it('read a direction for 2048 and an action for Farkle, and refuse the other shapes', () => {
    expect(dailyMoveSchema({ token: 't', game: '2048', seen: 3, move: 'up' }, 'm')).toEqual({
      token: 't',
      game: '2048',
      seen: 3,
      move: 'up',
    });
    expect(
      dailyMoveSchema({ token: 't', game: 'farkle', seen: 0, move: { type: 'roll' } }, 'm').move,
    ).toEqual({
      type: 'roll',
    });
    expect(() => dailyMoveSchema({ token: 't', game: '2048', seen: 0, move: { type: 'roll' } }, 'm')).toThrow(
      /m\.move/,
    );
    expect(() => dailyMoveSchema({ token: 't', game: 'farkle', seen: 0, move: 'up' }, 'm')).toThrow(
      /m\.move/,
    );
    expect(() => dailyMoveSchema({ token: 't', game: 'chess', seen: 0, move: 'up' }, 'm')).toThrow(/m\.game/);
  });
});

/** Plays seeded random moves the engine takes, as far as `count` or the end. */
function playOn(run: RankedRun, picks: readonly number[]): RankedRun {
  let current = run;
  for (const pick of picks) {
    if (rankedOver(current)) break;
    const move: DailyMove =
      current.game === '2048'
        ? { game: '2048', seen: current.moves, move: DIRECTIONS[pick % 4] ?? 'up' }
        : { game: 'farkle', seen: current.moves, move: farkleMove(current, pick) };
    const next = playRanked(current, move);
    if (!('refused' in next)) current = next;
  }
  return current;
}

function farkleMove(run: RankedRun, pick: number) {
  if (run.game !== 'farkle') return { type: 'roll' as const };
  const { phase } = run.play.state;
  if (phase === 'awaiting-roll') return { type: 'roll' as const };
  const choices = [{ type: 'bank' as const }, { type: 'select-all' as const }, { type: 'roll' as const }];
  return choices[pick % 3] ?? { type: 'roll' as const };
}

describe('a ranked run', () => {
  it('of 2048 refuses a move no tile can make, and leaves the run as it was', () => {
    const run = newRankedRun('2048', 'Ada', 'seed');
    const moved = DIRECTIONS.map((move) => playRanked(run, { game: '2048', seen: 0, move }));
    expect(moved.some((next) => !('refused' in next))).toBe(true);
    const stuck = playOn(
      run,
      Array.from({ length: 5000 }, (_, i) => (i * 7) % 4),
    );
    if (rankedOver(stuck)) {
      const refused = playRanked(stuck, { game: '2048', seen: stuck.moves, move: 'up' });
      expect(refused).toMatchObject({ refused: 'illegal' });
    }
    expect(run.moves).toBe(0);
  });

  it('of 2048 plays on after its 2048: the win is acknowledged with the move that made it', () => {
    const board = [
      [1024, 1024, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 4],
    ];
    const play = fromState2048(newGame({ size: 4, winValue: 2048, seed: 7, board }));
    const run: RankedRun = { game: '2048', moves: 0, play };
    const won = playRanked(run, { game: '2048', seen: 0, move: 'left' });
    if ('refused' in won || won.game !== '2048') throw new Error('the winning move was refused');
    expect(won.play.state.won).toBe(true);
    expect(won.play.state.status).toBe('won-continue');
    expect(won.play.save.log).toBe('lk');
    expect(rankedOver(won)).toBe(false);
    expect(rankedScore(won)).toEqual({ score: 2048, best: 2048 });
    // The next move is played like any other.
    const next = DIRECTIONS.map((move) => playRanked(won, { game: '2048', seen: 1, move })).find(
      (moved) => !('refused' in moved),
    );
    expect(next !== undefined && !('refused' in next) ? next.moves : undefined).toBe(2);
  });

  it('is dealt the same game from the same seed, and another from another', () => {
    const a = newRankedRun('2048', 'Ada', 'day-1');
    const b = newRankedRun('2048', 'Bo', 'day-1');
    const c = newRankedRun('2048', 'Ada', 'day-2');
    expect(a.play.state).toEqual(b.play.state);
    expect(c.play.state).not.toEqual(a.play.state);
  });

  it('shows no seed or generator to its player', () => {
    for (const game of ['2048', 'farkle'] as const) {
      const view = rankedView(newRankedRun(game, 'Ada', 'secret-seed'), '2026-11-28', 'Ada', false, 0);
      expect(JSON.stringify(view)).not.toContain('secret-seed');
      expect(view.position.state).not.toHaveProperty('random');
      expect(view.position.state).not.toHaveProperty('rng');
      expect(view.closesAt).toBe('2026-11-29T00:00:00.000Z');
    }
  });

  it('is finished once its day has closed, though its game goes on', () => {
    const run = newRankedRun('farkle', 'Ada', 's');
    expect(rankedView(run, '2026-11-28', 'Ada', false, dayEnd('2026-11-28') - 1).finished).toBe(false);
    expect(rankedView(run, '2026-11-28', 'Ada', false, dayEnd('2026-11-28')).finished).toBe(true);
  });

  it('stores each move as text that reads back as the same move', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIRECTIONS), fc.nat(100), (move, seen) => {
        const stored: DailyMove = { game: '2048', seen, move };
        expect(rankedMoveOf('2048', rankedMoveText(stored), seen)).toEqual(stored);
      }),
    );
    const action: DailyMove = { game: 'farkle', seen: 2, move: { type: 'select', indices: [0, 4] } };
    expect(rankedMoveOf('farkle', rankedMoveText(action), 2)).toEqual(action);
    expect(rankedMoveOf('farkle', '{"type":"cheat"}', 0)).toBeUndefined();
    expect(rankedMoveOf('2048', 'sideways', 0)).toBeUndefined();
  });

  it('has a replay code that replays to its score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2048' as const, 'farkle' as const),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.array(fc.nat(11), { maxLength: 300 }),
        (game, seed, picks) => {
          const run = playOn(
            newRankedRun(game, 'Ada', seed),
            game === 'farkle' ? [...picks, ...ENOUGH] : picks,
          );
          const code = rankedReplayCode(run);
          expect(code).toBeDefined();
          const played = playReplay(code ?? '');
          const score = played.game === '2048' ? played.final.score : (played.final.players[0]?.total ?? -1);
          expect(score).toBe(rankedScore(run).score);
        },
      ),
      { numRuns: 60 },
    );
  });
});
