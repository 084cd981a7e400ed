import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  computerAction,
  deserialize,
  FarkleError,
  MODES,
  newGame,
  playComputerTurn,
  roll,
  SAVE_VERSION,
  serialize,
  toggleDie,
} from '../src/index.ts';
import type { FarkleState } from '../src/index.ts';
import { table } from './helpers.ts';

/** A game played with the computer's strategy, keeping every state along the way. */
function history(seed: number | string, mode: FarkleState['mode'] = 'computer-vs-computer'): FarkleState[] {
  const states = [newGame({ mode, seed })];
  let s = states[0] as FarkleState;
  while (s.phase !== 'game-over') {
    s = apply(s, computerAction(s));
    states.push(s);
  }
  return states;
}

function saveError(text: string): FarkleError {
  try {
    deserialize(text);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('serialize / deserialize', () => {
  it('round-trips every state of whole games, in every mode', () => {
    for (const mode of ['one-player', 'two-player', 'vs-computer', 'computer-vs-computer'] as const) {
      for (const s of history(`rt-${mode}`, mode)) {
        const text = serialize(s);
        expect(JSON.parse(text).version).toBe(SAVE_VERSION);
        expect(deserialize(text)).toStrictEqual(s);
        expect(serialize(deserialize(text))).toBe(text);
      }
    }
  });

  it('a deserialized game continues exactly as the original', () => {
    const states = history('continue');
    for (let i = 0; i < states.length; i += 7) {
      let original = states[i] as FarkleState;
      let restored = deserialize(serialize(original));
      while (original.phase !== 'game-over') {
        const action = computerAction(original);
        expect(computerAction(restored)).toEqual(action);
        original = apply(original, action);
        restored = apply(restored, action);
        expect(restored).toEqual(original);
      }
    }
  });

  it('keeps a fresh game without faces and the high score', () => {
    const s = newGame({ mode: 'one-player', names: ['Ada'], seed: 'x', highScore: 4500 });
    expect(deserialize(serialize(s))).toEqual(s);
    expect(roll(deserialize(serialize(s)))).toEqual(roll(s));
  });

  it('ignores unknown fields', () => {
    const s = roll(newGame({ mode: 'two-player', seed: 4 }));
    const data = { ...JSON.parse(serialize(s)), extra: 1 };
    expect(deserialize(JSON.stringify(data))).toStrictEqual(s);
  });

  it('deep-equals every state of whole seeded games, events included', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
        fc.constantFrom(...MODES),
        (seed, mode) => {
          let s = newGame({ mode, seed });
          expect(deserialize(serialize(s))).toStrictEqual(s);
          while (s.phase !== 'game-over') {
            s = apply(s, computerAction(s));
            expect(deserialize(serialize(s))).toStrictEqual(s);
          }
          expect(s.events.at(-1)?.type).toBe('game-over');
        },
      ),
      { numRuns: 40 },
    );
  });

  it("saves the last action's events, and loads a save without them (written before they were kept) with none", () => {
    const s = roll(newGame({ mode: 'vs-computer', seed: 4 }));
    expect(s.events.length).toBeGreaterThan(0);
    const data = JSON.parse(serialize(s)) as Record<string, unknown>;
    expect(data.events).toEqual(s.events);
    const { events: _dropped, ...older } = data;
    expect(deserialize(JSON.stringify(older))).toStrictEqual({ ...s, events: [] });
  });

  describe('rejects bad events with invalid-save naming the field', () => {
    const rolled = JSON.parse(serialize(roll(newGame({ mode: 'two-player', seed: 4 })))) as Record<
      string,
      unknown
    >;
    const over = JSON.parse(serialize(history('events').at(-1) as FarkleState)) as Record<string, unknown>;
    const cases: [string, unknown, string, Record<string, unknown>?][] = [
      ['events that are not a list', { type: 'rolled' }, 'events'],
      ['an event that is not an object', [7], 'events[0]'],
      ['an unknown type', [{ type: 'jumped', player: 0 }], 'events[0].type'],
      ['a bad player', [{ type: 'farkled', player: 2, pointsLost: 0 }], 'events[0].player'],
      ['negative points lost', [{ type: 'farkled', player: 0, pointsLost: -50 }], 'events[0].pointsLost'],
      ['a bad hot-dice total', [{ type: 'hot-dice', player: 0, turnTotal: 'x' }], 'events[0].turnTotal'],
      ['a bank without total', [{ type: 'banked', player: 0, points: 300 }], 'events[0].total'],
      ['turn 0', [{ type: 'turn-passed', from: 0, to: 1, turn: 0 }], 'events[0].turn'],
      [
        'a final round marking no player',
        [{ type: 'final-round-started', marked: 3, total: 10_000, challenger: 1 }],
        'events[0].marked',
      ],
    ];
    const rolledEvent = (rolled.events as Record<string, unknown>[])[0] ?? {};
    const rolledCases: [string, Record<string, unknown>, string][] = [
      ['a face of 7', { faces: [1, 2, 3, 4, 5, 7] }, 'events[0].faces[5]'],
      ['five faces', { faces: [1, 2, 3, 4, 5] }, 'events[0].faces'],
      ['a die index of 6', { indices: [0, 6] }, 'events[0].indices[1]'],
      ['repeated die indices', { indices: [1, 1] }, 'events[0].indices[1]'],
      ['no die rolled', { indices: [] }, 'events[0].indices'],
      ['a fractional score', { score: 50.5 }, 'events[0].score'],
      ['a bonus that is text', { bonus: 'no' }, 'events[0].bonus'],
      ['a bad goal', { goal: 500 }, 'events[0].goal'],
    ];
    for (const [name, patch, field] of rolledCases) cases.push([name, [{ ...rolledEvent, ...patch }], field]);
    const overEvents = over.events as Record<string, unknown>[];
    const gameOver = overEvents.at(-1) ?? {};
    const overCases: [string, Record<string, unknown>, string][] = [
      ['one score for two players', { scores: [0] }, 'events[0].scores'],
      ['a negative score', { scores: [0, -50] }, 'events[0].scores[1]'],
      ['a winner who is no player', { winner: 5 }, 'events[0].winner'],
      ['a fractional final score', { finalScore: 0.5 }, 'events[0].finalScore'],
      ['a new-high-score flag that is a number', { newHighScore: 0 }, 'events[0].newHighScore'],
    ];
    for (const [name, patch, field] of overCases)
      cases.push([name, [{ ...gameOver, ...patch }], field, over]);

    it.each(cases)('%s', (_name, events, field, start = rolled) => {
      const error = saveError(JSON.stringify({ ...start, events }));
      expect(error.code).toBe('invalid-save');
      expect(error.message.startsWith(`${field}:`), error.message).toBe(true);
    });

    it('and accepts the events as saved', () => {
      expect(deserialize(JSON.stringify(over)).events).toEqual(overEvents);
      expect(overEvents.at(-1)?.type).toBe('game-over');
    });
  });

  describe('rejects bad saves with invalid-save naming the field', () => {
    const good = toggleDie(table({ faces: [1, 1, 1, 5, 2, 3], locked: [0, 1, 2], turnTotal: 1000 }), 3);
    const base = JSON.parse(serialize(good)) as Record<string, unknown>;
    const two = JSON.parse(
      serialize(
        table({
          config: { mode: 'vs-computer', seed: 1 },
          faces: [1, 2, 3, 4, 6, 6],
          players: [{ turns: [300] }],
          current: 1,
        }),
      ),
    ) as Record<string, unknown>;
    /** Changes as [path, value]: a path of keys and indices; `undefined` deletes the field. */
    type Change = readonly [string, unknown];
    const p0 = (base.players as unknown[])[0];
    const cases: [string, Change[], string, Record<string, unknown>?][] = [
      ['no version', [['version', undefined]], 'version'],
      ['a future version', [['version', 2]], 'version'],
      ['an unknown mode', [['mode', 'solo']], 'mode'],
      ['a bad seed', [['seed', null]], 'seed'],
      ['too many players', [['players.1', p0]], 'players'],
      ['a bad name', [['players.0.name', '']], 'players[0].name'],
      ['an untrimmed name', [['players.0.name', ' Ada']], 'players[0].name'],
      ['a long name', [['players.0.name', 'x'.repeat(21)]], 'players[0].name'],
      ['a wrong kind', [['players.0.kind', 'computer']], 'players[0].kind'],
      ['a negative turn', [['players.0.turns', [-300]]], 'players[0].turns[0]'],
      ['a turn below 300', [['players.0.turns', [250]]], 'players[0].turns[0]'],
      ['a wrong total', [['players.0.total', 50]], 'players[0].total'],
      ['a bad current', [['current', 1]], 'current'],
      ['a bad phase', [['phase', 'rolling']], 'phase'],
      ['a wrong turn number', [['turn', 3]], 'turn'],
      ['five dice', [['dice', (base.dice as unknown[]).slice(0, 5)]], 'dice'],
      ['a face of 7', [['dice.4.face', 7]], 'dice[4].face'],
      ['a missing face', [['dice.4.face', null]], 'dice'],
      ['a bad flag', [['dice.0.locked', 'yes']], 'dice[0].locked'],
      ['a locked and selected die', [['dice.0.selected', true]], 'dice[0]'],
      ['a wrong selection score', [['selectionScore', 100]], 'selectionScore'],
      ['a wrong roll score', [['rollScore', 100]], 'rollScore'],
      [
        'a farkle on the table',
        [
          ['dice.3.face', 2],
          ['dice.3.selected', false],
          ['selectionScore', 0],
          ['rollScore', 0],
        ],
        'rollScore',
      ],
      ['a fractional turn total', [['turnTotal', 1000.5]], 'turnTotal'],
      ['a bad turn total', [['turnTotal', 1020]], 'turnTotal'],
      ['locked dice that do not score', [['dice.0.face', 2]], 'dice'],
      [
        'a final round in one player',
        [['finalRound', { marked: 0, total: 10_000, challenger: 1 }]],
        'finalRound.challenger',
      ],
      ['a winner in one player', [['winner', 0]], 'winner'],
      ['a bad high score', [['highScore', -5]], 'highScore'],
      ['a new high score mid-game', [['newHighScore', true]], 'newHighScore'],
      ['a goal for a human', [['computerGoal', 300]], 'computerGoal'],
      ['a bad goal', [['computerGoal', 500]], 'computerGoal'],
      ['a bad generator', [['rng', [1, 2, 3]]], 'rng'],
      ['a missing goal for the computer', [['computerGoal', null]], 'computerGoal', two],
      [
        'an unmarked winner',
        [
          ['players.0.turns', [10_000]],
          ['players.0.total', 10_000],
        ],
        'finalRound',
        two,
      ],
      ['the wrong player to play', [['current', 0]], 'current', two],
      [
        'eleven turns',
        [
          ['players.0.turns', Array(11).fill(300)],
          ['players.0.total', 3300],
        ],
        'players[0].turns',
      ],
      ['a seed that is an object', [['seed', {}]], 'seed'],
      ['players that are not a list', [['players', 'Ada']], 'players'],
      ['a player that is not an object', [['players.0', 7]], 'players[0]'],
      ['turns that are not a list', [['players.0.turns', 300]], 'players[0].turns'],
      ['a fractional total', [['players.0.total', 0.5]], 'players[0].total'],
      ['a fractional current', [['current', 0.5]], 'current'],
      ['a turn that is not a number', [['turn', '1']], 'turn'],
      ['dice that are not a list', [['dice', 'dice']], 'dice'],
      ['a die that is not an object', [['dice.2', 1]], 'dice[2]'],
      ['a bad selected flag', [['dice.3.selected', 1]], 'dice[3].selected'],
      ['a negative turn total', [['turnTotal', -50]], 'turnTotal'],
      ['a negative selection score', [['selectionScore', -50]], 'selectionScore'],
      ['a roll score that is text', [['rollScore', '1050']], 'rollScore'],
      ['a winner who is no player', [['winner', 2]], 'winner'],
      ['a fractional high score', [['highScore', 10.5]], 'highScore'],
      ['a new-high-score flag that is text', [['newHighScore', 'no']], 'newHighScore'],
      ['no generator', [['rng', undefined]], 'rng'],
      ['a generator word out of range', [['rng', [1, 2, 3, 2 ** 32]]], 'rng'],
      ['a final round that is not an object', [['finalRound', 'yes']], 'finalRound', two],
      [
        'a final round marking no player',
        [['finalRound', { marked: 2, total: 10_000, challenger: 1 }]],
        'finalRound.marked',
        two,
      ],
      [
        'a final round whose challenger is the marked player',
        [['finalRound', { marked: 0, total: 10_000, challenger: 0 }]],
        'finalRound.challenger',
        two,
      ],
      [
        'a final round below 10,000',
        [['finalRound', { marked: 0, total: 9_000, challenger: 1 }]],
        'finalRound.total',
        two,
      ],
      [
        "a final round that is not the marked player's total",
        [['finalRound', { marked: 0, total: 10_000, challenger: 1 }]],
        'finalRound.total',
        two,
      ],
    ];

    function change(data: unknown, path: string, value: unknown): void {
      const keys = path.split('.');
      const last = keys.pop() ?? '';
      let target = data as Record<string, unknown>;
      for (const key of keys) target = target[key] as Record<string, unknown>;
      if (value === undefined) Reflect.deleteProperty(target, last);
      else target[last] = value;
    }

    it.each(cases)('%s', (_name, changes, field, start = base) => {
      const data = structuredClone(start);
      for (const [path, value] of changes) change(data, path, value);
      const error = saveError(JSON.stringify(data));
      expect(error.code).toBe('invalid-save');
      expect(error.message.startsWith(`${field}:`), error.message).toBe(true);
    });

    it('text that is not a save', () => {
      for (const text of ['', 'nope', '[]', 'null', '42']) {
        const error = saveError(text);
        expect(error.code).toBe('invalid-save');
        expect(error.message).toMatch(/^save:/);
      }
      expect(saveError(42 as unknown as string).message).toMatch(/^save:/);
    });
  });

  it('checks finished games too', () => {
    const last = history('finished').at(-1) as FarkleState;
    const data = JSON.parse(serialize(last));
    expect(deserialize(JSON.stringify(data)).phase).toBe('game-over');
    const wrongWinner = { ...data, winner: 1 - data.winner };
    expect(saveError(JSON.stringify(wrongWinner)).message).toMatch(/^winner:/);
    const one = playComputerTurn(newGame({ mode: 'one-player', seed: 1 })).state;
    const oneData = JSON.parse(serialize(one));
    expect(saveError(JSON.stringify({ ...oneData, phase: 'game-over', turn: 1 })).message).toMatch(
      /^players\[0\]\.turns:/,
    );
  });

  describe('checks the final round against the turn records (SPEC-NOTES, two players)', () => {
    /** A two-player save between turns (or finished) with these turn records and whatever else is given. */
    function twoPlayerSave(turns: [number[], number[]], extra: Record<string, unknown> = {}): string {
      const data = JSON.parse(serialize(newGame({ mode: 'two-player', seed: 1 })));
      const [a, b] = turns;
      return JSON.stringify({
        ...data,
        players: data.players.map((p: Record<string, unknown>, i: number) => {
          const t = i === 0 ? a : b;
          return { ...p, turns: t, total: t.reduce((x, y) => x + y, 0) };
        }),
        current: a.length === b.length ? 0 : 1,
        turn: Math.min(a.length, b.length) + 1,
        dice: [1, 2, 3, 4, 5, 6].map((face) => ({ face, locked: false, selected: false })),
        ...extra,
      });
    }
    const finished = { phase: 'game-over', current: 1, turn: 1, winner: 0 };

    it('accepts the saves the rules allow', () => {
      expect(deserialize(twoPlayerSave([[5000], [300]])).finalRound).toBeNull();
      const marked = { marked: 0, total: 10_000, challenger: 1 };
      expect(deserialize(twoPlayerSave([[10_000], []], { finalRound: marked })).current).toBe(1);
      expect(
        deserialize(twoPlayerSave([[10_000], [9_000]], { ...finished, finalRound: marked })).winner,
      ).toBe(0);
      expect(
        deserialize(twoPlayerSave([[10_000], [10_050]], { ...finished, finalRound: marked, winner: 1 }))
          .winner,
      ).toBe(1);
    });

    const cases: [string, string, string][] = [
      [
        'the challenger reached 10,000 first',
        twoPlayerSave(
          [
            [10_000, 300, 300],
            [5000, 5000],
          ],
          {
            phase: 'game-over',
            current: 0,
            turn: 3,
            finalRound: { marked: 1, total: 10_000, challenger: 0 },
            winner: 0,
          },
        ),
        'finalRound',
      ],
      [
        'the marked player had reached 10,000 a turn earlier',
        twoPlayerSave([[10_000, 300], [300]], { finalRound: { marked: 0, total: 10_300, challenger: 1 } }),
        'finalRound',
      ],
      [
        'a final round nobody reached',
        twoPlayerSave([[9_950], []], { finalRound: { marked: 0, total: 10_000, challenger: 1 } }),
        'finalRound.total',
      ],
      [
        'a turn after the last chance',
        twoPlayerSave([[10_000, 0], [300]], {
          ...finished,
          finalRound: { marked: 0, total: 10_000, challenger: 1 },
        }),
        'players[0].turns',
      ],
      [
        'a game over before the last chance',
        twoPlayerSave([[300], [10_000]], {
          phase: 'game-over',
          current: 0,
          turn: 1,
          finalRound: { marked: 1, total: 10_000, challenger: 0 },
          winner: 1,
        }),
        'phase',
      ],
      [
        'a game still on after the last chance (player one marked)',
        twoPlayerSave([[10_000], [300]], { finalRound: { marked: 0, total: 10_000, challenger: 1 } }),
        'phase',
      ],
      [
        'a game still on after the last chance (player two marked)',
        twoPlayerSave(
          [
            [5000, 300, 300],
            [5000, 5000],
          ],
          {
            finalRound: { marked: 1, total: 10_000, challenger: 0 },
          },
        ),
        'phase',
      ],
      [
        'faces on the dice before the first roll of the game',
        JSON.stringify({
          ...JSON.parse(serialize(newGame({ mode: 'one-player', seed: 1 }))),
          dice: [1, 2, 3, 4, 5, 6].map((face) => ({ face, locked: false, selected: false })),
        }),
        'dice',
      ],
    ];
    it.each(cases)('rejects %s', (_name, text, field) => {
      const error = saveError(text);
      expect(error.code).toBe('invalid-save');
      expect(error.message.startsWith(`${field}:`), error.message).toBe(true);
    });
  });
});

