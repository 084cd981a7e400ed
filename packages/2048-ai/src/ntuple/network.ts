/**
 * A learned evaluation for the 4×4 board: an n-tuple network. Each tuple is 4 cells (a line of the board or a 2×2
 * square) and has a table of 16^4 weights, one per combination of the exponents in its cells. The network's value of
 * a board is the sum, over its tuples and over the 8 symmetries of the board (rotations and reflections), of the
 * weight its cells select: the tuples' weights are shared by their 8 images, so the value is the same for a board
 * and its mirror images, and what is learned on one corner serves the other three.
 *
 * Weights are trained by temporal-difference learning (`train.ts`) so that the value of a board after a move
 * estimates the points the rest of the game will score from it.
 *
 * The binary file (little-endian):
 *
 * | offset | size        | what                                                         |
 * | ------ | ----------- | ------------------------------------------------------------ |
 * | 0      | 4           | the bytes `P2NT`                                             |
 * | 4      | 2           | format version (1)                                           |
 * | 6      | 2           | number of tuples T (1 to 16)                                 |
 * | 8      | 4           | games the weights were trained on (information only)         |
 * | 12     | 4 T         | each tuple's 4 cells (0–15, row-major), one byte each        |
 * | 12+4T  | 4 × 65536 T | the weights, float32: tuple by tuple, index Σ e(cell k)·16^k |
 */

import { pack, transpose, transposed } from '../fast/board.ts';

/** The first bytes of a network file. */
export const NTUPLE_MAGIC = 'P2NT';
/** The format version this code writes and reads. */
export const NTUPLE_VERSION = 1;
/** Weights per tuple: every combination of 4 exponents from 0 to 15. */
export const TUPLE_SIZE = 0x10000;
/** The most tuples a file may hold. */
export const MAX_TUPLES = 16;
const HEADER_BYTES = 12;

/**
 * The default tuples: the outer and the inner line (as a row), and the 2×2 squares in a corner, at the middle of an
 * edge and in the centre. With their 8 images they cover every line and every 2×2 square of the board.
 */
export const DEFAULT_TUPLES: readonly (readonly number[])[] = Object.freeze([
  Object.freeze([0, 1, 2, 3]),
  Object.freeze([4, 5, 6, 7]),
  Object.freeze([0, 1, 4, 5]),
  Object.freeze([1, 2, 5, 6]),
  Object.freeze([5, 6, 9, 10]),
]);

/** The 8 symmetries of the board, each as the image of every cell (row-major). Identity first. */
export const SYMMETRIES: readonly (readonly number[])[] = (() => {
  const all: number[][] = [];
  for (let s = 0; s < 8; s++) {
    const image: number[] = [];
    for (let cell = 0; cell < 16; cell++) {
      let r = cell >> 2;
      let c = cell & 3;
      if (s & 4) [r, c] = [c, r];
      if (s & 2) r = 3 - r;
      if (s & 1) c = 3 - c;
      image.push(4 * r + c);
    }
    all.push(image);
  }
  return all;
})();

/** A file that is not a network this code can read. */
export class NTupleFormatError extends Error {
  override readonly name = 'NTupleFormatError';
}

function fail(message: string): never {
  throw new NTupleFormatError(`n-tuple network: ${message}`);
}

/**
 * Where a tuple's cells sit, for the folded tables: the slot (0–3 the rows, 4–7 the columns, 8–16 the 2×2
 * squares by their top-left cell) and, for each of the 4 cells, its nibble in the slot's 16-bit key. A row's key is
 * the row as the packed board holds it (nibble c = column c), a column's is the row of the transposed board (nibble
 * r = row r), a square's is its two half-rows (nibbles 0, 1: the top row; 2, 3: the bottom row).
 */
function placement(cells: readonly number[]): { slot: number; nibbles: number[] } | null {
  const rows = cells.map((c) => c >> 2);
  const cols = cells.map((c) => c & 3);
  if (rows.every((r) => r === rows[0])) return { slot: rows[0] as number, nibbles: cols };
  if (cols.every((c) => c === cols[0])) return { slot: 4 + (cols[0] as number), nibbles: rows };
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  if (rows.some((r) => r > top + 1) || cols.some((c) => c > left + 1)) return null;
  const nibbles = cells.map((_, k) => 2 * ((rows[k] as number) - top) + ((cols[k] as number) - left));
  if (new Set(nibbles).size !== 4) return null;
  return { slot: 8 + 3 * top + left, nibbles };
}

