/**
 * The seats this terminal holds in online rooms: one small file per room in the data directory, so that joining
 * the same room again returns to the same seat.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../storage/atomic.ts';
import { readSmallJson } from '../storage/bounded.ts';

export interface HeldSeat {
  readonly server: string;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

function seatFile(dataDir: string, room: string): string {
  return join(dataDir, 'online', `${room}.json`);
}

function isHeldSeat(value: unknown): value is HeldSeat {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as Record<string, unknown>;
  return (
    typeof seat['server'] === 'string' &&
    typeof seat['room'] === 'string' &&
    typeof seat['seat'] === 'number' &&
    typeof seat['token'] === 'string'
  );
}

/**
 * The seat held in `room` on `server`, if this terminal took one there; a file unreadable or not ours is set aside
 * with a notice (its token may still be wanted) and reads as none.
 */
export function heldSeat(
  dataDir: string,
  server: string,
  room: string,
  report: (message: string) => void,
): HeldSeat | undefined {
  const held = readSmallJson(seatFile(dataDir, room), 'a seat file', isHeldSeat, report);
  return held !== undefined && held.server === server && held.room === room ? held : undefined;
}

export function holdSeat(dataDir: string, held: HeldSeat): void {
  writeFileAtomic(seatFile(dataDir, held.room), `${JSON.stringify(held, null, 2)}\n`);
}
