import {
  apply,
  DIRECTIONS,
  keepGoing,
  legalMoves,
  newGame,
  undo,
  type Direction,
  type GameState,
} from '@pastime/2048';
import {
  apply as applyFarkle,
  computerAction,
  hint,
  isComputerTurn,
  newGame as newFarkle,
  type Action,
  type FarkleState,
} from '@pastime/farkle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  decodeReplay2048,
  decodeReplayFarkle,
  encodeReplay2048,
  encodeReplayFarkle,
  advanceReplay,
  playReplay,
  playReplay2048,
  playReplayFarkle,
  replayCursor,
  replayCodeOf,
  replayGame,
  ReplayError,
  seekReplay,
  toggleReplay,
  type Replay2048,
  type ReplayCursor,
} from '../src/index.ts';
import { fromBase64Url, toBase64Url } from '../src/replay/bytes.ts';

/** A seeded game of `count` moves at most, each drawn from the legal ones by `pick`. */
function play2048(
  seed: string,
  count: number,
  pick: (legal: Direction[], i: number) => Direction,
  winValue = 2048,
) {
  let state: GameState = newGame({ seed, winValue });
  const moves: Direction[] = [];
  for (let i = 0; i < count; i++) {
    if (state.status === 'won') state = keepGoing(state);
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const move = pick(legal, i);
    state = apply(state, move);
    moves.push(move);
  }
  return {
    state,
    replay: { size: 4, winValue, seed, moves, score: state.score } satisfies Replay2048,
  };
}

function refusal(run: () => unknown): ReplayError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw error;
  }
  throw new Error('expected a ReplayError');
}

describe('the byte layer', () => {
  it('writes Base64 with the URL-safe alphabet and reads it back, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect([...fromBase64Url(text)]).toEqual([...bytes]);
      }),
    );
  });
});

describe('the byte layer, checked', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  it('refuses a code whose last character carries bits after the last byte', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((bytes) => bytes.length % 3 !== 0),
        (bytes) => {
          const text = toBase64Url(bytes);
          // The lowest bit of the last character is after the last byte whenever the bytes do not fill it.
          const last = ALPHABET.indexOf(text.slice(-1));
          const changed = text.slice(0, -1) + (ALPHABET[last ^ 1] ?? '');
          expect(refusal(() => fromBase64Url(changed)).message).toBe(
            'the code’s last character is not one a replay code ends with',
          );
        },
      ),
    );
  });

  it('reads the code of a replay link as the web app shows it', () => {
    const { replay } = play2048('link', 30, (legal, i) => legal[i % legal.length] ?? 'up');
    const code = encodeReplay2048(replay);
    const link = `http://127.0.0.1:4173/#/replay/${code}`;
    expect(replayCodeOf(link)).toBe(code);
    expect(playReplay2048(link).final).toEqual(playReplay2048(code).final);
    expect(replayGame(` ${link} `)).toBe('2048');
  });
});

