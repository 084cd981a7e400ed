/**
 * The storage contract: what every app's storage must do for the shared rules to hold, as tests each app runs
 * against its own storage (`storageContract(harness)` in a Vitest file), and the shelf contract of its games in
 * progress (`shelfContract`, in `shelf.ts`). Test code only: it imports Vitest, and the package exports it under
 * `@pastime/app-core/contract` for the workspace's tests alone (`source` condition).
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RECORDS_2048,
  higherScore,
  highScoreOf,
  MAX_FINISHED_GAMES,
  mergeRecords,
  NO_HIGH_SCORE,
  recordBest,
  recordGame,
  type FarkleScores,
  type FinishedGame2048,
  type HighScore,
  type Records2048,
  type StoredDocument,
} from '../src/index.ts';

export * from './shelf.ts';

/** The documents the contract exercises, as one tab or process of an app sees them. */
export interface ContractDocuments {
  readonly records2048: StoredDocument<Records2048>;
  /** The one-player high score (the terminal keeps it inside its Farkle scores file). */
  readonly farkleHighScore: StoredDocument<HighScore>;
}

export type ContractDocument = keyof ContractDocuments;

/** One empty storage of an app, opened as often as a test likes. */
export interface StorageUnderTest {
  /** Another tab or process over this storage, with its own reading of it. */
  open(): ContractDocuments;
  /** Stores `text` as the document, as a crash of another program, a disk error or a hand edit might leave it. */
  corrupt(document: ContractDocument, text: string): void;
  /** The texts kept aside from the document because they could not be read, oldest first. */
  keptAside(document: ContractDocument): string[];
  /** The problems reported so far, in the app's words. */
  reports(): string[];
  /** Makes the storage refuse to write the document (a full `localStorage`, a locked file) until called back. */
  refuseWrites(document: ContractDocument): () => void;
  /** Frees what the storage holds (temporary files). */
  dispose(): void;
}

export interface StorageHarness {
  /** Says whose storage it is, e.g. `localStorage`. */
  readonly name: string;
  /** A fresh, empty storage. */
  create(): StorageUnderTest;
}

/**
 * The high score inside a Farkle scores document (the terminal's `farkle-scores.json`), as a document of its own:
 * reading it reads the scores, changing it changes the scores' high score and its holder and leaves the games.
 */
export function highScoreIn(scores: StoredDocument<FarkleScores>): StoredDocument<HighScore> {
  return {
    read: () => highScoreOf(scores.read()),
    update(change) {
      const written = scores.update((current) => {
        const next = change(highScoreOf(current));
        return { ...current, highScore: next.score, highScoreName: next.name, highScoreDate: next.date };
      });
      return written === undefined ? undefined : highScoreOf(written);
    },
  };
}

function game(id: string, fields: Partial<FinishedGame2048> = {}): FinishedGame2048 {
  return {
    id,
    size: 4,
    winValue: 2048,
    score: 100,
    bestTile: 16,
    moves: 20,
    won: false,
    outcome: 'lost',
    endedAt: '2025-03-14T09:30:00.000Z',
    ...fields,
  };
}

/** A minute after 2025-03-14T09:30, `minutes` times over. */
function minutesLater(minutes: number): string {
  return new Date(Date.UTC(2025, 2, 14, 9, 30 + minutes)).toISOString();
}

function record(documents: ContractDocuments, added: Records2048): Records2048 | undefined {
  return documents.records2048.update((current) => mergeRecords(current, added));
}

/** A check of the contract: throws (a failed expectation) when the storage does not keep it. */
export interface ContractCheck {
  readonly name: string;
  run(storage: StorageUnderTest): void;
}

