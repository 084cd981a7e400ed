import { expect } from 'vitest';
import { deserialize, FarkleError, newGame, scoreRoll, scoreSelection, serialize } from '../src/index.ts';
import type { Face, FarkleErrorCode, FarkleState, GameConfig, Player } from '../src/index.ts';

export interface TableSetup {
  readonly config?: GameConfig;
  readonly faces: readonly Face[];
  readonly locked?: readonly number[];
  readonly selected?: readonly number[];
  readonly turnTotal?: number;
  readonly players?: readonly Partial<Player>[];
  readonly current?: number;
  readonly computerGoal?: FarkleState['computerGoal'];
  readonly finalRound?: FarkleState['finalRound'];
}

/**
 * A game in the middle of a turn with the given dice on the table: the state is plain data, so a test can lay
 * out exactly the roll it needs. The result goes through `deserialize(serialize())`, so a fixture that breaks
 * the game's rules fails loudly instead of testing nonsense.
 */
export function table(setup: TableSetup): FarkleState {
  const base = newGame(setup.config ?? { mode: 'one-player', seed: 1 });
  const locked = new Set(setup.locked ?? []);
  const selected = new Set(setup.selected ?? []);
  const dice = setup.faces.map((face, i) => ({ face, locked: locked.has(i), selected: selected.has(i) }));
  const players = base.players.map((p, i) => {
    const over = setup.players?.[i] ?? {};
    const turns = over.turns ?? p.turns;
    return { ...p, ...over, turns, total: turns.reduce((a, b) => a + b, 0) };
  });
  const current = setup.current ?? 0;
  const state: FarkleState = {
    ...base,
    players,
    current,
    turn: (players[current]?.turns.length ?? 0) + 1,
    phase: 'choosing',
    dice,
    turnTotal: setup.turnTotal ?? 0,
    selectionScore: scoreSelection(dice.filter((d) => d.selected).map((d) => d.face)),
    rollScore: scoreRoll(dice.filter((d) => !d.locked).map((d) => d.face)),
    finalRound: setup.finalRound ?? null,
    computerGoal: setup.computerGoal ?? (players[current]?.kind === 'computer' ? 300 : null),
  };
  return deserialize(serialize(state));
}

/** Run `fn`, expect a FarkleError with `code`, and check that `state` was not changed by the attempt. */
export function expectError(
  state: FarkleState,
  fn: (s: FarkleState) => unknown,
  code: FarkleErrorCode,
): void {
  const before = JSON.stringify(state);
  let caught: unknown;
  try {
    fn(state);
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code}`).toBeInstanceOf(FarkleError);
  expect((caught as FarkleError).code).toBe(code);
  expect((caught as FarkleError).message.length).toBeGreaterThan(0);
  expect(JSON.stringify(state)).toBe(before);
}

/** The first seed from 0 for which `pick` holds on `make(seed)`: a deterministic way to reach a situation. */
export function findSeed<T>(make: (seed: number) => T, pick: (value: T) => boolean, limit = 100_000): T {
  for (let seed = 0; seed < limit; seed++) {
    const value = make(seed);
    if (pick(value)) return value;
  }
  throw new Error('no seed found');
}

export function faces(state: FarkleState): (Face | null)[] {
  return state.dice.map((d) => d.face);
}