function checkTuple(cells: readonly number[], which: number): void {
  if (cells.length !== 4) fail(`tuple ${which} has ${cells.length} cells; every tuple has 4`);
  for (const cell of cells)
    if (!Number.isInteger(cell) || cell < 0 || cell > 15)
      fail(`tuple ${which} names cell ${cell}, not 0 to 15`);
  if (new Set(cells).size !== 4) fail(`tuple ${which} names a cell twice (${cells.join(', ')})`);
  if (placement(cells) === null)
    fail(`tuple ${which} (cells ${cells.join(', ')}) is neither a line nor a 2×2 square of the board`);
}

/** Number of folded slots: 4 rows, 4 columns, 9 squares. */
const SLOTS = 17;

export class NTupleNetwork {
  /** The tuples' cells (row-major), as given. */
  readonly tuples: readonly (readonly number[])[];
  /** Tuple t's weights at `t × TUPLE_SIZE + index`. */
  readonly weights: Float32Array;
  /** Games the weights were trained on. */
  games: number;
  /** Feature f = 8t + s (tuple t seen through symmetry s): its 4 cells at 4f … 4f + 3. */
  readonly featureCells: Uint8Array;

  constructor(tuples: readonly (readonly number[])[] = DEFAULT_TUPLES, weights?: Float32Array, games = 0) {
    if (tuples.length < 1 || tuples.length > MAX_TUPLES)
      fail(`${tuples.length} tuples; a network has 1 to ${MAX_TUPLES}`);
    tuples.forEach((cells, t) => checkTuple(cells, t));
    if (weights !== undefined && weights.length !== tuples.length * TUPLE_SIZE)
      fail(`${weights.length} weights for ${tuples.length} tuples; expected ${tuples.length * TUPLE_SIZE}`);
    this.tuples = tuples.map((cells) => Object.freeze([...cells]));
    this.weights = weights ?? new Float32Array(tuples.length * TUPLE_SIZE);
    this.games = games;
    this.featureCells = new Uint8Array(tuples.length * 8 * 4);
    tuples.forEach((cells, t) => {
      SYMMETRIES.forEach((image, s) => {
        cells.forEach((cell, k) => {
          this.featureCells[4 * (8 * t + s) + k] = image[cell] as number;
        });
      });
    });
  }

  /** Number of features (tuples × 8 symmetries): the terms of a value. */
  get features(): number {
    return this.tuples.length * 8;
  }

  /**
   * The value of a board given as 16 exponents (row-major), summed feature by feature in a fixed order: the
   * definition the folded tables (`fold`) compute faster.
   */
  value(cells: ArrayLike<number>): number {
    const w = this.weights;
    const fc = this.featureCells;
    let sum = 0;
    for (let f = 0, i = 0; i < fc.length; f++, i += 4) {
      const index =
        (cells[fc[i] as number] as number) |
        ((cells[fc[i + 1] as number] as number) << 4) |
        ((cells[fc[i + 2] as number] as number) << 8) |
        ((cells[fc[i + 3] as number] as number) << 12);
      sum += w[(f >> 3) * TUPLE_SIZE + index] as number;
    }
    return sum;
  }

  /** Adds `delta` to the weight every feature of the board selects (one step of gradient descent on the value). */
  update(cells: ArrayLike<number>, delta: number): void {
    const w = this.weights;
    const fc = this.featureCells;
    for (let f = 0, i = 0; i < fc.length; f++, i += 4) {
      const index =
        (cells[fc[i] as number] as number) |
        ((cells[fc[i + 1] as number] as number) << 4) |
        ((cells[fc[i + 2] as number] as number) << 8) |
        ((cells[fc[i + 3] as number] as number) << 12);
      const j = (f >> 3) * TUPLE_SIZE + index;
      w[j] = (w[j] as number) + delta;
    }
  }