export const CONTRACT_CHECKS: readonly ContractCheck[] = [
  {
    name: 'reads a document that is not there as empty, and reports nothing',
    run(storage) {
      const documents = storage.open();
      expect(documents.records2048.read()).toEqual(EMPTY_RECORDS_2048);
      expect(documents.farkleHighScore.read()).toEqual(NO_HIGH_SCORE);
      expect(storage.reports()).toEqual([]);
    },
  },
  {
    name: 'gives back every field of the records it stored, newest game first',
    run(storage) {
      const games = [
        game('a', { endedAt: minutesLater(3), size: 3, score: 240, bestTile: 32, moves: 38 }),
        game('b', { endedAt: minutesLater(2), outcome: 'abandoned', won: true, winValue: 16, bestTile: 32 }),
        game('c', { endedAt: minutesLater(1), size: 8, score: 0, moves: 1, bestTile: 4 }),
      ];
      const written = storage
        .open()
        .records2048.update(() => ({ best: { '3': 240, '4': 100, '8': 12 }, games }));
      expect(written).toEqual({ best: { '3': 240, '4': 100, '8': 12 }, games });
      expect(storage.open().records2048.read()).toEqual(written);
      expect(storage.reports()).toEqual([]);
    },
  },
  {
    name: 'loses no record when two tabs or processes record games and best scores in turn',
    run(storage) {
      const first = storage.open();
      const second = storage.open();
      // Both read the records when they began, then each records what it played.
      first.records2048.read();
      second.records2048.read();
      record(first, recordGame(game('from-first', { score: 700, endedAt: minutesLater(1) })));
      record(second, recordGame(game('from-second', { score: 300, endedAt: minutesLater(2) })));
      record(second, recordBest(4, 650));
      record(first, recordBest(5, 40));
      const stored = storage.open().records2048.read();
      expect(stored.games.map((g) => g.id)).toEqual(['from-second', 'from-first']);
      expect(stored.best).toEqual({ '4': 700, '5': 40 });
    },
  },
  {
    name: 'keeps the newest MAX_FINISHED_GAMES games and never lowers a best score',
    run(storage) {
      const documents = storage.open();
      const many = Array.from({ length: MAX_FINISHED_GAMES + 3 }, (_, i) =>
        game(`g${i}`, { endedAt: minutesLater(i), score: i === 0 ? 99_999 : i }),
      );
      record(documents, { best: {}, games: many });
      const stored = storage.open().records2048.read();
      expect(stored.games).toHaveLength(MAX_FINISHED_GAMES);
      expect(stored.games[0]?.id).toBe(`g${MAX_FINISHED_GAMES + 2}`);
      expect(stored.games.at(-1)?.id).toBe('g3');
      expect(stored.best['4']).toBe(99_999);
    },
  },
  {
    name: 'sets aside a document that is not JSON, keeps its text, reports it once and reads it as empty',
    run(storage) {
      const torn = '{"version": 1, "best": {"4": 12}, "games": [';
      storage.corrupt('records2048', torn);
      const documents = storage.open();
      expect(documents.records2048.read()).toEqual(EMPTY_RECORDS_2048);
      expect(storage.reports()).toHaveLength(1);
      expect(storage.keptAside('records2048')).toEqual([torn]);
      // Set aside once: the next reading has nothing more to say, and the document takes new records.
      expect(documents.records2048.read()).toEqual(EMPTY_RECORDS_2048);
      expect(record(documents, recordGame(game('after')))?.games.map((g) => g.id)).toEqual(['after']);
      expect(storage.reports()).toHaveLength(1);
    },
  },
  {
    name: 'does not read a version it does not know, and keeps that document aside',
    run(storage) {
      const later = JSON.stringify({ version: 2, best: { '4': 5000 }, games: [] });
      storage.corrupt('records2048', later);
      expect(storage.open().records2048.read()).toEqual(EMPTY_RECORDS_2048);
      expect(storage.reports()).toEqual([expect.stringContaining('version')]);
      expect(storage.keptAside('records2048')).toEqual([later]);
    },
  },
  {
    name: 'names the field of a game that fails its schema, keeps it aside and does not use it',
    run(storage) {
      const bad = { id: 'bad-one', date: minutesLater(1), endedAt: minutesLater(1), outcome: 'lost' };
      const content = {
        version: 1,
        best: { '4': 100 },
        games: [{ ...bad, size: 4, winValue: 2048, score: -5, bestTile: 16, moves: 3, won: false }],
      };
      storage.corrupt('records2048', JSON.stringify(content));
      const read = storage.open().records2048.read();
      expect(read.games).toEqual([]);
      expect(storage.reports()).toEqual([expect.stringContaining('games[0].score')]);
      expect(storage.keptAside('records2048').some((text) => text.includes('bad-one'))).toBe(true);
    },
  },
  {
    name: 'reports a write it could not make, and keeps what was stored before, whole',
    run(storage) {
      const documents = storage.open();
      record(documents, recordGame(game('kept', { score: 300 })));
      const restore = storage.refuseWrites('records2048');
      expect(record(documents, recordGame(game('refused', { score: 900 })))).toBeUndefined();
      restore();
      expect(storage.reports()).toHaveLength(1);
      const stored = storage.open().records2048.read();
      expect(stored.games.map((g) => g.id)).toEqual(['kept']);
      expect(stored.best).toEqual({ '4': 300 });
    },
  },
  {
    name: 'keeps the highest Farkle high score across tabs or processes; only a reset lowers it',
    run(storage) {
      const first = storage.open();
      const second = storage.open();
      const reach = (documents: ContractDocuments, score: number): number | undefined =>
        documents.farkleHighScore.update((kept) =>
          higherScore(kept, { score, name: 'Ada', date: minutesLater(score % 60) }),
        )?.score;
      expect(reach(first, 3000)).toBe(3000);
      expect(reach(second, 2500)).toBe(3000);
      expect(reach(second, 4100)).toBe(4100);
      expect(reach(first, 3500)).toBe(4100);
      expect(storage.open().farkleHighScore.read().score).toBe(4100);
      second.farkleHighScore.update(() => NO_HIGH_SCORE);
      expect(first.farkleHighScore.read()).toEqual(NO_HIGH_SCORE);
      expect(reach(first, 0)).toBe(0);
    },
  },
];

/** Registers the contract's checks as tests, each on a fresh storage. */
export function storageContract(harness: StorageHarness): void {
  describe(`the storage contract on ${harness.name}`, () => {
    for (const check of CONTRACT_CHECKS) {
      it(check.name, () => {
        const storage = harness.create();
        try {
          check.run(storage);
        } finally {
          storage.dispose();
        }
      });
    }
  });
}
