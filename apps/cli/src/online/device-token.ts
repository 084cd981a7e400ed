/**
 * This terminal's identity for the daily challenges: the token each server gave it on its first run, and the
 * name it plays under there, in one small file of the data directory (`daily/device.json`), keyed by server.
 */
import { join } from 'node:path';
import { errorCode, writeFileAtomic } from '../storage/atomic.ts';
import { readSmallJson } from '../storage/bounded.ts';

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

function isDeviceFile(value: unknown): value is { readonly servers: Readonly<Record<string, unknown>> } {
  const servers = (value as { servers?: unknown } | null | undefined)?.servers;
  return typeof servers === 'object' && servers !== null;
}

/**
 * Every server's device as the file holds it (a bad entry skipped); a file unreadable or not ours is set aside
 * with a notice, since the tokens in it may still be wanted, and reads as none.
 */
function readDevices(dataDir: string, report: (message: string) => void): Devices {
  const file = readSmallJson(deviceFile(dataDir), 'a device file', isDeviceFile, report);
  if (file === undefined) return {};
  return Object.fromEntries(Object.entries(file.servers).filter(([, device]) => isDevice(device))) as Devices;
}

/** This terminal's device on `server`, if it has played there. */
export function deviceOn(
  dataDir: string,
  server: string,
  report: (message: string) => void,
): Device | undefined {
  const devices = readDevices(dataDir, report);
  return Object.hasOwn(devices, server) ? devices[server] : undefined;
}

/** Keeps the device of `server` (the other servers' as they are); the file's path when it could not be written. */
export function keepDevice(
  dataDir: string,
  server: string,
  device: Device,
  report: (message: string) => void,
): string | undefined {
  const servers = { ...readDevices(dataDir, report), [server]: { token: device.token, name: device.name } };
  try {
    writeFileAtomic(deviceFile(dataDir), `${JSON.stringify({ version: 1, servers }, null, 2)}\n`);
    return undefined;
  } catch (error) {
    // A file system's refusal (no space, no permission); anything else is a bug.
    if (errorCode(error) === undefined) throw error;
    return deviceFile(dataDir);
  }
}
