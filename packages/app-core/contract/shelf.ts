/**
 * The shelf contract: what every app's `GameShelf` (its games in progress) must do for the game managers to keep
 * their promises, as tests each app runs against its own shelf (`shelfContract(harness)` in a Vitest file): two
 * writers over one storage (two tabs, two processes), writes conditional on the revision, the games listed most
 * recently played first. Test code only, like the storage contract.
 */
import { describe, expect, it } from 'vitest';
import { integer, object, type GameShelf, type SaveCodec, type ShelvedGame } from '../src/index.ts';

/** The save of the contract's games: a count, enough to tell two versions of a game apart. */
export interface Tally {
  readonly count: number;
}

const tally = object({ count: integer() });

export const TALLY_CODEC: SaveCodec<Tally> = {
  read: (value, path) => tally(value, path),
  write: (save) => ({ count: save.count }),
};

/** A game of the contract, begun at the start of 2026. */
export function tallyGame(
  id: string,
  revision: number,
  count: number,
  updatedAt = '2026-01-01T00:00:00.000Z',
): ShelvedGame<Tally> {
  return { id, startedAt: '2026-01-01T00:00:00.000Z', updatedAt, revision, save: { count } };
}

/** One empty shelf of an app, as two writers see it. */
export interface ShelfUnderTest {
  readonly mine: GameShelf<Tally>;
  readonly theirs: GameShelf<Tally>;
  /**
   * Tells each writer what the other wrote, as far as the app is told at all (a browser's `storage` events come
   * later; files read under their lock need nothing).
   */
  settle(): void;
  /** Frees what the shelf holds (temporary files). */
  dispose(): void;
}

export interface ShelfHarness {
  /** Says whose shelf it is, e.g. `localStorage`. */
  readonly name: string;
  /** A fresh, empty shelf. */
  create(): ShelfUnderTest;
}

/** A check of the contract: throws (a failed expectation) when the shelf does not keep it. */
export interface ShelfCheck {
  readonly name: string;
  run(shelf: ShelfUnderTest): void;
}

export const SHELF_CHECKS: readonly ShelfCheck[] = [
  {
    name: 'lists nothing at first, then every game either writer wrote, most recently played first',
    run({ mine, theirs, settle }) {
      expect(mine.list()).toEqual([]);
      expect(mine.write(tallyGame('a', 1, 5, '2026-01-01T00:00:01.000Z'), undefined)).toEqual({
        kind: 'written',
      });
      expect(theirs.write(tallyGame('c', 1, 7, '2026-01-01T00:00:03.000Z'), undefined)).toEqual({
        kind: 'written',
      });
      expect(mine.write(tallyGame('b', 1, 6, '2026-01-01T00:00:01.000Z'), undefined)).toEqual({
        kind: 'written',
      });
      settle();
      for (const shelf of [mine, theirs]) {
        expect(shelf.list().map((game) => [game.id, game.save.count])).toEqual([
          ['c', 7],
          ['b', 6],
          ['a', 5],
        ]);
      }
      expect(theirs.read('a')).toEqual(tallyGame('a', 1, 5, '2026-01-01T00:00:01.000Z'));
    },
  },
  {
    name: 'writes over the revision expected only, and hands back the game stored otherwise',
    run({ mine, theirs, settle }) {
      expect(mine.write(tallyGame('g', 1, 1), undefined).kind).toBe('written');
      settle();
      expect(theirs.write(tallyGame('g', 2, 2), 1).kind).toBe('written');
      settle();
      expect(mine.write(tallyGame('g', 2, 3), 1)).toEqual({ kind: 'conflict', stored: tallyGame('g', 2, 2) });
      expect(mine.read('g')).toEqual(tallyGame('g', 2, 2));
      expect(mine.write(tallyGame('g', 3, 3), 2).kind).toBe('written');
      expect(mine.read('g')).toEqual(tallyGame('g', 3, 3));
    },
  },
  {
    name: 'writes a game that is not stored only when none was expected, and once',
    run({ mine, theirs, settle }) {
      expect(mine.write(tallyGame('g', 2, 1), 1)).toEqual({ kind: 'conflict', stored: undefined });
      expect(mine.write(tallyGame('g', 1, 1), undefined).kind).toBe('written');
      settle();
      expect(theirs.write(tallyGame('g', 1, 2), undefined)).toEqual({
        kind: 'conflict',
        stored: tallyGame('g', 1, 1),
      });
    },
  },
  {
    name: 'removes a game for both writers',
    run({ mine, theirs, settle }) {
      mine.write(tallyGame('g', 1, 1), undefined);
      mine.write(tallyGame('h', 1, 2), undefined);
      settle();
      expect(theirs.remove('g')).toBe(true);
      settle();
      expect(mine.read('g')).toBeUndefined();
      expect(mine.list().map((game) => game.id)).toEqual(['h']);
      // Gone, so only a write expecting none stores it again.
      expect(mine.write(tallyGame('g', 2, 1), 1)).toEqual({ kind: 'conflict', stored: undefined });
      expect(mine.write(tallyGame('g', 1, 4), undefined).kind).toBe('written');
    },
  },
];

/** Registers the contract's checks as tests, each on a fresh shelf. */
export function shelfContract(harness: ShelfHarness): void {
  describe(`the shelf contract on ${harness.name}`, () => {
    for (const check of SHELF_CHECKS) {
      it(check.name, () => {
        const shelf = harness.create();
        try {
          check.run(shelf);
        } finally {
          shelf.dispose();
        }
      });
    }
  });
}
