/**
 * The seats this browser holds in online rooms: each room's secret token (whoever holds it plays the seat), kept
 * so that a reload, a lost connection or a closed laptop brings the player back to the same seat.
 */
import { object, text, integer, type Schema } from '@pastime/app-core';
import { appStore, describeKeyPrefix } from '../shell/app-store.ts';

export const SEAT_PREFIX = 'online.seat.';
describeKeyPrefix(SEAT_PREFIX, 'a seat in an online room');

export interface HeldSeat {
  readonly token: string;
  readonly seat: number;
}

const heldSeat: Schema<HeldSeat> = object({ token: text(64), seat: integer(0, 5) });

export function heldSeatIn(room: string): HeldSeat | undefined {
  return appStore.read(`${SEAT_PREFIX}${room}`, (value) => heldSeat(value, 'seat'));
}

/** Keeps the seat's token; false when the browser refused (the seat then lasts as long as the page). */
export function holdSeat(room: string, seat: HeldSeat): boolean {
  return appStore.write(`${SEAT_PREFIX}${room}`, seat);
}
