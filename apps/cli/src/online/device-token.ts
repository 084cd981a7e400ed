/**
 * This terminal's identity for the daily challenges: the token each server gave it on its first run, and the
 * name it plays under there, in one small file of the data directory (`daily/device.json`), keyed by server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, writeFileAtomic } from '../storage/atomic.ts';

export interface Device {
  readonly token: string;
  readonly name: string;
}

type Devices = Readonly<Record<string, Device>>;

function deviceFile(dataDir: string): string {
  return join(dataDir, 'daily', 'device.json');
}

function isDevice(value: unknown): value is Device {
  if (typeof value !== 'object' || value === null) return false;
  const device = value as Record<string, unknown>;
  return typeof device['token'] === 'string' && typeof device['name'] === 'string';
}

/** Every server's device as the file holds it (a file unreadable or not ours: none; a bad entry: skipped). */
function readDevices(dataDir: string): Devices {
  try {
    const value: unknown = JSON.parse(readFileSync(deviceFile(dataDir), 'utf8'));
    const servers = (value as { servers?: unknown } | null)?.servers;
    if (typeof servers !== 'object' || servers === null) return {};
    return Object.fromEntries(Object.entries(servers).filter(([, device]) => isDevice(device))) as Devices;
  } catch {
    return {};
  }
}

/** This terminal's device on `server`, if it has played there. */
export function deviceOn(dataDir: string, server: string): Device | undefined {
  const devices = readDevices(dataDir);
  return Object.hasOwn(devices, server) ? devices[server] : undefined;
}

/** Keeps the device of `server` (the other servers' as they are); the file's path when it could not be written. */
export function keepDevice(dataDir: string, server: string, device: Device): string | undefined {
  const servers = { ...readDevices(dataDir), [server]: { token: device.token, name: device.name } };
  try {
    writeFileAtomic(deviceFile(dataDir), `${JSON.stringify({ version: 1, servers }, null, 2)}\n`);
    return undefined;
  } catch (error) {
    // A file system's refusal (no space, no permission); anything else is a bug.
    if (errorCode(error) === undefined) throw error;
    return deviceFile(dataDir);
  }
}
