/**
 * The two-player win table of a game's rules, when they are not the traditional ones (whose table ships with the
 * engine): taken from the browser's storage when it was solved before, else solved in a worker of its own in the
 * background, stored when it fits, and installed in the advisor's worker. Until then the advice and the Expert
 * play for the turn's expected points (the engine's `awaitingTable`).
 */
import { winTableWanted, type WinTableMessage } from '@pastime/app-core';
import { winTableKey, type FarkleState } from '@pastime/farkle';
import { useEffect, useState } from 'preact/hooks';
import type { AdvisorClient } from './advisor/advisor-client.ts';
import type { WinTableRequest } from './advisor/win-table-protocol.ts';

export const WIN_TABLE_PREFIX = 'pastime.farkle.winTable.';

export type WinTableStatus =
  | { readonly kind: 'not-needed' }
  | { readonly kind: 'solving'; readonly fraction: number }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly message: string };

function cached(key: string): string | null {
  try {
    return localStorage.getItem(WIN_TABLE_PREFIX + key);
  } catch {
    return null;
  }
}

/** Stores the table when the browser has room; a full storage only means solving it again next time. */
function store(key: string, text: string): void {
  try {
    localStorage.setItem(WIN_TABLE_PREFIX + key, text);
  } catch {
    // Quota exceeded or storage off: the table is still installed for this page.
  }
}

const installed = new WeakMap<AdvisorClient, Set<string>>();

export function useWinTable(
  advisor: AdvisorClient,
  state: FarkleState | null,
  advisorOn: boolean,
): WinTableStatus {
  const rules = state === null ? null : winTableWanted(state, advisorOn);
  const key = rules === null ? null : winTableKey(rules);
  const [status, setStatus] = useState<WinTableStatus>({ kind: 'not-needed' });

  useEffect(() => {
    if (rules === null || key === null) {
      setStatus({ kind: 'not-needed' });
      return;
    }
    const done = installed.get(advisor) ?? new Set<string>();
    installed.set(advisor, done);
    if (done.has(key)) {
      setStatus({ kind: 'ready' });
      return;
    }
    let live = true;
    const install = (text: string): void => {
      advisor.installTable(rules, text).then(
        () => {
          done.add(key);
          if (live) setStatus({ kind: 'ready' });
        },
        (error: unknown) => {
          if (live)
            setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'unknown' });
        },
      );
    };
    const saved = cached(key);
    if (saved !== null) {
      install(saved);
      return () => {
        live = false;
      };
    }
    setStatus({ kind: 'solving', fraction: 0 });
    const worker = new Worker(new URL('./advisor/win-table-worker.ts', import.meta.url), {
      type: 'module',
      name: 'Farkle win table',
    });
    worker.onmessage = (event: MessageEvent<WinTableMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        if (live) setStatus({ kind: 'solving', fraction: message.fraction });
        return;
      }
      worker.terminate();
      store(key, message.text);
      install(message.text);
    };
    worker.onerror = () => {
      worker.terminate();
      if (live) setStatus({ kind: 'failed', message: 'the solver stopped' });
    };
    const request: WinTableRequest = { rules };
    worker.postMessage(request);
    return () => {
      live = false;
      worker.terminate();
    };
  }, [advisor, key]);

  return status;
}
