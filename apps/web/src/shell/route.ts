/** The app's screens and how they map to the address: routes live in the hash so any static host serves them. */
import { roomOfRoute, type DailyGame } from '@pastime/app-core';

export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: '2048' }
  | { readonly screen: 'farkle' }
  | { readonly screen: 'how-to-play' }
  | { readonly screen: 'how-to-play-2048' }
  | { readonly screen: 'how-to-play-farkle' }
  | { readonly screen: 'stats' }
  | { readonly screen: 'replay'; readonly code: string }
  /** Online Farkle: creating a room (`room` null), or a room. */
  | { readonly screen: 'online'; readonly room: string | null }
  /** The daily challenges: the boards (`game` null), or today's ranked run of a game. */
  | { readonly screen: 'daily'; readonly game: DailyGame | null }
  | { readonly screen: 'not-found'; readonly path: string };

export type Screen = Route['screen'];

/**
 * The route of a location hash: `#/2048`, `#/farkle`, their guides `#/2048/how-to-play` and
 * `#/farkle/how-to-play` (both listed at `#/how-to-play`), the statistics `#/stats`, a replay `#/replay/<code>`,
 * online Farkle `#/online` and its rooms `#/online/<room>`, the daily challenges `#/daily` and today's ranked runs
 * `#/daily/2048` and `#/daily/farkle`, or the home screen for an empty hash or `#/`.
 */
export function parseRoute(hash: string): Route {
  const path = (hash.startsWith('#') ? hash.slice(1) : hash).split('?')[0] ?? '';
  const clean = path.replace(/\/+$/, '');
  if (clean === '' || clean === '/') return { screen: 'home' };
  if (clean === '/2048') return { screen: '2048' };
  if (clean === '/farkle') return { screen: 'farkle' };
  if (clean === '/how-to-play') return { screen: 'how-to-play' };
  if (clean === '/2048/how-to-play') return { screen: 'how-to-play-2048' };
  if (clean === '/farkle/how-to-play') return { screen: 'how-to-play-farkle' };
  if (clean === '/stats') return { screen: 'stats' };
  if (clean.startsWith('/replay/')) return { screen: 'replay', code: clean.slice('/replay/'.length) };
  if (clean === '/online') return { screen: 'online', room: null };
  const room = roomOfRoute(clean);
  if (room !== undefined) return { screen: 'online', room };
  if (clean === '/daily') return { screen: 'daily', game: null };
  if (clean === '/daily/2048' || clean === '/daily/farkle') {
    return { screen: 'daily', game: clean === '/daily/2048' ? '2048' : 'farkle' };
  }
  return { screen: 'not-found', path };
}

/** The link to a screen, for `href`. */
export function hrefFor(screen: Exclude<Screen, 'not-found' | 'replay'>): string {
  switch (screen) {
    case 'home':
      return '#/';
    case 'how-to-play-2048':
      return '#/2048/how-to-play';
    case 'how-to-play-farkle':
      return '#/farkle/how-to-play';
    default:
      return `#/${screen}`;
  }
}

/** The link to today's ranked run of `game`. */
export function dailyRunHref(game: DailyGame): string {
  return `#/daily/${game}`;
}

/** The link to the replay of `code`. */
export function replayHref(code: string): string {
  return `#/replay/${code}`;
}

/** The guide the header's "How to play" leads to from `screen`: the current game's, else the list of both. */
export function helpFor(screen: Screen): Exclude<Screen, 'not-found' | 'replay'> {
  if (screen === '2048' || screen === 'how-to-play-2048') return 'how-to-play-2048';
  if (screen === 'farkle' || screen === 'how-to-play-farkle') return 'how-to-play-farkle';
  return 'how-to-play';
}

/** A seed, as the engines accept it: digits become a number, anything else is used as text. */
export type SeedParam = number | string;

const MAX_SEED_LENGTH = 64;

/**
 * The `seed` parameter that makes new games deterministic, from the query (`/?seed=7#/2048`) or after the
 * route in the hash (`#/2048?seed=7`). Absent, empty or over-long values give `undefined`.
 */
export function seedFromLocation(search: string, hash: string): SeedParam | undefined {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const raw = new URLSearchParams(search).get('seed') ?? new URLSearchParams(hashQuery).get('seed');
  if (raw === null) return undefined;
  const text = raw.trim();
  if (text === '' || text.length > MAX_SEED_LENGTH) return undefined;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}
