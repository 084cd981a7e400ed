/**
 * Practice: a closed day's game played again offline, from its published seed, as a local game (not ranked, sent
 * nowhere). It is put on the game's shelf as the game played last, so the game's screen opens on it; the game the
 * player had in progress stays on the shelf.
 */
import { DAILY_2048, dailyFarkleConfig, FarkleManager, timerClock } from '@pastime/app-core';
import { FarkleError } from '@pastime/farkle';
import { farklePorts } from '../farkle/storage.ts';
import { open2048 } from '../game2048/session.ts';
import { gameId } from '../storage/game-ids.ts';
import type { Store } from '../storage/storage.ts';

/** Puts the day's 2048 (4×4, won at 2048, dealt from `seed`) on the shelf. */
export function shelvePractice2048(store: Store, seed: string): void {
  open2048({ store, seed, resume: false, settings: DAILY_2048 });
}

/**
 * Puts the day's Farkle (one player, traditional rules, dealt from `seed`) on the shelf under `name`, or under
 * "Player" for a name the local game refuses.
 */
export function shelvePracticeFarkle(store: Store, seed: string, name: string): void {
  const manager = new FarkleManager({
    ...farklePorts(store),
    clock: timerClock,
    newId: () => gameId(),
    resume: false,
  });
  try {
    manager.start(dailyFarkleConfig(name, seed));
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    manager.start(dailyFarkleConfig('Player', seed));
  } finally {
    manager.close();
  }
}
