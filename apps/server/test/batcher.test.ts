/** Writes gathered into batches: together while earlier ones are written, each answered for itself. */
import { describe, expect, it } from 'vitest';
import { Batcher } from '../src/rooms/batcher.ts';

describe('a batcher', () => {
  it('sends what is asked while a batch is written together in the next, answering each in order', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>({
      many: async (items) => {
        batches.push([...items]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((item) => item * 10);
      },
      one: async (item) => {
        batches.push([item]);
        return item * 10;
      },
      inFlight: 1,
      maxItems: 3,
    });
    const first = batcher.add(1);
    const rest = [2, 3, 4, 5, 6].map((item) => batcher.add(item));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('tries each item of a failed batch alone: one refused, the others written, a failure passed on', async () => {
    const batcher = new Batcher<number, boolean>({
      many: async () => {
        throw new Error('duplicate');
      },
      one: async (item) => {
        if (item === 3) throw new Error('unreachable');
        return item !== 2;
      },
      inFlight: 1,
      maxItems: 10,
    });
    const answers = [1, 2, 3, 4].map((item) =>
      batcher.add(item).then(
        (written) => written,
        (error: unknown) => (error as Error).message,
      ),
    );
    expect(await Promise.all(answers)).toEqual([true, false, 'unreachable', true]);
  });
});
