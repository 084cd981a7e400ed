/** A room's updates: what the server broadcasts after a change, applied by clients to the view they have. */
import { describe, expect, it } from 'vitest';
import { seats, viewAfter } from './support/room-views.ts';
import { applyRoomUpdate, receivedRoom, roomUpdateOf, type RoomView } from '../src/index.ts';

describe('room updates', () => {
  it('carry the turn timer’s deadline, set or gone', () => {
    const timed = viewAfter(4, 1, 1_800_000_000_000);
    expect(applyRoomUpdate(viewAfter(2), roomUpdateOf(timed, 2))?.game?.turnEndsAt).toBe(1_800_000_000_000);
    expect(applyRoomUpdate(timed, roomUpdateOf(viewAfter(4), 4))?.game?.turnEndsAt).toBeNull();
  });

  it('put the deadline on the client’s clock from the time left as sent, however far its clock is off', () => {
    // The server's clock says the turn ends at 1_800_000_030_000 with 30 s left; the client's is an hour behind.
    const timed = viewAfter(4, 1, 1_800_000_030_000, 30_000);
    const clientNow = 1_800_000_000_000 - 3_600_000;
    expect(receivedRoom(timed, clientNow).game?.turnEndsAt).toBe(clientNow + 30_000);
    expect(applyRoomUpdate(viewAfter(2), roomUpdateOf(timed, 2), clientNow)?.game?.turnEndsAt).toBe(
      clientNow + 30_000,
    );
    // From a server that gives no time left, its deadline is taken as it is.
    const older = viewAfter(4, 1, 1_800_000_030_000);
    expect(receivedRoom(older, clientNow).game?.turnEndsAt).toBe(1_800_000_030_000);
    expect(receivedRoom(viewAfter(4), clientNow).game?.turnEndsAt).toBeNull();
  });

  it('carry only the actions since `from`, and bring a view up to the whole view', () => {
    const before = viewAfter(3);
    const after = viewAfter(6);
    const update = roomUpdateOf(after, 3);
    expect(update.game?.actions).toEqual(after.game?.log.slice(3));
    expect(update.game?.from).toBe(3);
    expect(applyRoomUpdate(before, update)).toEqual(after);
  });

  it('take the actions the view lacks from an update overlapping it, and leave a view newer than an update', () => {
    const after = viewAfter(6);
    expect(applyRoomUpdate(viewAfter(4), roomUpdateOf(after, 2))).toEqual(after);
    const newer = viewAfter(8);
    expect(applyRoomUpdate(newer, roomUpdateOf(after, 2))).toBe(newer);
  });

  it('change the seats and the phase without an action', () => {
    const view = viewAfter(2);
    const away = seats.map((seat, i) => (i === 1 ? { ...seat, connected: false, standIn: true } : seat));
    const update = roomUpdateOf({ ...view, seats: away }, 2);
    expect(update.game?.actions).toEqual([]);
    expect(applyRoomUpdate(view, update)?.seats).toEqual(away);
    const waiting: RoomView = { ...view, phase: 'waiting', game: null };
    const joined = applyRoomUpdate(waiting, roomUpdateOf({ ...waiting, seats: away }, 0));
    expect(joined?.seats).toEqual(away);
    expect(joined?.game).toBeNull();
  });

  it('cannot be applied across a gap, to another game or another room: the client asks for the whole view', () => {
    const after = viewAfter(6);
    expect(applyRoomUpdate(viewAfter(3), roomUpdateOf(after, 4))).toBeUndefined();
    expect(applyRoomUpdate(viewAfter(3, 2), roomUpdateOf(after, 3))).toBeUndefined();
    expect(applyRoomUpdate({ ...viewAfter(3), id: 'other' }, roomUpdateOf(after, 3))).toBeUndefined();
    const waiting: RoomView = { ...after, phase: 'waiting', game: null };
    expect(applyRoomUpdate(waiting, roomUpdateOf(after, 0))).toBeUndefined();
    expect(applyRoomUpdate(after, roomUpdateOf(waiting, 0))).toBeUndefined();
  });
});
