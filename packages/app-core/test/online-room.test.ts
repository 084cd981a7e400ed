/** The online room model: what a room is created with, the names its seats take, and what everyone sees. */
import { apply, computerAction, newGame, RULE_FIELDS, RULE_PRESETS, type Action } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  actMessageSchema,
  DEFAULT_ROOM_SETTINGS,
  finishedRoomSave,
  newFarkleSave,
  openSeats,
  peopleSeats,
  playFarkle,
  playReplayFarkle,
  handOverSeats,
  inviteLinkOf,
  isCreatorSeat,
  isRoomId,
  publicState,
  roomOfRoute,
  roomSeatsProblem,
  seatPresence,
  presenceChanges,
  shownState,
  ROOM_RULE_FIELDS,
  roomAdvisorOffered,
  roomSettingsSchema,
  roomCanStart,
  roomGameRecord,
  roomSetup,
  seatMayAct,
  seatNameProblem,
  setupConfig,
  type RoomSettings,
  type RoomView,
  type SeatView,
} from '../src/index.ts';

describe('online rooms', () => {
  it('read settings as a client sends them: a preset by name, 2 to 6 seats with a person, a timer of the list', () => {
    expect(roomSettingsSchema({ ...DEFAULT_ROOM_SETTINGS, rules: 'popular' }, 'settings').rules).toEqual(
      RULE_PRESETS.popular,
    );
    const refusedAt = (settings: unknown): string => {
      try {
        roomSettingsSchema(settings, 'settings');
        return 'accepted';
      } catch (error) {
        return (error as { path: string }).path;
      }
    };
    expect(refusedAt({ ...DEFAULT_ROOM_SETTINGS, seats: ['human'] })).toBe('settings.seats');
    expect(refusedAt({ ...DEFAULT_ROOM_SETTINGS, seats: ['expert', 'classic'] })).toBe('settings.seats');
    expect(refusedAt({ ...DEFAULT_ROOM_SETTINGS, turnTimer: 10 })).toBe('settings.turnTimer');
    expect(refusedAt({ ...DEFAULT_ROOM_SETTINGS, rules: { target: 1 } })).toBe('settings.rules');
    expect(refusedAt({ ...DEFAULT_ROOM_SETTINGS, seats: Array(6).fill('human') })).toBe('accepted');
  });

  it('read an action by its shape alone, dice from 0 to 5', () => {
    expect(actMessageSchema({ seen: 3, action: { type: 'select', indices: [0, 5] } }, 'act')).toEqual({
      seen: 3,
      action: { type: 'select', indices: [0, 5] },
    });
    expect(() => actMessageSchema({ seen: 0, action: { type: 'select', indices: [6] } }, 'act')).toThrow(
      /act\.action\.indices\[0\]/,
    );
    expect(() => actMessageSchema({ seen: -1, action: { type: 'roll' } }, 'act')).toThrow(/act\.seen/);
  });

  it('take names by the local rules, none blank and no two alike in any case', () => {
    expect(seatNameProblem('Bo', ['Ada'])).toBeUndefined();
    expect(seatNameProblem(' ada ', ['Ada'])).toBe('same-name');
    expect(seatNameProblem('  ', [])).toBe('blank');
    expect(seatNameProblem('x'.repeat(100), [])).toBe('too-long');
  });

  it('play the requirements’ modes where the seats are one, so the game has a replay code, and tables otherwise', () => {
    expect(roomSetup(DEFAULT_ROOM_SETTINGS, ['Ada', 'Bo'])).toMatchObject({
      mode: 'two-player',
      names: ['Ada', 'Bo'],
    });
    expect(roomSetup({ ...DEFAULT_ROOM_SETTINGS, seats: ['human', 'expert'] }, ['Ada'])).toMatchObject({
      mode: 'vs-computer',
      computerLevel: 'expert',
    });
    const table = roomSetup({ ...DEFAULT_ROOM_SETTINGS, seats: ['classic', 'human', 'human'] }, [
      'Ada',
      'Bo',
    ]);
    expect(table).toMatchObject({
      mode: 'custom',
      seats: [
        { kind: 'classic', name: '' },
        { kind: 'human', name: 'Ada' },
        { kind: 'human', name: 'Bo' },
      ],
    });
    expect(newGame(setupConfig(table, { seed: 1 })).players.map((p) => p.name)).toEqual([
      'Computer',
      'Ada',
      'Bo',
    ]);
    expect(peopleSeats({ ...DEFAULT_ROOM_SETTINGS, seats: ['classic', 'human', 'expert', 'human'] })).toEqual(
      [1, 3],
    );
  });

  it('show a position without its seed and generator, and let only the person whose turn it is act', () => {
    const state = apply(newGame({ mode: 'vs-computer', seed: 'x' }), { type: 'roll' });
    const shown = publicState(state);
    expect('rng' in shown || 'seed' in shown).toBe(false);
    expect(shown.dice).toEqual(state.dice);
    expect(seatMayAct(state, 0)).toBe(true);
    expect(seatMayAct(state, 1)).toBe(false);
  });

  it('need 2 to 6 seats, one of them a person’s', () => {
    expect(roomSeatsProblem(['classic', 'human'])).toBeUndefined();
    expect(roomSeatsProblem(['human'])).toBe('count');
    expect(roomSeatsProblem(Array.from({ length: 7 }, () => 'human' as const))).toBe('count');
    expect(roomSeatsProblem(['classic', 'expert'])).toBe('no-person');
    expect(() => roomSettingsSchema({ ...DEFAULT_ROOM_SETTINGS, seats: ['classic', 'expert'] }, 's')).toThrow(
      'a seat for a person',
    );
  });

  it('are named in invite links by ids of letters, digits, _ and -, at most 64', () => {
    const link = inviteLinkOf('http://127.0.0.1:4173/', 'M_KvfPhG85BU04H9');
    expect(link).toBe('http://127.0.0.1:4173/#/online/M_KvfPhG85BU04H9');
    expect(roomOfRoute(link.slice(link.indexOf('#') + 1))).toBe('M_KvfPhG85BU04H9');
    expect(roomOfRoute('/online/M_KvfPhG85BU04H9/')).toBe('M_KvfPhG85BU04H9');
    expect(roomOfRoute('/online/a b')).toBeUndefined();
    expect(roomOfRoute('/online/../etc')).toBeUndefined();
    expect(roomOfRoute(`/online/${'x'.repeat(65)}`)).toBeUndefined();
    expect(roomOfRoute('/daily/2048')).toBeUndefined();
    expect(isRoomId('x'.repeat(64))).toBe(true);
    expect(isRoomId('')).toBe(false);
  });

  it('make a shown position whole for the local table, with no seed of the real one', () => {
    const state = apply(newGame({ mode: 'vs-computer', seed: 'x' }), { type: 'roll' });
    const whole = shownState(publicState(state));
    expect(whole.seed).not.toBe(state.seed);
    expect(whole.rng).not.toEqual(state.rng);
    const { seed: _seed, rng: _rng, ...rest } = whole;
    expect(rest).toEqual(publicState(state));
  });
});

