import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBoard, fetchToday, isProblem } from '../../src/daily/daily-api.ts';

const BOARD = {
  game: '2048',
  span: '2026-11-27',
  seed: 'abc',
  runs: 1,
  entries: [
    {
      rank: 1,
      name: '<b>Ada</b>',
      day: '2026-11-27',
      score: 1200,
      best: 128,
      finishedAt: '2026-11-27T10:00:00.000Z',
      finished: true,
      replay: 'CODE',
    },
  ],
  own: null,
};

function answering(body: unknown, status = 200) {
  const fake = vi.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fake);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('the daily challenges over HTTP', () => {
  it('asks for a board with the device’s token, and reads it', async () => {
    const fake = answering(BOARD);
    const board = await fetchBoard('2048', '2026-11-27', 'token');
    expect(fake).toHaveBeenCalledWith('api/daily/2048/leaderboard?span=2026-11-27', {
      headers: { 'X-Pastime-Device': 'token' },
    });
    expect(isProblem(board)).toBe(false);
    if (isProblem(board)) return;
    expect(board.entries[0]?.name).toBe('<b>Ada</b>');
    expect(board.seed).toBe('abc');
  });

  it('sends no token for a device without one', async () => {
    const fake = answering({ ...BOARD, span: 'all', seed: null });
    await fetchBoard('farkle', 'all', undefined);
    expect(fake).toHaveBeenCalledWith('api/daily/farkle/leaderboard?span=all', { headers: {} });
  });

  it('takes an answer of another shape, an error or no network for no server', async () => {
    answering({ hello: 'world' });
    expect(await fetchBoard('2048', 'today', undefined)).toEqual({ ok: false, reason: 'unreachable' });
    answering(BOARD, 500);
    expect(await fetchBoard('2048', 'today', undefined)).toEqual({ ok: false, reason: 'unreachable' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchToday()).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('tells the server’s refusal of a board as such, not as no server', async () => {
    answering({ ok: false, reason: 'malformed', problem: 'span: not a day' }, 400);
    expect(await fetchBoard('2048', '2026-02-30', undefined)).toEqual({
      ok: false,
      reason: 'malformed',
      problem: 'span: not a day',
    });
    answering({ ok: false, reason: 'rate-limited' }, 429);
    expect(await fetchBoard('2048', 'today', undefined)).toEqual({ ok: false, reason: 'rate-limited' });
    answering({ ok: false, reason: 'no-such-reason' }, 400);
    expect(await fetchBoard('2048', 'today', undefined)).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('reads today', async () => {
    answering({ today: '2026-11-28', closesAt: '2026-11-29T00:00:00.000Z', games: ['2048', 'farkle'] });
    expect(await fetchToday()).toEqual({
      today: '2026-11-28',
      closesAt: '2026-11-29T00:00:00.000Z',
      games: ['2048', 'farkle'],
    });
  });
});
