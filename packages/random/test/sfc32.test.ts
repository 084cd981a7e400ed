import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, isRandomState, nextFloat, nextInt, nextUint32, randomSeed } from '../src/index.ts';
import type { RandomState } from '../src/index.ts';

function drawMany(state: RandomState, count: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < count; i++) {
    const d = nextUint32(s);
    out.push(d.value);
    s = d.state;
  }
  return out;
}

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(drawMany(createRandom('abc'), 20)).toEqual(drawMany(createRandom('abc'), 20));
    expect(drawMany(createRandom(42), 20)).toEqual(drawMany(createRandom(42), 20));
  });

  it('treats a number and its decimal string as the same seed', () => {
    expect(createRandom(7)).toEqual(createRandom('7'));
  });

  it('gives different sequences for nearby seeds', () => {
    const seqs = new Set([0, 1, 2, 3, 4, 5].map((seed) => drawMany(createRandom(seed), 4).join(',')));
    expect(seqs.size).toBe(6);
  });

  it('rejects non-finite numbers', () => {
    expect(() => createRandom(Number.NaN)).toThrow(RangeError);
    expect(() => createRandom(Number.POSITIVE_INFINITY)).toThrow(/finite/);
  });

  it('never mutates the state it is given', () => {
    const s = createRandom('frozen');
    const copy = [...s];
    nextUint32(s);
    nextInt(s, 6);
    nextFloat(s);
    expect([...s]).toEqual(copy);
  });
});

describe('draws', () => {
  it('nextInt stays in range and is roughly uniform', () => {
    let s = createRandom('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const d = nextInt(s, 6);
      counts[d.value] = (counts[d.value] ?? 0) + 1;
      s = d.state;
    }
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(n / 6 / 10);
  });

  it('nextInt rejects bad bounds', () => {
    const s = createRandom(1);
    expect(() => nextInt(s, 0)).toThrow(/bound/);
    expect(() => nextInt(s, 2.5)).toThrow(/bound/);
    expect(() => nextInt(s, 2 ** 33)).toThrow(/bound/);
  });

  it('nextFloat is in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        let s = createRandom(seed);
        for (let i = 0; i < 50; i++) {
          const d = nextFloat(s);
          if (d.value < 0 || d.value >= 1) return false;
          s = d.state;
        }
        return true;
      }),
    );
  });

  it('every state it produces is a valid state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const d = nextInt(createRandom(seed), bound);
        return isRandomState(d.state) && d.value >= 0 && d.value < bound;
      }),
    );
  });
});

describe('isRandomState', () => {
  it('accepts four unsigned 32-bit integers only', () => {
    expect(isRandomState([0, 1, 2, 0xffffffff])).toBe(true);
    expect(isRandomState([0, 1, 2])).toBe(false);
    expect(isRandomState([0, 1, 2, -1])).toBe(false);
    expect(isRandomState([0, 1, 2, 2 ** 32])).toBe(false);
    expect(isRandomState([0, 1, 2, 1.5])).toBe(false);
    expect(isRandomState(['0', 1, 2, 3])).toBe(false);
    expect(isRandomState(null)).toBe(false);
  });
});

describe('randomSeed', () => {
  it('returns an unsigned 32-bit integer', () => {
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });
});
