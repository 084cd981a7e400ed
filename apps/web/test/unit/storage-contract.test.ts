/** The storage contract of `@pastime/app-core`, on this app's store over a `localStorage` shared by several tabs. */
import { storageContract, type ContractDocument } from '@pastime/app-core/contract';
import { highScoreDocument, HIGH_SCORE_KEY } from '../../src/farkle/storage.ts';
import { RECORDS_KEY, recordsDocument } from '../../src/game2048/session.ts';
import { problemMessage } from '../../src/shell/app-store.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';

const KEYS: Readonly<Record<ContractDocument, string>> = {
  records2048: `pastime.${RECORDS_KEY}`,
  farkleHighScore: `pastime.${HIGH_SCORE_KEY}`,
};

storageContract({
  name: 'localStorage',
  create() {
    const backend = memoryStorage();
    const refused = new Set<string>();
    // The browser's storage as every tab sees it, refusing writes to a key as a full storage does.
    const shared: Storage = Object.assign(Object.create(backend) as Storage, {
      getItem: (key: string) => backend.getItem(key),
      key: (index: number) => backend.key(index),
      removeItem: (key: string) => backend.removeItem(key),
      setItem(key: string, value: string) {
        if (refused.has(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        backend.setItem(key, value);
      },
    });
    const problems: StorageProblem[] = [];
    const backups = (key: string): string[] => {
      const found: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const name = backend.key(i) ?? '';
        if (name.startsWith(`pastime.backup:${key.slice('pastime.'.length)}:`)) found.push(name);
      }
      return found.sort().map((name) => backend.getItem(name) ?? '');
    };
    return {
      open() {
        const store = createStore({
          backend: shared,
          prefix: 'pastime.',
          onProblem: (p) => problems.push(p),
        });
        return { records2048: recordsDocument(store), farkleHighScore: highScoreDocument(store) };
      },
      corrupt: (document, text) => backend.setItem(KEYS[document], text),
      keptAside: (document) => backups(KEYS[document]),
      reports: () => problems.map(problemMessage),
      refuseWrites(document) {
        refused.add(KEYS[document]);
        return () => void refused.delete(KEYS[document]);
      },
      dispose: () => undefined,
    };
  },
});
