/** A finished online game goes into this browser's Farkle history, as a local game does (once: its id is fixed). */
import { recordFarkleGame, roomGameRecord, type RoomView } from '@pastime/app-core';
import { farkleScores } from '../farkle/storage.ts';
import { appStore } from '../shell/app-store.ts';

/** Records the room's finished game; false when it does not replay to what was shown, or storage refused it. */
export function recordRoomGame(view: RoomView): boolean {
  const game = roomGameRecord(view, new Date().toISOString());
  if (game === undefined) return false;
  return farkleScores(appStore).update((scores) => recordFarkleGame(scores, game, [])) !== undefined;
}
