/** A room followed from a client: its views and updates, the connection's state, the seat, a final refusal. */
import { describe, expect, it } from 'vitest';
import { viewAfter } from './support/room-views.ts';
import { roomUpdateOf, RoomFollower } from '../src/index.ts';

function follower(now = 1_000): { follower: RoomFollower; syncs: number[]; changes: () => number } {
  const syncs: number[] = [];
  let changes = 0;
  const made = new RoomFollower({ sync: () => syncs.push(now), now: () => now });
  made.subscribe(() => changes++);
  return { follower: made, syncs, changes: () => changes };
}

describe('a room followed from a client', () => {
  it('takes the whole view, then each update in order, and asks again for the view when one is missed', () => {
    const { follower: room, syncs } = follower();
    expect(room.snapshot).toEqual({ connection: 'connecting', refusal: null, view: null, seat: null });
    room.update(roomUpdateOf(viewAfter(2), 0));
    expect(room.snapshot.view).toBeNull();
    room.room(viewAfter(2));
    expect(room.snapshot.view?.game?.log).toHaveLength(2);
    expect(room.snapshot.connection).toBe('connected');
    room.update(roomUpdateOf(viewAfter(4), 2));
    expect(room.snapshot.view?.game?.log).toHaveLength(4);
    expect(room.snapshot.view?.game?.state).toEqual(viewAfter(4).game?.state);
    // Actions 5 and 6 never came: the update of 7 and 8 cannot be applied.
    room.update(roomUpdateOf(viewAfter(8), 6));
    expect(syncs).toHaveLength(1);
    expect(room.snapshot.view?.game?.log).toHaveLength(4);
    room.room(viewAfter(8));
    expect(room.snapshot.view?.game?.log).toHaveLength(8);
  });

  it('counts a turn’s time left on the client’s clock', () => {
    const { follower: room } = follower(5_000);
    room.room(viewAfter(2, 1, 1_800_000_030_000, 30_000));
    expect(room.snapshot.view?.game?.turnEndsAt).toBe(35_000);
  });

  it('says the connection lost and back, and a refusal for good', () => {
    const { follower: room, changes } = follower();
    room.connected();
    room.welcome(1);
    expect(room.snapshot).toMatchObject({ connection: 'connected', seat: 1 });
    room.lost();
    room.lost();
    expect(room.snapshot.connection).toBe('reconnecting');
    room.connected();
    expect(room.snapshot.connection).toBe('connected');
    // Told of changes only: the second `lost` changed nothing.
    expect(changes()).toBe(4);
    room.refused({ ok: false, reason: 'bad-token' });
    room.connected();
    room.lost();
    expect(room.snapshot).toMatchObject({ connection: 'refused', refusal: { reason: 'bad-token' } });
  });
});
