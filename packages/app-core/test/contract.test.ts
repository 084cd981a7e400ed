import { describe, expect, it } from 'vitest';
import { CONTRACT_CHECKS, storageContract } from '../contract/index.ts';
import {
  BROWSER_FARKLE_HIGH_SCORE,
  BROWSER_RECORDS_2048,
  TERMINAL_FARKLE_SCORES,
  TERMINAL_SCORES_2048,
} from '../src/index.ts';
import { memoryStorage, type MemoryFormats } from './memory-storage.ts';

const BROWSER: MemoryFormats = {
  records2048: BROWSER_RECORDS_2048,
  farkle: { highScore: BROWSER_FARKLE_HIGH_SCORE },
};
const TERMINAL: MemoryFormats = {
  records2048: TERMINAL_SCORES_2048,
  farkle: { scores: TERMINAL_FARKLE_SCORES },
};

storageContract({ name: 'a memory storage in the browser’s formats', create: () => memoryStorage(BROWSER) });
storageContract({
  name: 'a memory storage in the terminal’s formats',
  create: () => memoryStorage(TERMINAL),
});

describe('the storage contract', () => {
  it('fails a storage that writes what it read when it opened instead of what is stored now', () => {
    const check = CONTRACT_CHECKS.find((c) => c.name.startsWith('loses no record'));
    expect(check).toBeDefined();
    expect(() => check?.run(memoryStorage(BROWSER, { lossy: true }))).toThrow();
    expect(() => check?.run(memoryStorage(TERMINAL, { lossy: true }))).toThrow();
  });
});
