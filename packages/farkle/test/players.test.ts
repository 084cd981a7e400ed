import { describe, expect, it } from 'vitest';
import {
  advise,
  apply,
  computerAction,
  defaultPlayerNames,
  deserialize,
  FarkleError,
  isComputerTurn,
  newGame,
  restartGame,
  serialize,
} from '../src/index.ts';
import type { FarkleState, GameConfig, PlayerConfig } from '../src/index.ts';

function refused(config: GameConfig): FarkleError {
  try {
    newGame(config);
  } catch (error) {
    if (error instanceof FarkleError) return error;
  }
  throw new Error('expected invalid-config');
}

/** Play to the end: computers by `computerAction`, people by the same Classic decisions. */
function playOut(start: FarkleState, check?: (s: FarkleState) => void): FarkleState {
  let s = start;
  while (s.phase !== 'game-over') {
    const action = isComputerTurn(s) ? computerAction(s) : computerAction({ ...s, computerLevel: 'classic' });
    s = apply(s, action);
    check?.(s);
  }
  return s;
}

describe('custom games: one to six players', () => {
  it('seats the players given, with default names and levels', () => {
    const s = newGame({
      mode: 'custom',
      seed: 1,
      computerLevel: 'expert',
      players: [
        { kind: 'human' },
        { kind: 'computer' },
        { kind: 'human', name: ' Ada ' },
        { kind: 'computer', level: 'classic' },
        { kind: 'human' },
      ],
    });
    expect(s.players.map((p) => p.name)).toEqual(['Jacob', 'Computer 1', 'Ada', 'Computer 2', 'Player 5']);
    expect(s.players.map((p) => p.level)).toEqual([undefined, 'expert', undefined, 'classic', undefined]);
    expect(defaultPlayerNames(['computer', 'human'])).toEqual(['Computer', 'Jacob']);
    expect(restartGame(s).players.map((p) => [p.name, p.kind, p.level])).toEqual(
      s.players.map((p) => [p.name, p.kind, p.level]),
    );
  });

  const bad: [string, Partial<GameConfig>, string | null][] = [
    ['no players', { players: [] }, 'players'],
    ['seven players', { players: Array<PlayerConfig>(7).fill({ kind: 'human' }) }, 'players'],
    ['a player of no kind', { players: [{ kind: 'robot' as 'human' }] }, 'players[0].kind'],
    ['a level for a person', { players: [{ kind: 'human', level: 'expert' }] }, 'players[0].level'],
    [
      'an unknown level',
      { players: [{ kind: 'computer', level: 'genius' as 'expert' }] },
      'players[0].level',
    ],
    [
      'two players of one name',
      { players: [{ kind: 'human', name: 'Ada' }, { kind: 'computer' }, { kind: 'human', name: 'ada' }] },
      'players[2].name',
    ],
    ['names given apart', { players: [{ kind: 'human' }], names: ['Ada'] }, 'names'],
  ];
  it.each(bad)('refuses %s with invalid-config', (_name, config, field) => {
    const error = refused({ mode: 'custom', seed: 1, ...config });
    expect(error.code).toBe('invalid-config');
    expect(error.field).toBe(field);
  });

  it('refuses players for the modes that seat their own', () => {
    expect(refused({ mode: 'two-player', players: [{ kind: 'human' }] }).field).toBe('players');
  });

  it('one custom player plays the one-player game', () => {
    let s = newGame({ mode: 'custom', seed: 4, players: [{ kind: 'computer', level: 'expert' }] });
    s = playOut(s);
    expect(s.players[0]?.turns).toHaveLength(10);
    expect(s.winner).toBeNull();
  });

  it('six players take turns in order; the last round gives everyone else one turn; saves round-trip', () => {
    const players: PlayerConfig[] = [
      { kind: 'computer', level: 'classic' },
      { kind: 'human' },
      { kind: 'computer', level: 'expert' },
      { kind: 'human' },
      { kind: 'computer', level: 'classic' },
      { kind: 'computer', level: 'expert' },
    ];
    const rules = { ...newGame({ mode: 'two-player' }).rules, target: 3000 };
    const seen: number[] = [];
    const end = playOut(newGame({ mode: 'custom', seed: 'six', players, rules }), (s) => {
      for (const e of s.events) if (e.type === 'turn-passed') seen.push(e.from);
      expect(deserialize(serialize(s))).toStrictEqual(s);
    });
    seen.forEach((from, i) => expect(from).toBe(i % 6));
    const round = end.finalRound;
    expect(round).not.toBeNull();
    if (round === null) return;
    expect(round.challenger).toBe((round.marked + 1) % 6);
    // Every other player had exactly one turn after the mark, the last one is the player before the marked one.
    expect(end.current).toBe((round.marked + 5) % 6);
    const totals = end.players.map((p) => p.total);
    const best = Math.max(...totals);
    expect(totals[end.winner ?? -1]).toBe(best);
    // On a tie the first to get there wins: the marked player, then the others in turn.
    const order = [0, 1, 2, 3, 4, 5].map((k) => (round.marked + k) % 6);
    expect(end.winner).toBe(order.find((p) => totals[p] === best));
  });

  it('a four-player game with two computers under the popular rules is played to the end', () => {
    const end = playOut(
      newGame({
        mode: 'custom',
        seed: 'four',
        rules: 'popular',
        players: [
          { kind: 'human', name: 'Ada' },
          { kind: 'computer', level: 'expert' },
          { kind: 'human', name: 'Grace' },
          { kind: 'computer', level: 'classic' },
        ],
      }),
    );
    expect(end.phase).toBe('game-over');
    expect(Math.max(...end.players.map((p) => p.total))).toBeGreaterThanOrEqual(10_000);
    expect(end.events.find((e) => e.type === 'game-over')).toMatchObject({ winner: end.winner });
  });

  it('advises three to six players against the leading opponent, and says so', () => {
    const s = newGame({
      mode: 'custom',
      seed: 2,
      players: [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer' }],
    });
    const a = advise(s);
    expect(a.policy).toBe('leader-duel');
    expect(a.awaitingTable).toBe(false);
    expect(a.winProbability).toBeGreaterThan(0.4);
    const popular = newGame({ ...s, mode: 'custom', seed: 2, rules: 'popular', players: s.players });
    const b = advise(popular);
    expect(b.policy).toBe('expected-score');
    expect(b.awaitingTable).toBe(true);
    expect(b.winProbability).toBeNull();
  });

  it('a save of a custom game checks its seats', () => {
    const s = newGame({
      mode: 'custom',
      seed: 1,
      players: [{ kind: 'human' }, { kind: 'computer' }, { kind: 'human' }],
    });
    const data = JSON.parse(serialize(s));
    expect(data.players[1].level).toBe('classic');
    for (const [change, field] of [
      [(d: typeof data) => Reflect.deleteProperty(d.players[1], 'level'), 'players[1].level'],
      [(d: typeof data) => (d.players[0].level = 'expert'), 'players[0].level'],
      [(d: typeof data) => (d.players = []), 'players'],
      [(d: typeof data) => (d.current = 1), 'current'],
    ] as const) {
      const copy = structuredClone(data);
      change(copy);
      expect(() => deserialize(JSON.stringify(copy))).toThrow(
        new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}:`),
      );
    }
    const two = JSON.parse(serialize(newGame({ mode: 'vs-computer', seed: 1 })));
    two.players[1].level = 'expert';
    expect(() => deserialize(JSON.stringify(two))).toThrow(/^players\[1\]\.level:/);
  });
});