  /** The network as a file (see the table above). */
  toBytes(): Uint8Array {
    const t = this.tuples.length;
    const bytes = new Uint8Array(HEADER_BYTES + 4 * t + 4 * t * TUPLE_SIZE);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < 4; i++) bytes[i] = NTUPLE_MAGIC.charCodeAt(i);
    view.setUint16(4, NTUPLE_VERSION, true);
    view.setUint16(6, t, true);
    view.setUint32(8, Math.min(this.games, 0xffffffff), true);
    this.tuples.forEach((cells, i) => bytes.set(cells, HEADER_BYTES + 4 * i));
    const start = HEADER_BYTES + 4 * t;
    for (let i = 0; i < this.weights.length; i++)
      view.setFloat32(start + 4 * i, this.weights[i] as number, true);
    return bytes;
  }

  /**
   * Reads a network file. Throws `NTupleFormatError`, saying what is wrong, for anything else: another file, a
   * version this code does not know, a size that does not match the header, a tuple that is not a line or a
   * square, a weight that is not a finite number.
   */
  static fromBytes(data: ArrayBuffer | ArrayBufferView): NTupleNetwork {
    const bytes =
      data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (bytes.length < HEADER_BYTES)
      fail(`${bytes.length} bytes is too short for a header (${HEADER_BYTES})`);
    const magic = String.fromCharCode(...bytes.subarray(0, 4));
    if (magic !== NTUPLE_MAGIC) fail(`not a network file (it starts ${JSON.stringify(magic)}, not "P2NT")`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const version = view.getUint16(4, true);
    if (version !== NTUPLE_VERSION)
      fail(`format version ${version}; this code reads version ${NTUPLE_VERSION}`);
    const t = view.getUint16(6, true);
    if (t < 1 || t > MAX_TUPLES) fail(`${t} tuples; a network has 1 to ${MAX_TUPLES}`);
    const expected = HEADER_BYTES + 4 * t + 4 * t * TUPLE_SIZE;
    if (bytes.length !== expected)
      fail(
        `${bytes.length} bytes, but ${t} tuples make a file of ${expected} bytes (cut short or not a network)`,
      );
    const games = view.getUint32(8, true);
    const tuples: number[][] = [];
    for (let i = 0; i < t; i++)
      tuples.push([...bytes.subarray(HEADER_BYTES + 4 * i, HEADER_BYTES + 4 * i + 4)]);
    tuples.forEach((cells, i) => checkTuple(cells, i));
    const weights = new Float32Array(t * TUPLE_SIZE);
    const start = HEADER_BYTES + 4 * t;
    for (let i = 0; i < weights.length; i++) {
      const w = view.getFloat32(start + 4 * i, true);
      if (!Number.isFinite(w)) fail(`weight ${i} is ${w}, not a finite number`);
      weights[i] = w;
    }
    return new NTupleNetwork(tuples, weights, games);
  }

  /**
   * The network as one table per line and per 2×2 square of the board (`FoldedNetwork`), for the search: a board's
   * value is then 17 table reads keyed by its rows, its transposed rows and pairs of half-rows, instead of 4 cells
   * gathered for each of the features. Slots whose tables come out equal share one.
   */
  fold(): FoldedNetwork {
    const tuples = this.tuples.length;
    const sums: (Float64Array | null)[] = Array.from({ length: SLOTS }, () => null);
    for (let f = 0; f < this.features; f++) {
      const cells = Array.from(this.featureCells.subarray(4 * f, 4 * f + 4));
      const place = placement(cells);
      if (place === null) throw new Error('unreachable: tuples are checked when the network is made');
      const table = (sums[place.slot] ??= new Float64Array(TUPLE_SIZE));
      const base = (f >> 3) * TUPLE_SIZE;
      // The shift of cell k's nibble in the slot's key.
      const [s0, s1, s2, s3] = place.nibbles.map((n) => 4 * n) as [number, number, number, number];
      for (let key = 0; key < TUPLE_SIZE; key++) {
        const index =
          ((key >>> s0) & 15) |
          (((key >>> s1) & 15) << 4) |
          (((key >>> s2) & 15) << 8) |
          (((key >>> s3) & 15) << 12);
        table[key] = (table[key] as number) + (this.weights[base + index] as number);
      }
    }
    // Equal tables are stored once: the 4 outer lines share one, as do the 4 inner lines.
    const unique: Float64Array[] = [];
    const offsets: number[] = [];
    for (const table of sums) {
      const t = table ?? new Float64Array(TUPLE_SIZE);
      let found = unique.findIndex((u) => u.every((v, i) => v === t[i]));
      if (found < 0) {
        found = unique.length;
        unique.push(t);
      }
      offsets.push(found * TUPLE_SIZE);
    }
    const tables = new Float32Array(unique.length * TUPLE_SIZE);
    unique.forEach((u, i) => tables.set(u, i * TUPLE_SIZE));
    return new FoldedNetwork(tables, offsets, tuples, this.games);
  }
}

/**
 * A trained n-tuple network, ready for the search: `analyze(state, { evaluation })` scores the 4×4 boards it reaches
 * with it. Made by `loadNTupleEvaluation` from a network file.
 */
export interface NTupleEvaluation {
  /** Games the network was trained on, as its file says. */
  readonly games: number;
  /** The network's tuples (each seen through the board's 8 symmetries). */
  readonly tupleCount: number;
  /**
   * The network's value of a 4×4 board (rows of tile values, 0 for an empty cell, tiles up to 32768): the points it
   * expects the rest of the game to score from this board, as an afterstate (after a move, before the spawn).
   */
  value(board: readonly (readonly number[])[]): number;
}

/**
 * The `NTupleEvaluation` the search reads: the network folded into one table per line and per
 * 2×2 square of the board (see `NTupleNetwork.fold`): `tables` holds them one after another, and `o0`…`o16` are the
 * offsets of rows 0–3, columns 0–3 and the squares with top-left cell (r, c) at 8 + 3r + c. Float32: half the
 * cache of float64, and far finer than the weights' own precision needs.
 */
