/**
 * The two-player win tables of rules other than the traditional ones (whose table ships with the engine): read
 * from the data directory when solved before, else solved on a worker thread in the background and kept there
 * (`farkle-win-tables/<key>.txt`). Until a table is installed, the Expert and the advice play for the turn's
 * expected points (the engine's `awaitingTable`).
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { winTableRules, type WinTableMessage } from '@pastime/app-core';
import {
  hasWinTable,
  installWinTable,
  isFarkleError,
  winTableKey,
  type FarkleState,
  type Rules,
} from '@pastime/farkle';
import { writeFileAtomic } from '../storage/atomic.ts';
import { asidePath, readBounded, tooLargeProblem } from '../storage/bounded.ts';
import type { Report } from '../storage/store.ts';
import { WIN_TABLE_THREAD } from './win-table-thread.ts';

export type WinTableProgress =
  { readonly kind: 'solving'; readonly fraction: number } | { readonly kind: 'ready' };

/** The rules whose table `state` could use and that this process has not installed yet. */
export function tableRules(state: FarkleState): Rules | null {
  const rules = winTableRules(state);
  return rules === null || hasWinTable(rules) ? null : rules;
}

function cachePath(directory: string, rules: Rules): string {
  return join(directory, 'farkle-win-tables', `${winTableKey(rules).replace(/[^A-Za-z0-9_.-]/g, '_')}.txt`);
}

/**
 * The largest win table read: 8 MiB, twice what the largest target the rules allow (50,000 points) takes. A larger
 * file was not written by this program: it is kept aside unread, so that it is not read again at every start.
 */
export const MAX_WIN_TABLE_BYTES = 8 * 1024 * 1024;

/**
 * Installs a table kept before; false when there is none (or it does not fit the rules: it is solved again). A
 * file too large is set aside, with a notice.
 */
export function installCached(directory: string | undefined, rules: Rules, report: Report): boolean {
  if (directory === undefined) return false;
  const path = cachePath(directory, rules);
  try {
    const file = readBounded(path, MAX_WIN_TABLE_BYTES);
    if (file === undefined) return false;
    if (!('text' in file)) {
      const backup = asidePath(path);
      renameSync(path, backup);
      report(
        `The Farkle win table ${path} could not be read: ${tooLargeProblem(file.tooLarge, MAX_WIN_TABLE_BYTES, 'a win table')}. It was kept as ${backup}.`,
      );
      return false;
    }
    installWinTable(rules, file.text);
    return true;
  } catch (error) {
    if (isFarkleError(error) || (error instanceof Error && 'code' in error)) return false;
    throw error;
  }
}

/**
 * Solves the table of `rules` on a worker thread, keeps it in `directory` (when saving is on) and installs it;
 * `onProgress` hears how far it has got. Returns a function that stops it.
 */
export function solveInBackground(
  directory: string | undefined,
  rules: Rules,
  onProgress: (progress: WinTableProgress) => void,
): () => void {
  const worker = new Worker(new URL(import.meta.url), { workerData: WIN_TABLE_THREAD });
  // A solve still running never keeps the program from ending.
  worker.unref();
  worker.on('message', (message: WinTableMessage) => {
    if (message.kind === 'progress') return onProgress({ kind: 'solving', fraction: message.fraction });
    void worker.terminate();
    installWinTable(rules, message.text);
    if (directory !== undefined) {
      try {
        writeFileAtomic(cachePath(directory, rules), message.text);
      } catch {
        // Not kept: it is solved again next time.
      }
    }
    onProgress({ kind: 'ready' });
  });
  worker.on('error', () => undefined);
  worker.postMessage(rules);
  return () => void worker.terminate();
}
