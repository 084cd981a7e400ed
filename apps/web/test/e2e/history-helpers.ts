/** Reading the finished games the app keeps in the browser's IndexedDB (`src/storage/history-db.ts`). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The database and its object stores, as the app names them. */
const HISTORY_DATABASE = 'pastime-history';

export interface StoredHistory {
  /** The games in the database, one per id. */
  readonly stored: readonly { readonly id: string }[];
  /** The games under the records' `localStorage` key, still waiting to move into the database. */
  readonly waiting: readonly { readonly id: string }[];
}

/** The finished games of `kind` the page's origin keeps: in the database, and waiting to move there. */
export function readHistoryParts(page: Page, kind: '2048' | 'farkle'): Promise<StoredHistory> {
  return page.evaluate(
    async ({ name, kind }) => {
      const inDatabase = await new Promise<{ id: string }[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(kind)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(kind, 'readonly').objectStore(kind).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as { id: string }[]);
          };
          all.onerror = () => reject(new Error(String(all.error)));
        };
      });
      const key = kind === '2048' ? 'pastime.2048.records' : 'pastime.farkle.games';
      const waiting = (JSON.parse(localStorage.getItem(key) ?? '{"games":[]}') as { games: { id: string }[] })
        .games;
      return { stored: inDatabase, waiting };
    },
    { name: HISTORY_DATABASE, kind },
  );
}

/** Every finished game of `kind`, wherever it is right now, each id once. */
export async function readHistory(page: Page, kind: '2048' | 'farkle'): Promise<{ readonly id: string }[]> {
  const { stored, waiting } = await readHistoryParts(page, kind);
  const byId = new Map([...stored, ...waiting].map((game) => [game.id, game]));
  return [...byId.values()];
}

/** The replay `link` with one character of its code changed: refused with an alert, nothing verified. */
export async function expectTamperedLinkRefused(page: Page, link: string): Promise<void> {
  const code = link.slice(link.indexOf('#/replay/') + '#/replay/'.length);
  const middle = Math.floor(code.length / 2);
  const tampered = `${code.slice(0, middle)}${code[middle] === 'A' ? 'B' : 'A'}${code.slice(middle + 1)}`;
  await page.goto(link.replace(code, tampered));
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.innerText()).toMatch(/^This replay cannot be played: .+/);
  expect(await page.getByText(/^Verified/).count()).toBe(0);
}
