/**
 * This browser as the daily challenges know it: the device token the server gave on the first ranked run (whoever
 * holds it plays as this device, so it is kept like the online seats' tokens), and the name its runs are shown
 * under. One of each per browser, for both games.
 */
import { text } from '@pastime/app-core';
import { MAX_NAME_UNITS } from '@pastime/farkle';
import { describeKey } from '../shell/app-store.ts';
import type { Store } from '../storage/storage.ts';

export const DEVICE_TOKEN_KEY = 'daily.token';
export const DEVICE_NAME_KEY = 'daily.name';
describeKey(DEVICE_TOKEN_KEY, 'this browser’s token for the daily challenges');
describeKey(DEVICE_NAME_KEY, 'your name on the daily boards');

const token = text(64);
const name = text(MAX_NAME_UNITS * 4);

export interface Device {
  /** The server's token, once a run has begun. */
  token(): string | undefined;
  /** Keeps the token; false when the browser refused (it then lasts as long as the page). */
  keepToken(value: string): boolean;
  /** The name last chosen ('' before one). */
  name(): string;
  keepName(value: string): boolean;
}

/** The device over `store`; a token or name the browser refused to keep lasts for the page. */
export function deviceOf(store: Store): Device {
  let unkeptToken: string | undefined;
  let unkeptName: string | undefined;
  return {
    token: () => unkeptToken ?? store.read(DEVICE_TOKEN_KEY, (value) => token(value, 'token')),
    keepToken(value) {
      const kept = store.write(DEVICE_TOKEN_KEY, value);
      unkeptToken = kept ? undefined : value;
      return kept;
    },
    name: () => unkeptName ?? store.read(DEVICE_NAME_KEY, (value) => name(value, 'name')) ?? '',
    keepName(value) {
      const kept = store.write(DEVICE_NAME_KEY, value);
      unkeptName = kept ? undefined : value;
      return kept;
    },
  };
}