describe('a room’s view', () => {
  const view = (names: (string | null)[], phase: RoomView['phase'] = 'waiting'): RoomView => ({
    id: 'r',
    phase,
    settings: { ...DEFAULT_ROOM_SETTINGS, seats: ['human', 'classic', 'human'] },
    seats: names.map((name, i) => ({
      kind: i === 1 ? 'classic' : 'human',
      name,
      creator: i === 0,
      connected: true,
      standIn: false,
    })),
    game: null,
  });

  it('says which people’s seats are open, and that the game may start once none is', () => {
    expect(openSeats(view(['Ada', null, null]))).toEqual([2]);
    expect(roomCanStart(view(['Ada', null, null]))).toBe(false);
    expect(roomCanStart(view(['Ada', null, 'Bo']))).toBe(true);
    expect(roomCanStart(view(['Ada', 'Computer', 'Bo'], 'playing'))).toBe(false);
    expect(roomCanStart(view(['Ada', 'Computer', 'Bo'], 'finished'))).toBe(true);
  });

  /** A person's seat, as a room's view shows it. */
  const person = (name: string | null, connected: boolean, standIn = false): SeatView => ({
    kind: 'human',
    name,
    creator: false,
    connected,
    standIn,
  });

  it('says who holds each seat, which the creator may hand to the computer, and who the creator is', () => {
    const base = view(['Ada', 'Computer', 'Bo', null]);
    const seats = [
      ...base.seats.slice(0, 2),
      person('Bo', false),
      person('Cy', false, true),
      person(null, false),
    ];
    const room = { ...base, seats };
    expect(room.seats.map(seatPresence)).toEqual(['here', 'computer', 'away', 'stand-in', 'open']);
    expect(handOverSeats(room)).toEqual([2]);
    expect(isCreatorSeat(room, 0)).toBe(true);
    expect(isCreatorSeat(room, 2)).toBe(false);
    expect(isCreatorSeat(room, null)).toBe(false);
  });

  it('tells whose presence changed between two views: away, back, or the computer standing in', () => {
    const base = view(['Ada', 'Computer', 'Bo', null]);
    const at = (...rest: SeatView[]): RoomView => ({ ...base, seats: [...base.seats.slice(0, 2), ...rest] });
    const before = at(person('Bo', true), person(null, false));
    expect(presenceChanges(null, before)).toEqual([]);
    expect(presenceChanges(before, before)).toEqual([]);
    const away = at(person('Bo', false), person('Cy', true));
    // Cy took the open seat: a join, not a change of presence.
    expect(presenceChanges(before, away)).toEqual([{ seat: 2, name: 'Bo', presence: 'away' }]);
    const stoodIn = at(person('Bo', false, true), person('Cy', true));
    expect(presenceChanges(away, stoodIn)).toEqual([{ seat: 2, name: 'Bo', presence: 'stand-in' }]);
    expect(presenceChanges(stoodIn, at(person('Bo', true), person('Cy', false)))).toEqual([
      { seat: 2, name: 'Bo', presence: 'here' },
      { seat: 3, name: 'Cy', presence: 'away' },
    ]);
  });
});

