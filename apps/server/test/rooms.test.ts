/** The rooms service on its own clock: open rooms per address, rooms idle for a week, the computer's pace. */
import {
  newFarkleSave,
  playFarkle,
  roomSettingsSchema,
  roomSetup,
  setupConfig,
  timerClock,
  type Clock,
} from '@pastime/app-core';
import { RULE_PRESETS } from '@pastime/farkle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { RoomStore } from '../src/rooms/room-store.ts';
import { MAX_OPEN_ROOMS, Rooms } from '../src/rooms/rooms.ts';
import { sensibleAction, TWO_PEOPLE } from './support/server.ts';

/** A clock that moves only when told, running what falls due. */
function manualClock(start = Date.UTC(2026, 10, 28)) {
  let now = start;
  let timers: { at: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    after(ms, run) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  };
  const advance = (ms: number): void => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const timer of due) timer.run();
  };
  return { clock, advance, pending: () => timers.length };
}

const DAY = 24 * 60 * 60 * 1000;
let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
});
afterAll(() => database.db.destroy());

function rooms(clock: Clock = timerClock, pace = 800, seeds?: () => string) {
  return new Rooms({
    store: new RoomStore(database.db, () => new Date(clock.now())),
    clock,
    pace,
    ...(seeds === undefined ? {} : { seeds }),
  });
}

/** A seed of a two-person room whose first roll farkles (`farkles`) or scores. */
function seedWhoseFirstRoll(farkles: boolean): string {
  const settings = roomSettingsSchema({ ...TWO_PEOPLE, turnTimer: 30 }, 'settings');
  for (let i = 0; ; i++) {
    const seed = `seed-${i}`;
    const save = playFarkle(newFarkleSave(setupConfig(roomSetup(settings, ['Ada', 'Bo']), { seed })), {
      type: 'roll',
    });
    if ((save.state.current !== 0) === farkles) return seed;
  }
}

describe('the rooms', () => {
  it('let one address have at most MAX_OPEN_ROOMS rooms in play, counting those played in within a week', async () => {
    const { clock, advance } = manualClock();
    const service = rooms(clock);
    for (let i = 0; i < MAX_OPEN_ROOMS; i++) {
      expect((await service.create('Ada', TWO_PEOPLE, 'address-1')).ok).toBe(true);
    }
    expect(await service.create('Ada', TWO_PEOPLE, 'address-1')).toEqual({
      ok: false,
      reason: 'rate-limited',
      problem: `at most ${MAX_OPEN_ROOMS} open rooms from one address`,
    });
    expect((await service.create('Ada', TWO_PEOPLE, 'address-2')).ok).toBe(true);
    advance(8 * DAY);
    expect((await service.create('Ada', TWO_PEOPLE, 'address-1')).ok).toBe(true);
    await service.close();
  });

  it('delete the rooms nobody played in for a week, and keep the others', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 0, 1));
    const service = rooms(clock);
    const idle = await service.create('Ada', TWO_PEOPLE);
    advance(4 * DAY);
    const busy = await service.create('Ada', TWO_PEOPLE);
    if (!idle.ok || !busy.ok) throw new Error('not created');
    advance(2 * DAY);
    expect((await service.join(busy.room, 'Bo')).ok).toBe(true);
    advance(2 * DAY);
    await service.sweep();
    expect(await service.view(idle.room)).toEqual({ ok: false, reason: 'unknown-room' });
    expect(await service.view(busy.room)).toMatchObject({ id: busy.room, phase: 'waiting' });
    await service.close();
  });

  it('play the computer’s turns at its pace, a farkle left on the table twice as long', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 1, 1));
    const service = rooms(clock, 800);
    const ada = await service.create('Ada', { ...TWO_PEOPLE, seats: ['human', 'classic'] });
    if (!ada.ok) throw new Error('not created');
    expect(await service.start(ada.room, ada.token)).toEqual({ ok: true });
    const logLength = async (): Promise<number> => {
      const view = await service.view(ada.room);
      return 'ok' in view ? -1 : (view.game?.log.length ?? 0);
    };
    // Ada plays her first turn out; then the computer has the dice.
    for (let i = 0; i < 100; i++) {
      const view = await service.view(ada.room);
      if ('ok' in view || view.game?.state.current !== 0) break;
      expect(
        await service.act(ada.room, ada.token, view.game.log.length, sensibleAction(view.game.state)),
      ).toEqual({
        ok: true,
      });
    }
    const before = await logLength();
    const shown = await service.view(ada.room);
    expect('ok' in shown ? -1 : shown.game?.state.current).toBe(1);
    // Ada's farkle, if her turn ended so, stays twice as long.
    const wait = 'ok' in shown || !shown.game?.state.events.some((e) => e.type === 'farkled') ? 800 : 1600;
    advance(wait - 1);
    await service.view(ada.room);
    expect(await logLength()).toBe(before);
    advance(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await logLength()).toBe(before + 1);
    await service.close();
  });
});

