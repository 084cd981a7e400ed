/**
 * The byte layer of replay codes: whole numbers as variable-length bytes, short texts, two-bit fields, a check
 * value, and the URL-safe Base64 a code is written in. Every read that runs past the end, or finds what no writer
 * writes, throws a `ReplayError` saying so.
 */
import { ReplayError } from './error.ts';

// Both the browser and Node have these; the package is built without either's library types.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new (
  label: 'utf-8',
  options: { readonly fatal: boolean },
) => { decode(bytes: Uint8Array): string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]));

/** FNV-1a, 32 bits, over bytes. */
export function fnv1a(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193) >>> 0;
  return hash >>> 0;
}

export class ByteWriter {
  #bytes: number[] = [];

  byte(value: number): this {
    this.#bytes.push(value & 0xff);
    return this;
  }

  /** A whole number from 0 up, seven bits a byte, low bits first. */
  natural(value: number): this {
    let rest = value;
    while (rest >= 0x80) {
      this.#bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.#bytes.push(rest);
    return this;
  }

  text(value: string): this {
    const encoded = new TextEncoder().encode(value);
    this.natural(encoded.length);
    for (const byte of encoded) this.#bytes.push(byte);
    return this;
  }

  /** Values from 0 to 3, four to a byte, first in the lowest bits. */
  pairs(values: readonly number[]): this {
    for (let i = 0; i < values.length; i += 4) {
      let byte = 0;
      for (let j = 0; j < 4 && i + j < values.length; j++) byte |= ((values[i + j] ?? 0) & 3) << (2 * j);
      this.#bytes.push(byte);
    }
    return this;
  }

  /** The bytes written, followed by their check value (four bytes). */
  finish(): Uint8Array {
    const body = Uint8Array.from(this.#bytes);
    const check = fnv1a(body);
    const out = new Uint8Array(body.length + 4);
    out.set(body);
    out.set([check >>> 24, (check >>> 16) & 0xff, (check >>> 8) & 0xff, check & 0xff], body.length);
    return out;
  }
}

export class ByteReader {
  readonly #bytes: Uint8Array;
  #at = 0;

  /** Reads `bytes` after checking the check value that ends them. */
  constructor(bytes: Uint8Array) {
    if (bytes.length < 6) throw new ReplayError('truncated', 'the code is too short to be a replay');
    const end = bytes.length - 4;
    const stored =
      (((bytes[end] ?? 0) << 24) |
        ((bytes[end + 1] ?? 0) << 16) |
        ((bytes[end + 2] ?? 0) << 8) |
        (bytes[end + 3] ?? 0)) >>>
      0;
    if (stored !== fnv1a(bytes, 0, end)) {
      throw new ReplayError(
        'check-failed',
        'the code does not match its check value: it was changed or cut short',
      );
    }
    this.#bytes = bytes.subarray(0, end);
  }

  byte(what: string): number {
    const value = this.#bytes[this.#at];
    if (value === undefined) throw new ReplayError('truncated', `the code ends before its ${what}`);
    this.#at++;
    return value;
  }

  natural(what: string): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte(what);
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
      if (scale > Number.MAX_SAFE_INTEGER) throw new ReplayError('malformed', `its ${what} is too large`);
    }
    return value;
  }

  text(what: string, maxBytes: number): string {
    const length = this.natural(what);
    if (length > maxBytes) throw new ReplayError('malformed', `its ${what} is longer than ${maxBytes} bytes`);
    const bytes = this.#bytes.subarray(this.#at, this.#at + length);
    if (bytes.length < length) throw new ReplayError('truncated', `the code ends inside its ${what}`);
    this.#at += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ReplayError('malformed', `its ${what} is not UTF-8 text`);
    }
  }

  pairs(count: number, what: string): number[] {
    const bytes = Math.ceil(count / 4);
    if (this.#at + bytes > this.#bytes.length)
      throw new ReplayError('truncated', `the code ends inside its ${what}`);
    const values: number[] = [];
    for (let i = 0; i < count; i++)
      values.push(((this.#bytes[this.#at + (i >> 2)] ?? 0) >> (2 * (i & 3))) & 3);
    this.#at += bytes;
    return values;
  }

  /** Throws unless every byte was read. */
  end(): void {
    if (this.#at !== this.#bytes.length) {
      throw new ReplayError(
        'malformed',
        `the code has ${this.#bytes.length - this.#at} bytes after its last move`,
      );
    }
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63] ?? '';
    out += ALPHABET[(n >> 12) & 63] ?? '';
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63] ?? '';
    if (c !== undefined) out += ALPHABET[n & 63] ?? '';
  }
  return out;
}

export function fromBase64Url(code: string): Uint8Array {
  if (code.length % 4 === 1) throw new ReplayError('malformed', 'the code has a length no replay code has');
  const out = new Uint8Array(Math.floor((code.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let at = 0;
  for (let i = 0; i < code.length; i++) {
    const char = code[i] ?? '';
    const value = INDEX.get(char);
    if (value === undefined) {
      throw new ReplayError(
        'malformed',
        `the code holds “${char}” (character ${i + 1}), which no replay code has`,
      );
    }
    bits = (bits << 6) | value;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[at++] = (bits >> count) & 0xff;
    }
  }
  // The bits after the last byte are 0 in every code written: a last character with others set was changed.
  if ((bits & ((1 << count) - 1)) !== 0) {
    throw new ReplayError('malformed', 'the code’s last character is not one a replay code ends with');
  }
  return out;
}
