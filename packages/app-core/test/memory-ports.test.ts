import { describe, expect, it } from 'vitest';
import { memoryDocument, memoryShelf, timerClock, type ShelvedGame } from '../src/index.ts';

const game = (revision: number, save: string): ShelvedGame<string> => ({
  id: 'a',
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision,
  save,
});

describe('memoryShelf', () => {
  it('writes only over the revision expected, and reports the stored game otherwise', () => {
    const shelf = memoryShelf<string>();
    expect(shelf.write(game(1, 'first'), undefined)).toEqual({ kind: 'written' });
    expect(shelf.write(game(2, 'stale'), undefined)).toEqual({ kind: 'conflict', stored: game(1, 'first') });
    expect(shelf.write(game(2, 'second'), 1)).toEqual({ kind: 'written' });
    expect(shelf.read('a')).toEqual(game(2, 'second'));
    expect(shelf.list()).toEqual([game(2, 'second')]);
    expect(shelf.remove('a')).toBe(true);
    expect(shelf.read('a')).toBeUndefined();
  });
});

describe('memoryDocument', () => {
  it('keeps what each update returns', () => {
    const document = memoryDocument(1);
    expect(document.update((n) => n + 2)).toBe(3);
    expect(document.read()).toBe(3);
  });
});

describe('timerClock', () => {
  it('calls back after the time asked, unless cancelled', async () => {
    const calls: string[] = [];
    timerClock.after(5, () => calls.push('kept'));
    const cancel = timerClock.after(5, () => calls.push('cancelled'));
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual(['kept']);
    expect(Math.abs(timerClock.now() - Date.now())).toBeLessThan(1000);
  });
});
