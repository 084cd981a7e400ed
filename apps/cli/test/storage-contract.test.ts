/** The storage contract of `@pastime/app-core`, on this program's data files (atomic writes under a lock). */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { highScoreIn, storageContract, type ContractDocument } from '@pastime/app-core/contract';
import { FARKLE_SCORES } from '../src/storage/files.ts';
import { SCORES_2048 } from '../src/storage/files.ts';
import { storedDocument } from '../src/storage/ports.ts';
import { DataStore } from '../src/storage/store.ts';

const FILES: Readonly<Record<ContractDocument, string>> = {
  records2048: SCORES_2048.file,
  farkleHighScore: FARKLE_SCORES.file,
};

storageContract({
  name: 'data files',
  create() {
    const dir = join(mkdtempSync(join(tmpdir(), 'pastime-contract-')), 'pastime');
    const reports: string[] = [];
    return {
      open() {
        // Each store is another process: it waits at most 100 ms for a lock.
        const store = new DataStore(dir, (message) => reports.push(message), { timeoutMs: 100 });
        return {
          records2048: storedDocument(store, SCORES_2048),
          farkleHighScore: highScoreIn(storedDocument(store, FARKLE_SCORES)),
        };
      },
      corrupt(document, text) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, FILES[document]), text);
      },
      keptAside: (document) =>
        readdirSync(dir)
          // A file set aside whole (`.corrupt-`), or the records of one that could not be read (`.rejected-`).
          .filter((file) => /^\.(corrupt|rejected)-/.test(file.slice(FILES[document].length)))
          .filter((file) => file.startsWith(FILES[document]))
          .sort()
          .map((file) => readFileSync(join(dir, file), 'utf8')),
      reports: () => reports,
      refuseWrites(document) {
        // A lock held by a live process (this one) that does not let go.
        const lock = join(dir, `${FILES[document]}.lock`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(lock, `${process.pid}\n`);
        return () => rmSync(lock);
      },
      dispose: () => rmSync(join(dir, '..'), { recursive: true, force: true }),
    };
  },
});
