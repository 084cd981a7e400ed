import { describe, expect, it } from 'vitest';
import {
  apply,
  bank,
  computerAction,
  defaultNames,
  FarkleError,
  highScoreAfter,
  MAX_NAME_UNITS,
  nameLength,
  nameProblem,
  newGame,
  playComputerTurn,
  restartGame,
  roll,
  selectAll,
  setSelection,
  serialize,
} from '../src/index.ts';
import type { FarkleState, GameConfig } from '../src/index.ts';
import { expectError, findSeed, table } from './helpers.ts';

function configError(config: unknown): FarkleError {
  try {
    newGame(config as GameConfig);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

/** Play whole turns with the computer's strategy until the game ends. */
function playOut(state: FarkleState): FarkleState {
  let s = state;
  while (s.phase !== 'game-over') s = playComputerTurn(s).state;
  return s;
}

describe('newGame', () => {
  it('seats the players of each mode with the default names (002 §1.1)', () => {
    const names = (mode: GameConfig['mode']): string[] =>
      newGame({ mode, seed: 1 }).players.map((p) => p.name);
    const kinds = (mode: GameConfig['mode']): string[] =>
      newGame({ mode, seed: 1 }).players.map((p) => p.kind);
    expect(names('one-player')).toEqual(['Jacob']);
    expect(names('two-player')).toEqual(['Jacob', 'Brant']);
    expect(names('vs-computer')).toEqual(['Jacob', 'Computer']);
    expect(kinds('one-player')).toEqual(['human']);
    expect(kinds('two-player')).toEqual(['human', 'human']);
    expect(kinds('vs-computer')).toEqual(['human', 'computer']);
    expect(kinds('computer-vs-computer')).toEqual(['computer', 'computer']);
    expect(defaultNames('two-player')).toEqual(['Jacob', 'Brant']);
  });

  it('starts with player one, turn one, zero scores and no faces (002 §2.1.0, §2.2.0, §2.3.0)', () => {
    const s = newGame({ mode: 'two-player', seed: 'x' });
    expect(s).toMatchObject({
      current: 0,
      turn: 1,
      phase: 'awaiting-roll',
      turnTotal: 0,
      finalRound: null,
      winner: null,
      highScore: 0,
      newHighScore: false,
      events: [],
    });
    expect(s.players.every((p) => p.total === 0 && p.turns.length === 0)).toBe(true);
  });

  it('uses given names, trimmed, and defaults for missing or blank ones (002 §1.1.4.a–d, §1.1.5)', () => {
    const names = (config: Omit<GameConfig, 'seed'>): string[] =>
      newGame({ ...config, seed: 1 }).players.map((p) => p.name);
    expect(names({ mode: 'one-player', names: ['  Ada  '] })).toEqual(['Ada']);
    expect(names({ mode: 'two-player', names: ['', 'Bo'] })).toEqual(['Jacob', 'Bo']);
    expect(names({ mode: 'two-player', names: ['Ada', '   '] })).toEqual(['Ada', 'Brant']);
    expect(names({ mode: 'two-player', names: ['Ada', 'Bo'] })).toEqual(['Ada', 'Bo']);
    expect(names({ mode: 'two-player', names: [undefined, 'Bo'] })).toEqual(['Jacob', 'Bo']);
    expect(names({ mode: 'vs-computer', names: ['Ada'] })).toEqual(['Ada', 'Computer']);
    expect(names({ mode: 'one-player', names: ['<b>x</b>'] })).toEqual(['<b>x</b>']); // text, kept as is
    expect(names({ mode: 'one-player', names: ['a'.repeat(20)] })).toEqual(['a'.repeat(20)]);
    expect(names({ mode: 'one-player', names: ['😀'.repeat(20)] })).toEqual(['😀'.repeat(20)]);
  });

  it('counts a name in characters as a person sees them (grapheme clusters), not code points', () => {
    const thumb = '\u{1f44d}\u{1f3fd}'; // 👍🏽: two code points, four UTF-16 code units, one character
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'; // 👨‍👩‍👧, joined by ZWJ
    const accented = 'e\u0301'; // é as e and a combining accent
    expect(nameLength(thumb.repeat(11))).toBe(11);
    expect(nameLength(`${family}${accented}a`)).toBe(3);
    const names = (name: string): string[] =>
      newGame({ mode: 'one-player', seed: 1, names: [name] }).players.map((p) => p.name);
    expect(names(thumb.repeat(11))).toEqual([thumb.repeat(11)]);
    expect(names(thumb.repeat(20))).toEqual([thumb.repeat(20)]);
    expect(names(accented.repeat(20))).toEqual([accented.repeat(20)]);
    expect(() => names(thumb.repeat(21))).toThrow('names[0] must be at most 20 characters, got 21');
    // One character piled with marks is still one character, but not a name to store.
    expect(() => names(`a${'\u0301'.repeat(MAX_NAME_UNITS)}`)).toThrow(
      `names[0] must be at most ${MAX_NAME_UNITS} UTF-16 code units, got ${MAX_NAME_UNITS + 1}`,
    );
  });

  it('says why it refuses a name, after trimming, as newGame refuses it', () => {
    const thumb = '\u{1f44d}\u{1f3fd}';
    const cases: [string, ReturnType<typeof nameProblem>][] = [
      ['Ada', null],
      [`  ${'a'.repeat(20)}  `, null],
      [thumb.repeat(20), null],
      ['', null],
      ['a'.repeat(21), 'too-long'],
      [thumb.repeat(21), 'too-long'],
      [`a${'\u0301'.repeat(MAX_NAME_UNITS)}`, 'too-many-units'],
      ['Ada\u001b[31m', 'control-characters'],
      ['Ada\u0085', 'control-characters'],
    ];
    for (const [name, problem] of cases) {
      expect(nameProblem(name), name).toBe(problem);
      const start = (): unknown => newGame({ mode: 'one-player', seed: 1, names: [name] });
      if (problem === null) expect(start).not.toThrow();
      else expect(start).toThrow(FarkleError);
    }
  });

  it('rejects bad configuration with invalid-config naming the problem', () => {
    const cases: [unknown, RegExp][] = [
      [undefined, /config/],
      [{}, /mode/],
      [{ mode: 'three-player' }, /mode/],
      [{ mode: 'one-player', names: ['a'.repeat(21)] }, /names\[0\].*20/],
      [{ mode: 'one-player', names: ['Ada', 'Bo'] }, /names/],
      [{ mode: 'one-player', names: 'Ada' }, /names/],
      [{ mode: 'two-player', names: ['Ada', 7] }, /names\[1\]/],
      [{ mode: 'one-player', names: ['a\u0007b'] }, /control/],
      [{ mode: 'one-player', seed: Number.NaN }, /seed/],
      [{ mode: 'one-player', seed: Infinity }, /seed/],
      [{ mode: 'one-player', seed: {} }, /seed/],
      [{ mode: 'one-player', highScore: -1 }, /highScore/],
      [{ mode: 'one-player', highScore: 1.5 }, /highScore/],
      [{ mode: 'one-player', highScore: '10' }, /highScore/],
    ];
    for (const [config, message] of cases) {
      const error = configError(config);
      expect(error.code).toBe('invalid-config');
      expect(error.message).toMatch(message);
    }
  });

  it('rejects two players with the same name, trimmed and ignoring case and Unicode form, naming the second', () => {
    for (const config of [
      { mode: 'two-player', names: ['Ada', 'Ada'] },
      // The same letters, é composed (U+00E9) and as e with a combining accent: the players could not tell them apart.
      { mode: 'two-player', names: ['Ren\u00e9', 'Rene\u0301'] },
      { mode: 'two-player', names: ['Ada', '  ada '] },
      { mode: 'two-player', names: ['ÉLODIE', 'élodie'] },
      { mode: 'two-player', names: ['Brant'] }, // player two's default is Brant
      { mode: 'two-player', names: ['', 'jacob'] }, // player one's default is Jacob
      { mode: 'vs-computer', names: ['computer'] },
      { mode: 'computer-vs-computer', names: ['Robot', 'ROBOT'] },
    ] as const) {
      const error = configError(config);
      expect(error.code).toBe('invalid-config');
      expect(error.message).toMatch(/names\[1\].*names\[0\]/);
    }
  });

  it('gives every mode two different default names', () => {
    for (const mode of ['two-player', 'vs-computer', 'computer-vs-computer'] as const) {
      const [a = '', b = ''] = newGame({ mode, seed: 1 }).players.map((p) => p.name);
      expect(a.toLowerCase()).not.toBe(b.toLowerCase());
    }
    expect(newGame({ mode: 'computer-vs-computer', seed: 1 }).players.map((p) => p.name)).toEqual([
      'Computer 1',
      'Computer 2',
    ]);
    expect(
      newGame({ mode: 'two-player', seed: 1, names: ['Ada', 'Adam'] }).players.map((p) => p.name),
    ).toEqual(['Ada', 'Adam']);
  });

  it('picks a random seed when none is given', () => {
    const s = newGame({ mode: 'one-player' });
    expect(typeof s.seed).toBe('number');
  });
});

describe('determinism', () => {
  it('the same seed and the same actions give the same game', () => {
    const a = playOut(newGame({ mode: 'computer-vs-computer', seed: 'same' }));
    const b = playOut(newGame({ mode: 'computer-vs-computer', seed: 'same' }));
    expect(serialize(a)).toBe(serialize(b));
    const c = playOut(newGame({ mode: 'computer-vs-computer', seed: 'other' }));
    expect(serialize(c)).not.toBe(serialize(a));
  });

  it('a number seed and its decimal string are the same game', () => {
    expect(roll(newGame({ mode: 'one-player', seed: 12 })).dice).toEqual(
      roll(newGame({ mode: 'one-player', seed: '12' })).dice,
    );
  });
});

describe('restartGame (002 §1.2.10.b, §1.5.1.a)', () => {
  it('starts the same configuration afresh, with a new seed drawn from the game', () => {
    const played = playOut(newGame({ mode: 'vs-computer', names: ['Ada'], seed: 9 }));
    const again = restartGame(played);
    expect(again.mode).toBe('vs-computer');
    expect(again.players.map((p) => [p.name, p.kind, p.total, p.turns.length])).toEqual([
      ['Ada', 'human', 0, 0],
      ['Computer', 'computer', 0, 0],
    ]);
    expect(again.phase).toBe('awaiting-roll');
    expect(again.seed).not.toBe(played.seed);
    expect(restartGame(played)).toEqual(again);
    expect(restartGame(newGame({ mode: 'one-player', seed: 1 })).seed).not.toBe(
      restartGame(newGame({ mode: 'one-player', seed: 2 })).seed,
    );
  });

  it('passes a new one-player high score on, and keeps the old one otherwise', () => {
    const over = playOut(newGame({ mode: 'one-player', seed: 4, highScore: 100 }));
    expect(over.newHighScore).toBe((over.players[0]?.total ?? 0) > 100);
    expect(restartGame(over).highScore).toBe(over.newHighScore ? over.players[0]?.total : 100);
    const kept = { ...over, highScore: 1_000_000, newHighScore: false };
    expect(restartGame(kept).highScore).toBe(1_000_000);
  });

  it('highScoreAfter: the high score the game started with, or its final score once it beat it', () => {
    const start = newGame({ mode: 'one-player', seed: 4, highScore: 100 });
    expect(highScoreAfter(start)).toBe(100);
    const over = playOut(start);
    const total = over.players[0]?.total ?? -1;
    expect(total).toBeGreaterThan(100);
    expect(highScoreAfter(over)).toBe(total);
    expect(highScoreAfter({ ...over, highScore: total + 1, newHighScore: false })).toBe(total + 1);
    const two = playOut(newGame({ mode: 'two-player', seed: 4, highScore: 100 }));
    expect(highScoreAfter(two)).toBe(100);
  });
});

describe('one player: ten turns (002 §2.1)', () => {
  it('plays exactly ten turns, numbered 1 to 10, then the game is over', () => {
    let s = newGame({ mode: 'one-player', seed: 'ten' });
    const turnsSeen: number[] = [s.turn];
    while (s.phase !== 'game-over') {
      s = playComputerTurn(s).state;
      if (s.phase !== 'game-over') turnsSeen.push(s.turn);
    }
    expect(turnsSeen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.players[0]?.turns).toHaveLength(10);
    expect(s.turn).toBe(10);
    expect(s.players[0]?.total).toBe(s.players[0]?.turns.reduce((a, b) => a + b, 0));
    const over = s.events.at(-1);
    expect(over).toEqual({
      type: 'game-over',
      scores: [s.players[0]?.total],
      winner: null,
      finalScore: s.players[0]?.total,
      newHighScore: (s.players[0]?.total ?? 0) > 0,
    });
    expectError(s, roll, 'game-over');
    expectError(s, bank, 'game-over');
    expectError(s, (x) => apply(x, { type: 'toggle', index: 0 }), 'game-over');
    expectError(s, (x) => apply(x, { type: 'roll', player: 0 }), 'game-over');
    expectError(s, computerAction, 'game-over');
  });

  /** The tenth turn, with three 1s selected: banking makes the total 2700 + 1000. */
  const lastTurn = (highScore: number): FarkleState =>
    setSelection(
      table({
        config: { mode: 'one-player', seed: 1, highScore },
        faces: [1, 1, 1, 2, 3, 4],
        players: [{ turns: [300, 300, 300, 300, 300, 300, 300, 300, 300] }],
      }),
      [0, 1, 2],
    );

  it('compares the final score to the high score: greater is a new high score (002 §2.1.2–2.1.3)', () => {
    const beat = bank(lastTurn(3699));
    expect(beat.phase).toBe('game-over');
    expect(beat.newHighScore).toBe(true);
    expect(beat.events).toEqual([
      { type: 'banked', player: 0, points: 1000, total: 3700 },
      { type: 'game-over', scores: [3700], winner: null, finalScore: 3700, newHighScore: true },
    ]);
    expect(bank(lastTurn(3700)).newHighScore).toBe(false); // equal is not greater
    expect(bank(lastTurn(5000)).newHighScore).toBe(false);
    expect(bank(lastTurn(0)).winner).toBeNull();
  });

  it('a farkle on the tenth turn ends the game with 0 for it', () => {
    const start = table({
      config: { mode: 'one-player', seed: 1, highScore: 5000 },
      faces: [1, 1, 1, 5, 5, 5],
      locked: [0, 1, 2, 3, 4],
      selected: [5],
      turnTotal: 1100,
      players: [{ turns: [300, 300, 300, 300, 300, 300, 300, 300, 300] }],
    });
    // Selecting the last die is hot dice: the farkle must come on the bonus roll of six.
    const end = findSeed(
      (seed) => roll({ ...start, rng: newGame({ mode: 'one-player', seed }).rng }),
      (s) => s.phase === 'game-over',
    );
    expect(end.players[0]?.turns.at(-1)).toBe(0);
    expect(end.events.map((e) => e.type)).toEqual(['rolled', 'farkled', 'game-over']);
    expect(end.events[1]).toEqual({ type: 'farkled', player: 0, pointsLost: 1150 });
    expect(end.newHighScore).toBe(false);
  });
});

describe('two players: to 10,000 with a last chance (002 §2.2, §1.4.4, §1.4.6)', () => {
  /** Player one banks 1000 from 9700, reaching 10,700. */
  const reach = (): FarkleState =>
    setSelection(
      table({
        config: { mode: 'two-player', seed: 1 },
        faces: [1, 1, 1, 2, 3, 4],
        players: [{ turns: [5000, 4700] }, { turns: [3000, 300] }],
      }),
      [0, 1, 2],
    );

  it('marks the first player to reach 10,000 at the end of a turn and gives the other one more turn', () => {
    const s = bank(reach());
    expect(s.finalRound).toEqual({ marked: 0, total: 10_700, challenger: 1 });
    expect(s.events).toEqual([
      { type: 'banked', player: 0, points: 1000, total: 10_700 },
      { type: 'final-round-started', marked: 0, total: 10_700, challenger: 1 },
      { type: 'turn-passed', from: 0, to: 1, turn: 3 },
    ]);
    expect(s.phase).toBe('awaiting-roll');
    expect(s.current).toBe(1);
    expect(s.winner).toBeNull();
  });

  /** The challenger's last turn, with `total` banked before it and `turnTotal` + 1000 (three 1s) to bank. */
  const challenge = (total: number, turnTotal: number): FarkleState =>
    setSelection(
      table({
        config: { mode: 'two-player', seed: 1 },
        faces: [1, 1, 1, 2, 3, 4],
        turnTotal,
        players: [{ turns: [5000, 5700] }, { turns: [total] }],
        current: 1,
        finalRound: { marked: 0, total: 10_700, challenger: 1 },
      }),
      [0, 1, 2],
    );

  it('the challenger wins by exceeding the marked total', () => {
    const s = bank(challenge(9500, 250)); // 9500 + 1250 = 10,750 > 10,700
    expect(s.phase).toBe('game-over');
    expect(s.winner).toBe(1);
    expect(s.events.at(-1)).toEqual({
      type: 'game-over',
      scores: [10_700, 10_750],
      winner: 1,
      finalScore: null,
      newHighScore: false,
    });
  });

  it('a tie goes to the marked player', () => {
    const s = bank(challenge(9500, 200)); // 10,700 = 10,700
    expect(s.players[1]?.total).toBe(10_700);
    expect(s.winner).toBe(0);
  });

  it('reaching 10,000 without exceeding the marked total loses', () => {
    const s = bank(challenge(9000, 300)); // 10,300
    expect(s.winner).toBe(0);
    expect(s.finalRound).toEqual({ marked: 0, total: 10_700, challenger: 1 });
  });

  it('a farkle on the last chance loses, however much the turn had', () => {
    // 9500 + 5000 + 1000 set aside would have won; the farkle loses all of it.
    const end = findSeed(
      (seed) => roll({ ...challenge(9500, 5000), rng: newGame({ mode: 'two-player', seed }).rng }),
      (s) => s.phase === 'game-over',
    );
    expect(end.events.map((e) => e.type)).toEqual(['rolled', 'farkled', 'game-over']);
    expect(end.events[1]).toEqual({ type: 'farkled', player: 1, pointsLost: 6000 });
    expect(end.players[1]).toMatchObject({ total: 9500, turns: [9500, 0] });
    expect(end.winner).toBe(0);
  });

  it('player one, as the challenger, wins by exceeding player two', () => {
    const s = bank(
      setSelection(
        table({
          config: { mode: 'two-player', seed: 1 },
          faces: [1, 1, 1, 2, 3, 4],
          turnTotal: 4000,
          players: [{ turns: [5000, 300] }, { turns: [5000, 5000] }],
          finalRound: { marked: 1, total: 10_000, challenger: 0 },
        }),
        [0, 1, 2],
      ),
    );
    expect(s.players[0]?.total).toBe(10_300);
    expect(s.phase).toBe('game-over');
    expect(s.winner).toBe(0);
    expect(s.events.at(-1)).toEqual({
      type: 'game-over',
      scores: [10_300, 10_000],
      winner: 0,
      finalScore: null,
      newHighScore: false,
    });
  });

  it('when player two reaches 10,000 first, player one gets the last turn', () => {
    const s = bank(
      setSelection(
        table({
          config: { mode: 'two-player', seed: 1 },
          faces: [1, 1, 1, 2, 3, 4],
          players: [{ turns: [5000, 300, 300] }, { turns: [5000, 4000] }],
          current: 1,
        }),
        [0, 1, 2],
      ),
    );
    expect(s.finalRound).toEqual({ marked: 1, total: 10_000, challenger: 0 });
    expect(s.current).toBe(0);
    expect(s.turn).toBe(4);
    const last = bank(selectAll(table({ ...fromState(s), faces: [1, 1, 1, 5, 5, 5] })));
    expect(last.players[0]?.total).toBe(5600 + 1500);
    expect(last.winner).toBe(1);
    expect(last.current).toBe(0);
    expect(last.phase).toBe('game-over');
  });

  it('the game goes on below 10,000', () => {
    const s = bank(
      setSelection(
        table({
          config: { mode: 'two-player', seed: 1 },
          faces: [1, 1, 1, 2, 3, 4],
          players: [{ turns: [5000] }, { turns: [300] }],
        }),
        [0, 1, 2],
      ),
    );
    expect(s.players[0]?.total).toBe(6000);
    expect(s.finalRound).toBeNull();
    expect(s.current).toBe(1);
  });
});

/** The parts of a between-turns state that `table` needs to lay a roll out for its current player. */
function fromState(s: FarkleState): {
  config: GameConfig;
  players: FarkleState['players'];
  current: number;
  finalRound: FarkleState['finalRound'];
} {
  return {
    config: { mode: s.mode, seed: 1 },
    players: s.players,
    current: s.current,
    finalRound: s.finalRound,
  };
}

describe('against the computer (002 §2.3, §5)', () => {
  it('draws a goal after each computer roll only', () => {
    let s = newGame({ mode: 'vs-computer', seed: 'goals' });
    let humanRolls = 0;
    let computerRolls = 0;
    for (let turns = 0; turns < 20 && s.phase !== 'game-over'; turns++) {
      const turn = playComputerTurn(s);
      for (const e of turn.events) {
        if (e.type !== 'rolled') continue;
        if (e.player === 1) {
          computerRolls++;
          expect([300, 600, 1000]).toContain(e.goal);
        } else {
          humanRolls++;
          expect(e.goal).toBeUndefined();
        }
      }
      s = turn.state;
    }
    expect(humanRolls).toBeGreaterThan(0);
    expect(computerRolls).toBeGreaterThan(0);
  });
});
