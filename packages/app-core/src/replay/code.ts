/**
 * What every replay code begins with: its version, then which game it holds. The rest is the game's own.
 */
import { ByteReader, fromBase64Url } from './bytes.ts';
import { ReplayError } from './error.ts';

/** The first byte of every replay code: its version. */
export const REPLAY_VERSION = 1;
/** The second byte: which game. */
export const REPLAY_GAME_2048 = 1;
export const REPLAY_GAME_FARKLE = 2;
/** Farkle under house rules, at a table of seats, or with a longer seed: what `REPLAY_GAME_FARKLE` cannot hold. */
export const REPLAY_GAME_FARKLE_TABLE = 3;

/** Where a replay link (`…/#/replay/<code>`, as the web app shows it) has its code. */
const LINK_PATH = '#/replay/';

/** The code of `text`: a code, or a replay link that ends in one. */
export function replayCodeOf(text: string): string {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf(LINK_PATH);
  return at < 0 ? trimmed : trimmed.slice(at + LINK_PATH.length);
}

/** Reads the version and game of a code's bytes (or a link's), for the decoder of that game. */
export function openReplay(code: string): { readonly game: number; readonly reader: ByteReader } {
  const reader = new ByteReader(fromBase64Url(replayCodeOf(code)));
  const version = reader.byte('version');
  if (version !== REPLAY_VERSION) {
    throw new ReplayError(
      'unsupported',
      `the code is of version ${version}; this program reads version ${REPLAY_VERSION}`,
    );
  }
  return { game: reader.byte('game'), reader };
}

/** Which game a code holds, for the screen or command that plays it; throws a `ReplayError` for a bad code. */
export function replayGame(code: string): '2048' | 'farkle' {
  const { game } = openReplay(code);
  if (game === REPLAY_GAME_2048) return '2048';
  if (game === REPLAY_GAME_FARKLE || game === REPLAY_GAME_FARKLE_TABLE) return 'farkle';
  throw new ReplayError('unsupported', `the code holds game ${game}, which this program does not know`);
}
