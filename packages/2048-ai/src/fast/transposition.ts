/**
 * A transposition table for the fast search: the value of an afterstate (a board after a move, before the spawn)
 * searched to some depth, so that a position reached again by another order of moves is not searched again.
 * Open addressing with a single slot per hash and always-replace: the table only ever saves work.
 *
 * Entries carry the number of the search that wrote them: a new search ignores every older entry without
 * clearing the arrays, so each call to `analyze` starts from an empty table (and its answer never depends on the
 * calls before it).
 */
const BITS = 20;
const SIZE = 1 << BITS;

export class TranspositionTable {
  readonly #lo = new Int32Array(SIZE);
  readonly #hi = new Int32Array(SIZE);
  readonly #depth = new Int8Array(SIZE);
  readonly #value = new Float64Array(SIZE);
  readonly #search = new Int32Array(SIZE);
  #current = 0;

  /** Forgets every entry (in constant time). */
  clear(): void {
    this.#current++;
  }

  static slot(lo: number, hi: number): number {
    return Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> (32 - BITS);
  }

  /** The value stored for this board at `depth` or deeper, or NaN (values can be any number, negative too). */
  lookup(lo: number, hi: number, depth: number): number {
    const i = TranspositionTable.slot(lo, hi);
    if (
      this.#search[i] === this.#current &&
      this.#lo[i] === lo &&
      this.#hi[i] === hi &&
      (this.#depth[i] as number) >= depth
    )
      return this.#value[i] as number;
    return NaN;
  }

  store(lo: number, hi: number, depth: number, value: number): void {
    const i = TranspositionTable.slot(lo, hi);
    this.#search[i] = this.#current;
    this.#lo[i] = lo;
    this.#hi[i] = hi;
    this.#depth[i] = depth;
    this.#value[i] = value;
  }
}