describe('custom rules', () => {
  it('are the rules a room created with them plays by, from the settings as a client sends them', async () => {
    const rules = { ...RULE_PRESETS.traditional, target: 1500, bankMinimum: 500, threePairs: 1500 };
    const sent: unknown = JSON.parse(JSON.stringify({ ...TWO_PEOPLE, rules }));
    const service = rooms();
    const ada = await service.create('Ada', roomSettingsSchema(sent, 'settings'));
    if (!ada.ok) throw new Error('not created');
    const bo = await service.join(ada.room, 'Bo');
    if (!bo.ok) throw new Error('not joined');
    expect(await service.start(ada.room, ada.token)).toEqual({ ok: true });
    const tokens = [ada.token, bo.token];
    for (let i = 0; i < 2000; i++) {
      const view = await service.view(ada.room);
      if ('ok' in view || view.game === null || view.phase !== 'playing') break;
      const { state, log } = view.game;
      const token = tokens[state.current] ?? '';
      expect(await service.act(ada.room, token, log.length, sensibleAction(state))).toEqual({ ok: true });
    }
    const over = await service.view(ada.room);
    if ('ok' in over || over.game === null) throw new Error('no game');
    expect(over.settings.rules).toEqual(rules);
    expect(over.game.state.rules).toEqual(rules);
    // The game ended at the custom target, far short of the traditional one.
    expect(over.phase).toBe('finished');
    const best = Math.max(...over.game.state.players.map((player) => player.total));
    expect(best).toBeGreaterThanOrEqual(1500);
    expect(best).toBeLessThan(RULE_PRESETS.traditional.target);
    await service.close();
  });
});