describe('computer levels in saves', () => {
  const expert = (): FarkleState =>
    roll(newGame({ mode: 'computer-vs-computer', seed: 6, computerLevel: 'expert' }));

  it('keeps the level, and loads a save without one (written before there were levels) as Classic', () => {
    const s = expert();
    const data = JSON.parse(serialize(s)) as Record<string, unknown>;
    expect(data.computerLevel).toBe('expert');
    expect(deserialize(serialize(s))).toStrictEqual(s);
    const classic = roll(newGame({ mode: 'vs-computer', seed: 6 }));
    const { computerLevel: _dropped, ...older } = JSON.parse(serialize(classic)) as Record<string, unknown>;
    expect(older.version).toBe(SAVE_VERSION);
    expect(deserialize(JSON.stringify(older))).toStrictEqual(classic);
    expect(deserialize(JSON.stringify(older)).computerLevel).toBe('classic');
  });

  it('a whole Expert game round-trips at every state and continues exactly', () => {
    let s = newGame({ mode: 'computer-vs-computer', seed: 'expert-save', computerLevel: 'expert' });
    let count = 0;
    while (s.phase !== 'game-over') {
      expect(deserialize(serialize(s))).toStrictEqual(s);
      if (count++ % 25 === 0) expect(computerAction(deserialize(serialize(s)))).toEqual(computerAction(s));
      s = apply(s, computerAction(s));
    }
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('rejects an unknown level, and a goal where the level draws none, naming the field', () => {
    const data = JSON.parse(serialize(expert())) as Record<string, unknown>;
    for (const [changes, field] of [
      [{ computerLevel: 'master' }, 'computerLevel'],
      [{ computerLevel: 7 }, 'computerLevel'],
      [{ computerGoal: 300 }, 'computerGoal'],
      [{ computerLevel: 'classic' }, 'computerGoal'],
    ] as const) {
      const error = saveError(JSON.stringify({ ...data, ...changes }));
      expect(error.code).toBe('invalid-save');
      expect(error.message.startsWith(`${field}:`), error.message).toBe(true);
    }
  });

  it('accepts a Classic goal raised to what a last-chance turn needs, and no other goal', () => {
    // Player one is marked with 10,200; the computer (player two, at 8,000) needs 2,250.
    const setup = {
      config: { mode: 'vs-computer', seed: 1 },
      faces: [1, 2, 3, 4, 6, 6],
      players: [{ turns: [5000, 5200] }, { turns: [8000] }],
      current: 1,
      finalRound: { marked: 0, total: 10_200, challenger: 1 },
    } as const;
    expect(table({ ...setup, computerGoal: 2250 }).computerGoal).toBe(2250);
    const data = JSON.parse(serialize(table({ ...setup, computerGoal: 2250 }))) as Record<string, unknown>;
    for (const goal of [300, 600, 1000, 2200, 2300]) {
      const error = saveError(JSON.stringify({ ...data, computerGoal: goal }));
      expect(error.message.startsWith('computerGoal:'), error.message).toBe(true);
    }
    const outside = JSON.parse(
      serialize(table({ ...setup, finalRound: null, players: [{ turns: [5000] }, { turns: [] }] })),
    );
    expect(saveError(JSON.stringify({ ...outside, computerGoal: 2250 })).message).toMatch(/^computerGoal:/);
  });
});