export class FoldedNetwork implements NTupleEvaluation {
  readonly o0: number;
  readonly o1: number;
  readonly o2: number;
  readonly o3: number;
  readonly o4: number;
  readonly o5: number;
  readonly o6: number;
  readonly o7: number;
  readonly o8: number;
  readonly o9: number;
  readonly o10: number;
  readonly o11: number;
  readonly o12: number;
  readonly o13: number;
  readonly o14: number;
  readonly o15: number;
  readonly o16: number;
  /** Where `evaluateInto` writes. */
  readonly result = new Float64Array(1);

  constructor(
    readonly tables: Float32Array,
    offsets: readonly number[],
    /** The network's tuples (before the 8 symmetries). */
    readonly tupleCount: number,
    /** Games the network was trained on, as its file says. */
    readonly games: number,
  ) {
    const o = (i: number): number => offsets[i] ?? 0;
    this.o0 = o(0);
    this.o1 = o(1);
    this.o2 = o(2);
    this.o3 = o(3);
    this.o4 = o(4);
    this.o5 = o(5);
    this.o6 = o(6);
    this.o7 = o(7);
    this.o8 = o(8);
    this.o9 = o(9);
    this.o10 = o(10);
    this.o11 = o(11);
    this.o12 = o(12);
    this.o13 = o(13);
    this.o14 = o(14);
    this.o15 = o(15);
    this.o16 = o(16);
  }

  /**
   * The value of the packed board `lo`, `hi` (see `fast/board.ts`) whose transpose is `tlo`, `thi`, into
   * `this.result[0]`: the search calls this where the compiler does not inline it, and a double returned from such
   * a call would be boxed (one allocation per board).
   */
  evaluateInto(lo: number, hi: number, tlo: number, thi: number): void {
    const t = this.tables;
    const r1 = lo >>> 16;
    const r3 = hi >>> 16;
    this.result[0] =
      (t[this.o0 + (lo & 0xffff)] as number) +
      (t[this.o1 + r1] as number) +
      (t[this.o2 + (hi & 0xffff)] as number) +
      (t[this.o3 + r3] as number) +
      (t[this.o4 + (tlo & 0xffff)] as number) +
      (t[this.o5 + (tlo >>> 16)] as number) +
      (t[this.o6 + (thi & 0xffff)] as number) +
      (t[this.o7 + (thi >>> 16)] as number) +
      // Squares on rows 0–1 (both in lo), 1–2 (lo's top half, hi's bottom half), 2–3 (both in hi).
      (t[this.o8 + ((lo & 0xff) | ((lo >>> 8) & 0xff00))] as number) +
      (t[this.o9 + (((lo >>> 4) & 0xff) | ((lo >>> 12) & 0xff00))] as number) +
      (t[this.o10 + (((lo >>> 8) & 0xff) | ((lo >>> 16) & 0xff00))] as number) +
      (t[this.o11 + ((r1 & 0xff) | ((hi << 8) & 0xff00))] as number) +
      (t[this.o12 + (((r1 >>> 4) & 0xff) | ((hi << 4) & 0xff00))] as number) +
      (t[this.o13 + (((r1 >>> 8) & 0xff) | (hi & 0xff00))] as number) +
      (t[this.o14 + ((hi & 0xff) | ((hi >>> 8) & 0xff00))] as number) +
      (t[this.o15 + (((hi >>> 4) & 0xff) | ((hi >>> 12) & 0xff00))] as number) +
      (t[this.o16 + (((hi >>> 8) & 0xff) | ((hi >>> 16) & 0xff00))] as number);
  }

  value(board: readonly (readonly number[])[]): number {
    const packed = pack(board);
    if (packed === null)
      throw new RangeError('n-tuple network: the board must be 4×4 with tiles up to 32768');
    transpose(packed.lo, packed.hi);
    return this.evaluate(packed.lo, packed.hi, transposed.lo, transposed.hi);
  }

  /** The value of the packed board `lo`, `hi` whose transpose is `tlo`, `thi`. */
  evaluate(lo: number, hi: number, tlo: number, thi: number): number {
    this.evaluateInto(lo, hi, tlo, thi);
    return this.result[0] as number;
  }
}

/**
 * Reads a network file (see the table at the top of this module) into an evaluation for `analyze`. Throws
 * `NTupleFormatError`, saying what is wrong, for a file that is not one this code can read.
 */
export function loadNTupleEvaluation(data: ArrayBuffer | ArrayBufferView): NTupleEvaluation {
  return NTupleNetwork.fromBytes(data).fold();
}
