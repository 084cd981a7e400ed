import { describe, expect, it } from 'vitest';
import { deviceOf, DEVICE_NAME_KEY, DEVICE_TOKEN_KEY } from '../../src/daily/device.ts';
import { createStore, memoryStorage } from '../../src/storage/storage.ts';
import { refusingStorage } from './storage-support.ts';

describe('the device of the daily challenges', () => {
  it('keeps one token and one name for the browser, read again by another page', () => {
    const backend = memoryStorage();
    const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined });
    const device = deviceOf(store);
    expect(device.token()).toBeUndefined();
    expect(device.name()).toBe('');
    expect(device.keepToken('abcdefghijklmnopqrstuv')).toBe(true);
    expect(device.keepName('Ada')).toBe(true);
    const again = deviceOf(createStore({ backend, prefix: 'pastime.', onProblem: () => undefined }));
    expect(again.token()).toBe('abcdefghijklmnopqrstuv');
    expect(again.name()).toBe('Ada');
    expect(backend.getItem(`pastime.${DEVICE_TOKEN_KEY}`)).toBe('"abcdefghijklmnopqrstuv"');
    expect(backend.getItem(`pastime.${DEVICE_NAME_KEY}`)).toBe('"Ada"');
  });

  it('keeps a token the browser refused to store for as long as the page', () => {
    const backend = refusingStorage(memoryStorage(), (key) => key.endsWith(DEVICE_TOKEN_KEY));
    const problems: unknown[] = [];
    const device = deviceOf(createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) }));
    expect(device.keepToken('abcdefghijklmnopqrstuv')).toBe(false);
    expect(device.token()).toBe('abcdefghijklmnopqrstuv');
    expect(problems).toHaveLength(1);
  });
});
