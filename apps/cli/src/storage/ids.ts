import { randomUUID } from 'node:crypto';

/** A unique id for a game, so that records merged from several processes are never counted twice. */
export function newGameId(): string {
  return randomUUID();
}
