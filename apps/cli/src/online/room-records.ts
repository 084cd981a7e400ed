/** A finished room game into the data directory's records, where the history and the statistics find it. */
import { recordFarkleGame, roomGameRecord, type RoomView } from '@pastime/app-core';
import { FARKLE_SCORES } from '../storage/files.ts';
import type { DataStore } from '../storage/store.ts';

/**
 * Records the room's finished game (once: its id is the room's and the game's number) and answers its replay code;
 * undefined while the game goes on or when its seed does not replay to what everyone saw.
 */
export function recordRoomGame(store: DataStore, view: RoomView): string | undefined {
  const record = roomGameRecord(view, new Date().toISOString());
  if (record === undefined) return undefined;
  store.update(FARKLE_SCORES, (current) => recordFarkleGame(current, record, []));
  return record.replay;
}