describe('2048 replay codes', () => {
  it('play back to the very position the game reached, move for move', () => {
    const { state, replay } = play2048('replay-1', 400, (legal, i) => legal[(i * 7) % legal.length] ?? 'up');
    const code = encodeReplay2048(replay);
    expect(replayGame(code)).toBe('2048');
    const { final } = playReplay2048(code);
    expect(final.board).toEqual(state.board);
    expect(final.score).toBe(state.score);
    expect(final.moves).toBe(replay.moves.length);
    // Its history steps back to the start.
    let first = final;
    for (let i = 0; i < replay.moves.length; i++) first = undo(first);
    expect(first.board).toEqual(newGame({ seed: 'replay-1' }).board);
  });

  it('play on after a win without a move of their own', () => {
    const { state, replay } = play2048(
      'small-win',
      300,
      (legal, i) => legal[(i * 5) % legal.length] ?? 'up',
      32,
    );
    expect(state.won).toBe(true);
    expect(state.moves).toBeGreaterThan(50);
    const { final } = playReplay2048(encodeReplay2048(replay));
    expect(final.board).toEqual(state.board);
    expect(final.won).toBe(true);
  });

  it('give every position, the start first, each made by its move, a win played on from as kept going', () => {
    const { replay } = play2048('small-win', 300, (legal, i) => legal[(i * 5) % legal.length] ?? 'up', 32);
    const { positions, final } = playReplay2048(encodeReplay2048(replay));
    expect(positions).toHaveLength(replay.moves.length + 1);
    expect(positions[0]?.board).toEqual(newGame({ seed: 'small-win', winValue: 32 }).board);
    expect(positions.at(-1)?.board).toEqual(final.board);
    expect(positions.at(-1)?.score).toBe(final.score);
    positions.slice(1).forEach((position, i) => {
      expect(position.moves).toBe(i + 1);
      expect(position.lastMove?.direction).toBe(replay.moves[i]);
    });
    // The position the final one's undo history holds for each move, status included.
    let back = final;
    for (let i = positions.length - 1; i > 0; i--) {
      expect(back.board).toEqual(positions[i]?.board);
      expect(back.status).toBe(positions[i]?.status);
      back = undo(back);
    }
    const won = positions.findIndex((position) => position.won);
    expect(won).toBeGreaterThan(0);
    expect(positions[won]?.status).toBe('won-continue');
  });

  it('decode to what was encoded, for any configuration, seed and moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 3, max: 20 }),
        fc.string({ maxLength: 30 }),
        fc.array(fc.constantFrom(...DIRECTIONS), { maxLength: 300 }),
        fc.nat(),
        (size, power, seed, moves, score) => {
          const replay = { size, winValue: 2 ** power, seed, moves, score };
          expect(decodeReplay2048(encodeReplay2048(replay))).toEqual(replay);
        },
      ),
    );
  });

  it('fit a game of 1,000 moves in about 400 characters', () => {
    const moves = Array.from({ length: 1000 }, (_, i) => DIRECTIONS[i % 4] ?? 'up');
    const code = encodeReplay2048({ size: 4, winValue: 2048, seed: '3141592653', moves, score: 16_000 });
    expect(code.length).toBeLessThanOrEqual(400);
  });

  it('refuse a code with any one character changed, saying its check value does not match', () => {
    const { replay } = play2048('tamper', 120, (legal, i) => legal[i % legal.length] ?? 'up');
    const code = encodeReplay2048(replay);
    fc.assert(
      fc.property(fc.nat({ max: code.length - 1 }), fc.constantFrom(...'AQgw-_09az'), (at, char) => {
        fc.pre(code[at] !== char);
        const changed = code.slice(0, at) + char + code.slice(at + 1);
        const error = refusal(() => playReplay2048(changed));
        expect(['check-failed', 'malformed']).toContain(error.code);
      }),
    );
    expect(refusal(() => playReplay2048(code.slice(0, -3))).code).toMatch(/check-failed|malformed/);
    expect(refusal(() => playReplay2048(`${code.slice(0, 10)}*${code.slice(11)}`)).message).toContain('“*”');
  });

  it('refuse a score the moves do not make, and a move that moves nothing, naming it', () => {
    const { replay } = play2048('claims', 60, (legal) => legal[0] ?? 'up');
    const inflated = encodeReplay2048({ ...replay, score: replay.score + 4 });
    const wrong = refusal(() => playReplay2048(inflated));
    expect(wrong.code).toBe('wrong-result');
    expect(wrong.message).toBe(
      `the code claims a score of ${replay.score + 4}, but its moves score ${replay.score}`,
    );
    // Put a move that moves no tile at the first position where there is one.
    let state = newGame({ seed: 'claims' });
    let at = 0;
    for (; at < replay.moves.length; at++) {
      if (legalMoves(state).length < 4) break;
      state = apply(state, replay.moves[at] ?? 'up');
    }
    const blocked = DIRECTIONS.find((d) => !legalMoves(state).includes(d)) ?? 'up';
    expect(legalMoves(state)).not.toContain(blocked);
    const moves = [...replay.moves.slice(0, at), blocked, ...replay.moves.slice(at + 1)];
    const illegal = refusal(() => playReplay2048(encodeReplay2048({ ...replay, moves })));
    expect(illegal.code).toBe('illegal-move');
    expect(illegal.message).toContain(
      `move ${at + 1} of ${moves.length} (${blocked}) cannot be played: it moves no tile`,
    );
  });

  it('refuse a Farkle code, an unknown version and a code that is too short, each with its own sentence', () => {
    expect(refusal(() => decodeReplay2048('AAAA')).code).toBe('truncated');
    const farkle = encodeReplayFarkle({
      mode: 'one-player',
      computerLevel: 'classic',
      names: ['Ada'],
      seed: '1',
      highScore: 0,
      choices: [],
      totals: [0],
    });
    expect(refusal(() => decodeReplay2048(farkle)).message).toBe('the code is not a 2048 replay');
    const bytes = fromBase64Url(
      encodeReplay2048({ size: 4, winValue: 2048, seed: '1', moves: [], score: 0 }),
    );
    bytes[0] = 9;
    // Re-sealed with a good check value, so that only the version is wrong.
    const body = bytes.subarray(0, bytes.length - 4);
    const resealed = toBase64Url(reseal(body));
    expect(refusal(() => decodeReplay2048(resealed)).message).toBe(
      'the code is of version 9; this program reads version 1',
    );
  });
});