describe('a finished room game', () => {
  /** A room's game played out with the computer's choices for its people, as the server would show it. */
  function finishedView(seed: string, settings: RoomSettings = DEFAULT_ROOM_SETTINGS): RoomView {
    const people = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    let person = 0;
    const seatNames = settings.seats.map((kind) => (kind === 'human' ? (people[person++] ?? '') : null));
    const names = seatNames.filter((name) => name !== null);
    let save = newFarkleSave(setupConfig(roomSetup(settings, names), { seed }));
    const log: { seat: number; action: Action }[] = [];
    while (save.state.phase !== 'game-over') {
      const action = computerAction(save.state);
      log.push({ seat: save.state.current, action });
      save = playFarkle(save, action);
    }
    return {
      id: 'room1',
      phase: 'finished',
      settings,
      seats: settings.seats.map((kind, i) => ({
        kind,
        name: seatNames[i] ?? save.state.players[i]?.name ?? null,
        creator: i === 0,
        connected: true,
        standIn: false,
      })),
      game: { number: 2, commitment: 'c', seed, log, state: publicState(save.state) },
    };
  }

  it('is rebuilt from its seed and log, and recorded with a replay code that verifies', () => {
    const view = finishedView('f'.repeat(32));
    const record = roomGameRecord(view, '2026-11-28T20:00:00.000Z');
    expect(record).toMatchObject({ id: 'online-room1-2', mode: 'two-player' });
    // The code replays (it throws when it does not verify) to the totals everyone saw.
    const replayed = playReplayFarkle(record?.replay ?? '');
    expect(replayed.final.players.map((player) => player.total)).toEqual(
      view.game?.state.players.map((player) => player.total),
    );
  });

  it('has a replay code that verifies whatever its seats and rules, and the same code for everyone', () => {
    const ownRules = {
      ...RULE_PRESETS.popular,
      target: 2000,
      bankMinimum: 0,
      threeFarklePenalty: 500,
    } as const;
    const settings: RoomSettings = {
      ...DEFAULT_ROOM_SETTINGS,
      rules: ownRules,
      seats: ['classic', 'human', 'expert', 'human'],
    };
    const view = finishedView('0123456789abcdef'.repeat(2), settings);
    const record = roomGameRecord(view, '2026-11-28T20:00:00.000Z');
    expect(record).toMatchObject({ mode: 'custom' });
    const code = record?.replay ?? '';
    expect(roomGameRecord(view, '2026-11-29T20:00:00.000Z')?.replay).toBe(code);
    const replayed = playReplayFarkle(code);
    expect(replayed.replay.rules).toEqual(ownRules);
    expect(replayed.final.players.map((player) => [player.kind, player.level, player.total])).toEqual(
      view.game?.state.players.map((player) => [player.kind, player.level, player.total]),
    );
    const popular = finishedView('e'.repeat(32), { ...DEFAULT_ROOM_SETTINGS, rules: RULE_PRESETS.popular });
    expect(
      playReplayFarkle(roomGameRecord(popular, '2026-11-28T20:00:00.000Z')?.replay ?? '').final.rules,
    ).toBe(RULE_PRESETS.popular);
  });

  it('is not recorded when the seed or the log is not the game everyone saw', () => {
    const view = finishedView('a'.repeat(32));
    const game = view.game;
    if (game === null) throw new Error('no game');
    expect(finishedRoomSave({ ...view, game: { ...game, seed: 'b'.repeat(32) } })).toBeUndefined();
    expect(finishedRoomSave({ ...view, game: { ...game, log: game.log.slice(0, -1) } })).toBeUndefined();
    expect(finishedRoomSave({ ...view, game: { ...game, seed: null } })).toBeUndefined();
  });
});

