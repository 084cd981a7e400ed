/**
 * A transposition table for the fast search: the value of an afterstate (a board after a move, before the spawn)
 * searched to some depth, so that a position reached again by another order of moves is not searched again.
 * One slot per hash, always replaced: the table only ever saves work.
 *
 * A slot is 16 bytes of one typed array, so a lookup touches one cache line: two 32-bit words and a float64
 * value. The board is first mixed by an invertible function (two Feistel rounds) into two words x and y; the top
 * `bits` bits of x pick the slot, so the slot holds y whole and only the rest of x, which leaves room in the
 * second word for the entry's depth (5 bits; 0 marks an empty slot).
 *
 * The table grows with the search: it starts at 2^14 slots (256 KiB, in the processor's near caches) and, when a
 * quarter of its slots are taken, grows four times over, up to 2^`maxBits` slots, moving every entry to its new slot
 * (no entry is lost: the slots of a larger table refine those of a smaller one). A small search thus stays in
 * cache, where a lookup costs a few nanoseconds instead of a trip to memory. `clear` empties the smallest size; the
 * slots beyond are emptied as the table grows over them.
 */

/** log2 of the number of slots a table starts with. */
export const MIN_TABLE_BITS = 14;
/** log2 of the most slots by default: 2^22 slots of 16 bytes, 64 MiB (reserved, but touched only as it grows). */
export const DEFAULT_TABLE_BITS = 22;
const DEPTH_MASK = 31;
/** The table grows when more than 1 / 2^LOAD_SHIFT of its slots are taken. */
const LOAD_SHIFT = 2;
/** The deepest depth an entry can record. */
export const MAX_TABLE_DEPTH = DEPTH_MASK;

/** The board mixed into the table's word y (first Feistel round). */
export function mixY(lo: number, hi: number): number {
  return hi ^ Math.imul(lo ^ (lo >>> 16), 0x85ebca6b);
}

/** The board mixed into the table's word x (second round, from `lo` and y): (x, y) gives back (lo, hi). */
export function mixX(lo: number, y: number): number {
  return lo ^ Math.imul(y ^ (y >>> 15), 0xc2b2ae35);
}

export class TranspositionTable {
  /** Slot i: words 4i (y) and 4i + 1 (the rest of x above the depth), the value at float 2i + 1. */
  readonly words: Int32Array;
  readonly values: Float64Array;
  readonly maxBits: number;
  /** log2 of the slots in use. */
  bits = MIN_TABLE_BITS;
  /** Slots taken, and how many may be before the table grows (public: the search inlines `insert`). */
  count = 0;
  limit = 0;

  constructor(maxBits = DEFAULT_TABLE_BITS) {
    if (!Number.isInteger(maxBits) || maxBits < MIN_TABLE_BITS || maxBits > 24)
      throw new RangeError(`table bits must be ${MIN_TABLE_BITS}…24, got ${maxBits}`);
    this.maxBits = maxBits;
    const buffer = new ArrayBuffer(16 << maxBits);
    this.words = new Int32Array(buffer);
    this.values = new Float64Array(buffer);
    this.clear();
  }

  /**
   * Forgets every entry: goes back to the smallest size and empties it. The slots beyond are emptied when the
   * table grows over them, so a search pays for the table it uses, not for the one the last search grew.
   */
  clear(): void {
    this.bits = MIN_TABLE_BITS;
    this.words.fill(0, 0, 4 << this.bits);
    this.count = 0;
    this.limit = this.bits === this.maxBits ? Infinity : 1 << (this.bits - LOAD_SHIFT);
  }

  /** The slot of a board in a table of 2^`bits` slots (for tests: two boards with the same slot replace each other). */
  static slot(lo: number, hi: number, bits = MIN_TABLE_BITS): number {
    return mixX(lo, mixY(lo, hi)) >>> (32 - bits);
  }

  /** The value stored for this board at `depth` or deeper, or NaN (values can be any number, negative too). */
  lookup(lo: number, hi: number, depth: number): number {
    const y = mixY(lo, hi);
    const x = mixX(lo, y);
    const i = (x >>> (32 - this.bits)) << 2;
    const w = this.words[i + 1] as number;
    if (this.words[i] === y && (w & ~DEPTH_MASK) === x << this.bits && (w & DEPTH_MASK) >= depth)
      return this.values[(i >>> 1) + 1] as number;
    return NaN;
  }

  store(lo: number, hi: number, depth: number, value: number): void {
    const y = mixY(lo, hi);
    this.insert(mixX(lo, y), y, depth, value);
  }

  /** Stores the value of the board mixed into `x`, `y` (see `mixX`, `mixY`); `depth` from 1 to 31. */
  insert(x: number, y: number, depth: number, value: number): void {
    const bits = this.bits;
    const i = (x >>> (32 - bits)) << 2;
    const words = this.words;
    const fresh = words[i + 1] === 0;
    words[i] = y;
    words[i + 1] = (x << bits) | depth;
    this.values[(i >>> 1) + 1] = value;
    if (fresh && ++this.count > this.limit) this.grow();
  }

  /** Four times the slots: every entry moves from slot s to a slot from 4s to 4s + 3. */
  grow(): void {
    const bits = this.bits;
    const next = Math.min(bits + 2, this.maxBits);
    const words = this.words;
    const values = this.values;
    words.fill(0, 4 << bits, 4 << next);
    // From the last slot down: slot s moves to 4s + k ≥ s, into a slot already moved or never used.
    for (let s = (1 << bits) - 1; s >= 0; s--) {
      const i = s << 2;
      const w = words[i + 1] as number;
      if (w === 0) continue;
      const x = (s << (32 - bits)) | (w >>> bits);
      const j = (x >>> (32 - next)) << 2;
      const y = words[i] as number;
      const value = values[(i >>> 1) + 1] as number;
      words[i + 1] = 0;
      words[j] = y;
      words[j + 1] = (x << next) | (w & DEPTH_MASK);
      values[(j >>> 1) + 1] = value;
    }
    this.bits = next;
    this.limit = next === this.maxBits ? Infinity : 1 << (next - LOAD_SHIFT);
  }
}
