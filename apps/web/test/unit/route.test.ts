import { describe, expect, it } from 'vitest';
import {
  dailyRunHref,
  helpFor,
  hrefFor,
  parseRoute,
  replayHref,
  seedFromLocation,
} from '../../src/shell/route.ts';

describe('parseRoute', () => {
  it('maps the daily challenges: the boards, and today’s ranked run of each game', () => {
    expect(parseRoute('#/daily')).toEqual({ screen: 'daily', game: null });
    expect(parseRoute('#/daily/')).toEqual({ screen: 'daily', game: null });
    expect(parseRoute('#/daily/2048')).toEqual({ screen: 'daily', game: '2048' });
    expect(parseRoute(dailyRunHref('farkle'))).toEqual({ screen: 'daily', game: 'farkle' });
    expect(parseRoute('#/daily/chess')).toEqual({ screen: 'not-found', path: '/daily/chess' });
    expect(hrefFor('daily')).toBe('#/daily');
  });

  it('maps online play: creating a room, and a room by its id', () => {
    expect(parseRoute('#/online')).toEqual({ screen: 'online', room: null });
    expect(parseRoute('#/online/M_KvfPhG85BU04H9')).toEqual({ screen: 'online', room: 'M_KvfPhG85BU04H9' });
    expect(parseRoute('#/online/a b')).toEqual({ screen: 'not-found', path: '/online/a b' });
    expect(parseRoute(`#/online/${'x'.repeat(65)}`).screen).toBe('not-found');
    expect(hrefFor('online')).toBe('#/online');
  });

  it('maps the statistics and a replay, whose code is kept as it is', () => {
    expect(parseRoute('#/stats')).toEqual({ screen: 'stats' });
    expect(hrefFor('stats')).toBe('#/stats');
    expect(parseRoute('#/replay/AQEDCwx-_9')).toEqual({ screen: 'replay', code: 'AQEDCwx-_9' });
    expect(parseRoute(replayHref('AQE_x'))).toEqual({ screen: 'replay', code: 'AQE_x' });
    expect(parseRoute('#/replay/')).toEqual({ screen: 'not-found', path: '/replay/' });
  });

  it('maps hashes to screens', () => {
    expect(parseRoute('')).toEqual({ screen: 'home' });
    expect(parseRoute('#/')).toEqual({ screen: 'home' });
    expect(parseRoute('#/2048')).toEqual({ screen: '2048' });
    expect(parseRoute('#/2048/')).toEqual({ screen: '2048' });
    expect(parseRoute('#/2048?seed=4')).toEqual({ screen: '2048' });
    expect(parseRoute('#/farkle')).toEqual({ screen: 'farkle' });
    expect(parseRoute('#/chess')).toEqual({ screen: 'not-found', path: '/chess' });
  });

  it('maps the guides: one per game and the list of both', () => {
    expect(parseRoute('#/how-to-play')).toEqual({ screen: 'how-to-play' });
    expect(parseRoute('#/2048/how-to-play')).toEqual({ screen: 'how-to-play-2048' });
    expect(parseRoute('#/farkle/how-to-play/')).toEqual({ screen: 'how-to-play-farkle' });
    expect(parseRoute('#/chess/how-to-play')).toEqual({ screen: 'not-found', path: '/chess/how-to-play' });
  });

  it('gives links that parse back to their screen', () => {
    for (const screen of [
      'home',
      '2048',
      'farkle',
      'how-to-play',
      'how-to-play-2048',
      'how-to-play-farkle',
    ] as const)
      expect(parseRoute(hrefFor(screen)).screen).toBe(screen);
  });

  it('leads "How to play" to the guide of the game shown, else to the list', () => {
    expect(helpFor('2048')).toBe('how-to-play-2048');
    expect(helpFor('how-to-play-2048')).toBe('how-to-play-2048');
    expect(helpFor('farkle')).toBe('how-to-play-farkle');
    expect(helpFor('how-to-play-farkle')).toBe('how-to-play-farkle');
    expect(helpFor('home')).toBe('how-to-play');
    expect(helpFor('not-found')).toBe('how-to-play');
  });
});

describe('seedFromLocation', () => {
  it('reads ?seed=N from the query or from after the route', () => {
    expect(seedFromLocation('?seed=42', '#/2048')).toBe(42);
    expect(seedFromLocation('', '#/2048?seed=7')).toBe(7);
    expect(seedFromLocation('?seed=1', '#/2048?seed=2')).toBe(1);
  });

  it('keeps a non-numeric seed as text and ignores empty or absurd ones', () => {
    expect(seedFromLocation('?seed=daily-2024', '')).toBe('daily-2024');
    expect(seedFromLocation('?seed=', '')).toBeUndefined();
    expect(seedFromLocation('', '#/2048')).toBeUndefined();
    expect(seedFromLocation(`?seed=${'9'.repeat(80)}`, '')).toBeUndefined();
    // Beyond 15 digits a number would lose precision, so it stays text.
    expect(seedFromLocation('?seed=12345678901234567', '')).toBe('12345678901234567');
  });
});