describe('absent players', () => {
  async function twoPeople(clock: Clock, turnTimer: 0 | 30 = 30, seeds?: () => string) {
    const service = rooms(clock, 800, seeds);
    const ada = await service.create('Ada', { ...TWO_PEOPLE, turnTimer });
    if (!ada.ok) throw new Error('not created');
    const bo = await service.join(ada.room, 'Bo');
    if (!bo.ok) throw new Error('not joined');
    const view = async () => {
      const shown = await service.view(ada.room);
      if ('ok' in shown) throw new Error(shown.reason);
      return shown;
    };
    return { service, ada, bo, view };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('get the Expert in their seat when the turn timer runs out, until they come back', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 2, 1));
    const { service, ada, view } = await twoPeople(clock);
    const leave = service.connect(ada.room, 0);
    expect(await service.start(ada.room, ada.token)).toEqual({ ok: true });
    advance(29_999);
    await settle();
    expect((await view()).seats[0]?.standIn).toBe(false);
    advance(1);
    await settle();
    expect((await view()).seats.map((seat) => seat.standIn)).toEqual([true, false]);
    // The Expert plays the seat at the computer's pace, marked as standing in.
    advance(800);
    await settle();
    const played = await view();
    expect(played.game?.log).toEqual([{ seat: 0, action: { type: 'roll' } }]);
    // Ada comes back: the seat is hers again at once.
    leave();
    const back = service.connect(ada.room, 0);
    await settle();
    expect((await view()).seats[0]?.standIn).toBe(false);
    back();
    await service.close();
  });

  it.each([
    ['Ada’s first roll scores', false],
    ['Ada’s first roll farkles', true],
  ])(
    'show the turn’s deadline while the turn timer runs, and none without a timer (%s)',
    async (_, farkles) => {
      const { clock, advance } = manualClock(Date.UTC(2027, 4, 1));
      const seed = seedWhoseFirstRoll(farkles);
      const timed = await twoPeople(clock, 30, () => seed);
      const here = [timed.service.connect(timed.ada.room, 0), timed.service.connect(timed.ada.room, 1)];
      const told: (number | null | undefined)[] = [];
      const unwatch = timed.service.watch(timed.ada.room, (change) =>
        told.push(change.kind === 'view' ? change.view.game?.turnEndsAt : change.update.game?.turnEndsAt),
      );
      const started = clock.now();
      expect(await timed.service.start(timed.ada.room, timed.ada.token)).toEqual({ ok: true });
      // Everyone is told the deadline with the game that starts it.
      expect(told.at(-1)).toBe(started + 30_000);
      expect((await timed.view()).game?.turnEndsAt).toBe(started + 30_000);
      expect((await timed.view()).game?.turnMsLeft).toBe(30_000);
      // Acting within the turn keeps its deadline; the next player's turn, after a farkle, has its own.
      advance(10_000);
      const rolled = await timed.service.act(timed.ada.room, timed.ada.token, 0, { type: 'roll' });
      expect(rolled).toEqual({ ok: true });
      const shown = await timed.view();
      const mover = farkles ? 1 : 0;
      const deadline = farkles ? started + 40_000 : started + 30_000;
      expect(shown.game?.state.current).toBe(mover);
      expect(shown.game?.turnEndsAt).toBe(deadline);
      // With the time left as it was sent, a client whose clock is off counts down the same.
      expect(shown.game?.turnMsLeft).toBe(farkles ? 30_000 : 20_000);
      // Once the Expert stands in, no person's timer runs.
      advance(deadline - clock.now());
      await settle();
      const standing = await timed.view();
      expect(standing.seats[mover]?.standIn).toBe(true);
      expect(standing.game?.turnEndsAt).toBeNull();
      unwatch();
      for (const leave of here) leave();
      await timed.service.close();

      const untimed = await twoPeople(clock, 0);
      expect(await untimed.service.start(untimed.ada.room, untimed.ada.token)).toEqual({ ok: true });
      expect((await untimed.view()).game?.turnEndsAt).toBeNull();
      await untimed.service.close();
    },
  );

  it('keep the turn’s deadline when the room is read again, from when the turn began', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 5, 1));
    const first = await twoPeople(clock, 30);
    const started = clock.now();
    expect(await first.service.start(first.ada.room, first.ada.token)).toEqual({ ok: true });
    advance(10_000);
    expect(await first.service.act(first.ada.room, first.ada.token, 0, { type: 'roll' })).toEqual({
      ok: true,
    });
    const before = await first.view();
    await first.service.close();
    // Another service on the same database reads the room as a restarted server does, 5 s later.
    advance(5_000);
    const read = await rooms(clock, 800).view(first.ada.room);
    if ('ok' in read) throw new Error(read.reason);
    // Ada's turn counts from the start; had the roll farkled, Bo's counts from the roll.
    const turnBegan = read.game?.state.current === 0 ? started : started + 10_000;
    expect(read.game?.turnEndsAt).toBe(turnBegan + 30_000);
    expect(read.game?.turnEndsAt).toBe(before.game?.turnEndsAt);
  });

  it('get the Expert once away for the timer’s length, and the creator may hand an absent seat over', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 3, 1));
    const { service, ada, bo, view } = await twoPeople(clock, 0);
    const adaHere = service.connect(ada.room, 0);
    const boHere = service.connect(ada.room, 1);
    expect(await service.start(ada.room, ada.token)).toEqual({ ok: true });
    expect(await service.handOver(ada.room, ada.token, 1)).toEqual({ ok: false, reason: 'not-absent' });
    expect(await service.handOver(ada.room, bo.token, 0)).toEqual({ ok: false, reason: 'not-creator' });
    boHere();
    await settle();
    expect(await service.handOver(ada.room, ada.token, 1)).toEqual({ ok: true });
    expect((await view()).seats.map((seat) => seat.standIn)).toEqual([false, true]);
    // With no timer, nobody stands in for Ada however long she waits.
    advance(10 * 60_000);
    await settle();
    expect((await view()).seats[0]?.standIn).toBe(false);
    adaHere();
    await service.close();

    const timed = await twoPeople(clock, 30);
    timed.service.connect(timed.ada.room, 1);
    expect(await timed.service.start(timed.ada.room, timed.ada.token)).toEqual({ ok: true });
    // Ada never came: away since the room was read, her seat is played once the timer's length has passed.
    advance(30_000);
    await settle();
    expect((await timed.view()).seats.map((seat) => seat.standIn)).toEqual([true, false]);
    await timed.service.close();
  });

  it('count who is connected to any process serving the room, as the processes tell each other', async () => {
    const { clock, advance } = manualClock(Date.UTC(2027, 6, 1));
    const { service, ada, view } = await twoPeople(clock, 30);
    // Both are connected, to other processes: this one counts them, as its channel is told.
    await service.view(ada.room);
    await service.present(
      ada.room,
      new Map([
        [0, 1],
        [1, 2],
      ]),
    );
    expect((await view()).seats.map((seat) => seat.connected)).toEqual([true, true]);
    expect(await service.start(ada.room, ada.token)).toEqual({ ok: true });
    // Bo leaves his process; Ada stays on hers.
    advance(5_000);
    await service.present(ada.room, new Map([[0, 1]]));
    expect((await view()).seats.map((seat) => seat.connected)).toEqual([true, false]);
    // Away on every process, Bo's seat may be handed to the computer; back on any, it is his again.
    expect(await service.handOver(ada.room, ada.token, 1)).toEqual({ ok: true });
    expect((await view()).seats[1]?.standIn).toBe(true);
    await service.present(
      ada.room,
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
    expect((await view()).seats.map((seat) => [seat.connected, seat.standIn])).toEqual([
      [true, false],
      [true, false],
    ]);
    // A room this process has not read is left alone: it is not read for it.
    await service.present('no-such-room', new Map([[0, 1]]));
    expect(service.holds('no-such-room')).toBe(false);
    await service.close();
  });
});