describe('the Advisor in a room', () => {
  const { seed: _seed, rng: _rng, ...state } = newGame({ mode: 'two-player', seed: 3 });
  const room = (advisorAllowed: boolean, phase: RoomView['phase'] = 'playing'): RoomView => ({
    id: 'room1',
    phase,
    settings: { ...DEFAULT_ROOM_SETTINGS, advisorAllowed },
    seats: ['Ada', 'Bo'].map((name, i) => ({
      kind: 'human' as const,
      name,
      creator: i === 0,
      connected: true,
      standIn: false,
    })),
    game: { number: 1, commitment: 'c', seed: null, log: [], state },
  });

  it('is offered to the player whose turn it is, in a room that allows it, and to nobody else', () => {
    expect(state.current).toBe(0);
    expect(roomAdvisorOffered(room(true), 0)).toBe(true);
    expect(roomAdvisorOffered(room(true), 1)).toBe(false);
    expect(roomAdvisorOffered(room(true), null)).toBe(false);
    expect(roomAdvisorOffered(room(false), 0)).toBe(false);
    expect(roomAdvisorOffered(room(true, 'finished'), 0)).toBe(false);
    expect(roomAdvisorOffered({ ...room(true, 'waiting'), game: null }, 0)).toBe(false);
  });
});

describe('a room’s custom rules', () => {
  it('are every setting but the one-player game’s turns, as a room seats two or more', () => {
    expect(ROOM_RULE_FIELDS).toEqual(RULE_FIELDS.filter((field) => field !== 'onePlayerTurns'));
    expect(ROOM_RULE_FIELDS).toContain('target');
  });
});