function reseal(body: Uint8Array): Uint8Array {
  let hash = 0x811c9dc5;
  for (const byte of body) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  out.set([hash >>> 24, (hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff], body.length);
  return out;
}

/** A whole seeded game against the computer: the person takes the hint's dice and banks from 300. */
function playFarkle(seed: string): {
  readonly start: FarkleState;
  readonly actions: Action[];
  readonly end: FarkleState;
} {
  const start = newFarkle({ mode: 'vs-computer', names: ['Ada'], seed, computerLevel: 'classic' });
  let state = start;
  const actions: Action[] = [];
  const act = (action: Action) => {
    actions.push(action);
    state = applyFarkle(state, action);
  };
  while (state.phase !== 'game-over') {
    if (isComputerTurn(state)) act(computerAction(state));
    else if (state.phase === 'awaiting-roll') act({ type: 'roll' });
    else {
      act({ type: 'select', indices: hint(state) });
      act({ type: state.turnTotal + state.selectionScore >= 300 ? 'bank' : 'roll' });
    }
  }
  return { start, actions, end: state };
}

/** The code of `playFarkle(seed)`'s game. */
function farkleCode(seed: string): string {
  const { start, actions, end } = playFarkle(seed);
  return encodeReplayFarkle({
    mode: 'vs-computer',
    computerLevel: 'classic',
    names: start.players.map((p) => p.name),
    seed,
    highScore: 0,
    choices: choicesOf(start, actions),
    totals: end.players.map((p) => p.total),
  });
}

describe('Farkle replay codes', () => {
  it('record only the person’s choices and play back to the same totals and winner', () => {
    const { start, actions, end } = playFarkle('farkle-replay');
    const choices = choicesOf(start, actions);
    expect(choices.length).toBeLessThan(actions.length);
    expect(choices.length).toBeGreaterThan(0);
    const code = farkleCode('farkle-replay');
    expect(replayGame(code)).toBe('farkle');
    const played = playReplayFarkle(code);
    expect(played.final.players).toEqual(end.players);
    expect(played.final.winner).toBe(end.winner);
    expect(played.positions.at(-1)).toBe(played.final);
    expect(decodeReplayFarkle(code).choices).toEqual(choices);
  });

  it('refuse totals the game does not reach, and choices the rules refuse, naming them', () => {
    const { start, actions, end } = playFarkle('farkle-tamper');
    const base = {
      mode: 'vs-computer' as const,
      computerLevel: 'classic' as const,
      names: start.players.map((p) => p.name),
      seed: 'farkle-tamper',
      highScore: 0,
      choices: choicesOf(start, actions),
      totals: end.players.map((p) => p.total),
    };
    const claimed = refusal(() => playReplayFarkle(encodeReplayFarkle({ ...base, totals: [99_999, 0] })));
    expect(claimed.code).toBe('wrong-result');
    expect(claimed.message).toContain('the code claims 99999 points for Ada');
    const cut = refusal(() =>
      playReplayFarkle(encodeReplayFarkle({ ...base, choices: base.choices.slice(0, 3) })),
    );
    expect(cut.code).toBe('wrong-result');
    // A game that stopped before its end verifies to where it stopped, with the totals it had there.
    // It stops on Ada's turn, just after a roll: where a person's next choice would come.
    let stopped = start;
    let count = 0;
    for (const action of actions) {
      stopped = applyFarkle(stopped, action);
      count++;
      const person = stopped.players[stopped.current]?.kind === 'human';
      if (count > 4 && action.type === 'roll' && person && stopped.phase !== 'game-over') break;
    }
    const played = actions.slice(0, count);
    const unfinished = playReplayFarkle(
      encodeReplayFarkle({
        ...base,
        choices: choicesOf(start, played),
        totals: stopped.players.map((p) => p.total),
      }),
    );
    expect(unfinished.final.phase).not.toBe('game-over');
    expect(unfinished.final.players.map((p) => p.total)).toEqual(stopped.players.map((p) => p.total));
    const early = refusal(() =>
      playReplayFarkle(
        encodeReplayFarkle({ ...base, choices: [{ keep: [0], then: 'roll' }, ...base.choices] }),
      ),
    );
    expect(early.message).toBe(
      `choice 1 of ${base.choices.length + 1} sets dice aside before the turn’s first roll`,
    );
  });
});

describe('a replay as a viewer plays it', () => {
  const { replay } = play2048('viewer', 5, (legal) => legal[0] ?? 'left');
  const code = encodeReplay2048(replay);

  it('plays a code of either game, tagged with its game', () => {
    expect(playReplay(code)).toEqual({ game: '2048', ...playReplay2048(code) });
    const farkle = farkleCode('viewer');
    expect(playReplay(farkle)).toEqual({ game: 'farkle', ...playReplayFarkle(farkle) });
    expect(() => playReplay('AAAA')).toThrow(ReplayError);
  });

  it('starts paused, plays to the end and stops there; Play at the end starts again', () => {
    let cursor = replayCursor(playReplay(code));
    expect(cursor).toEqual({ index: 0, last: 5, playing: false });
    expect(advanceReplay(cursor)).toBe(cursor);
    cursor = toggleReplay(cursor);
    const shown: number[] = [];
    while (cursor.playing) {
      cursor = advanceReplay(cursor);
      shown.push(cursor.index);
    }
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    expect(toggleReplay(cursor)).toEqual({ index: 0, last: 5, playing: true });
  });

  it('pauses, and stops playing on a step, keeping the step within the replay', () => {
    const playing = advanceReplay(toggleReplay(replayCursor(playReplay(code))));
    expect(toggleReplay(playing)).toEqual({ index: 1, last: 5, playing: false });
    expect(seekReplay(playing, 3)).toEqual({ index: 3, last: 5, playing: false });
    expect(seekReplay(playing, -1).index).toBe(0);
    expect(seekReplay(playing, 9).index).toBe(5);
  });

  it('cannot play a game of no moves', () => {
    const empty = replayCursor(playReplay(encodeReplay2048({ ...replay, moves: [], score: 0 })));
    expect(toggleReplay(empty)).toEqual({ index: 0, last: 0, playing: false });
  });

  it('keeps the position within the replay, and plays only before the end, whatever the viewer does', () => {
    const step = fc.oneof(
      fc.constant((c: ReplayCursor) => toggleReplay(c)),
      fc.constant((c: ReplayCursor) => advanceReplay(c)),
      fc.integer({ min: -3, max: 12 }).map((to) => (c: ReplayCursor) => seekReplay(c, to)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.array(step, { maxLength: 40 }), (last, steps) => {
        let cursor: ReplayCursor = { index: 0, last, playing: false };
        for (const change of steps) {
          cursor = change(cursor);
          expect(cursor.index).toBeGreaterThanOrEqual(0);
          expect(cursor.index).toBeLessThanOrEqual(last);
          if (cursor.playing) expect(cursor.index).toBeLessThan(last);
        }
      }),
    );
  });
});
