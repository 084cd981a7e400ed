/** The transposition table keeps what was stored for a board at a depth, and nothing across `clear`. */
import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../src/fast/transposition.ts';

describe('transposition table', () => {
  it('answers for the same board at the stored depth or shallower, and NaN otherwise', () => {
    const table = new TranspositionTable();
    table.clear();
    table.store(0x12345678, -0x21436587, 3, 1234.5);
    expect(table.lookup(0x12345678, -0x21436587, 3)).toBe(1234.5);
    expect(table.lookup(0x12345678, -0x21436587, 2)).toBe(1234.5);
    expect(table.lookup(0x12345678, -0x21436587, 4)).toBeNaN();
    expect(table.lookup(0x12345679, -0x21436587, 3)).toBeNaN();
    expect(table.lookup(0x12345678, -0x21436586, 3)).toBeNaN();
  });

  it('forgets everything on clear, and a later store of a colliding board replaces the entry', () => {
    const table = new TranspositionTable();
    table.clear();
    table.store(1, 2, 2, -10);
    expect(table.lookup(1, 2, 2)).toBe(-10); // values below zero are values too
    table.clear();
    expect(table.lookup(1, 2, 1)).toBeNaN();
    table.store(1, 2, 2, 10);
    // Find another board in the same slot: it replaces the first one.
    let lo = 2;
    while (TranspositionTable.slot(lo, 2) !== TranspositionTable.slot(1, 2)) lo++;
    table.store(lo, 2, 5, 20);
    expect(table.lookup(lo, 2, 5)).toBe(20);
    expect(table.lookup(1, 2, 1)).toBeNaN();
  });
});
