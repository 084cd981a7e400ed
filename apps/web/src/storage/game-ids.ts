/** The ids of stored games, and the order in which games are offered. */
import { MAX_ID_LENGTH } from '@pastime/app-core';

/** Ids are short text; anything else in a key was not written by this app and is left alone. */
const ID = new RegExp(`^[\\w.-]{1,${MAX_ID_LENGTH}}$`);

/** A unique id for a game: the time plus random bits, fine for telling one player's games apart across tabs. */
export function gameId(now = Date.now()): string {
  const bits = crypto.getRandomValues(new Uint32Array(2));
  return `${now.toString(36)}-${Array.from(bits, (word) => word.toString(36)).join('')}`;
}

export function isGameId(id: string): boolean {
  return ID.test(id);
}

/** Orders entries newest first (by `updatedAt`, then id, so that the order never depends on reading order). */
export function newestFirst(
  a: { readonly id: string; readonly updatedAt: string },
  b: { readonly id: string; readonly updatedAt: string },
): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}
