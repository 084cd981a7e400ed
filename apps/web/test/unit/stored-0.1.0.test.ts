/**
 * What version 0.1.0 of the app left in `localStorage` (test/fixtures, written by that version's own code) is read
 * whole by this one, and what this one writes back is what 0.1.0 wrote, so a tab of either version reads the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RECORDS_2048,
  FarkleManager,
  finishedFarkleGame,
  mergeRecords,
  recordFarkleGame,
} from '@pastime/app-core';
import { newGame } from '@pastime/farkle';
import {
  farkleScores,
  farkleShelf,
  GAMES_PREFIX,
  HIGH_SCORE_KEY,
  SAVED_PREFIX,
} from '../../src/farkle/storage.ts';
import { RECORDS_KEY, recordsDocument } from '../../src/game2048/session.ts';
import { loadSettings } from '../../src/game2048/settings.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';
import { openSession } from './game2048-support.ts';

const ITEMS = JSON.parse(
  readFileSync(new URL('../fixtures/local-storage-0.1.0.json', import.meta.url), 'utf8'),
) as Record<string, string>;

function storedBy010() {
  const backend = memoryStorage();
  for (const [key, value] of Object.entries(ITEMS)) backend.setItem(key, value);
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
  const now = () => new Date(Date.UTC(2025, 2, 15, 8));
  return { backend, store, problems, now };
}

describe('storage written by 0.1.0', () => {
  it('resumes the 2048 game played last, offers the other and keeps the records, best scores and settings', () => {
    const { store, problems, now } = storedBy010();
    const session = openSession({ store, now, newId: () => 'new-game' });
    expect(session.resumed).toBe(true);
    expect(session.id).toBe('m7x2k9q3-4f0c1a2b3c');
    expect(session.state).toMatchObject({ size: 4, moves: 28, score: 148, redoDepth: 1 });
    expect(session.unfinished).toEqual([
      expect.objectContaining({ id: 'm7x2k9q4-4f0c1a2b3c', size: 5, winValue: 1024, moves: 12, score: 36 }),
    ]);
    expect(session.records.best).toEqual({ '3': 240, '4': 228, '5': 36 });
    expect(session.records.games.map((game) => [game.id, game.outcome, game.moves])).toEqual([
      ['m7x2k9q3-4f0c1a2b3c', 'abandoned', 25],
      ['m7x2k9q2-4f0c1a2b3c', 'abandoned', 39],
      ['m7x2k9q1-4f0c1a2b3c', 'lost', 38],
    ]);
    expect(loadSettings(store)).toEqual({ size: 5, winValue: 1024 });
    expect(problems).toEqual([]);
  });

  it('resumes the Farkle game in progress with the high score', () => {
    const { store, problems, now, backend } = storedBy010();
    const clock = { now: () => now().getTime(), after: () => () => undefined };
    const shelf = farkleShelf(store);
    const manager = new FarkleManager({ shelf, scores: farkleScores(store), clock, newId: () => 'new-game' });
    expect(manager.resumed).toBe(true);
    expect(manager.game?.players.map((player) => player.name)).toEqual(['Ada', 'Bo']);
    expect(manager.highScore.score).toBe(2850);
    // Moved to format 2 under a key of today's, the earlier key gone.
    const id = 'm7x2k9q6-4f0c1a2b3c';
    expect(backend.getItem(`pastime.${SAVED_PREFIX}${id}`)).toBeNull();
    expect(JSON.parse(backend.getItem(`pastime.${GAMES_PREFIX}${id}`) ?? '{}')).toMatchObject({
      version: 2,
      id,
    });
    expect(problems).toEqual([]);
  });

  it('writes the records and the high score back as 0.1.0 wrote them', () => {
    const { store, backend, now } = storedBy010();
    recordsDocument(store).update((records) => mergeRecords(records, EMPTY_RECORDS_2048));
    expect(backend.getItem(`pastime.${RECORDS_KEY}`)).toBe(ITEMS[`pastime.${RECORDS_KEY}`]);
    // A lower score recorded through the shared rules leaves the high score as it was.
    const game = finishedFarkleGame('low', newGame({ mode: 'one-player', seed: 1 }), now().toISOString());
    farkleScores(store).update((scores) =>
      recordFarkleGame(scores, game, [{ score: 100, name: null, date: null }]),
    );
    expect(backend.getItem(`pastime.${HIGH_SCORE_KEY}`)).toBe(ITEMS[`pastime.${HIGH_SCORE_KEY}`]);
  });
});

/** The browser values of save format 1 kept in app-core's fixtures (`web-*.json`: full key → stored text). */
const FORMAT_1 = new URL('../../../../packages/app-core/test/fixtures/format-1/', import.meta.url);

describe('2048 games saved in format 1', () => {
  const files = readdirSync(FORMAT_1).filter((name) => name.startsWith('web-') && name.endsWith('.json'));

  it.each(files)(
    '%s: the game played last resumes as it was, the others are offered, the records kept',
    (file) => {
      const items = JSON.parse(readFileSync(new URL(file, FORMAT_1), 'utf8')) as Record<string, string>;
      const backend = memoryStorage();
      for (const [key, value] of Object.entries(items)) backend.setItem(key, value);
      const problems: StorageProblem[] = [];
      const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
      const saved = Object.entries(items)
        .filter(([key]) => /^pastime\.2048\.(saved\.|game$)/.test(key))
        .map(([, text]) => JSON.parse(text) as { id: string; updatedAt?: string; save: string })
        .sort((a, b) => ((a.updatedAt ?? '') < (b.updatedAt ?? '') ? 1 : -1));
      const storedRecords = items['pastime.2048.records'];
      const session = openSession({
        store,
        now: () => new Date(Date.UTC(2026, 10, 26, 12)),
        newId: () => 'new',
      });
      expect(problems).toEqual([]);
      const latest = saved.find(
        (game) => deserialize(game.save).moves > 0 && deserialize(game.save).status !== 'lost',
      );
      if (latest === undefined) {
        expect(session.resumed).toBe(saved.length > 0);
        return;
      }
      const expected = saved.length === 1 ? saved[0] : latest;
      expect(session.id).toBe(expected?.id);
      expect(serialize(session.state)).toBe(serialize(deserialize(expected?.save ?? '')));
      expect(session.unfinished.map((game) => game.id).sort()).toEqual(
        saved
          .filter((game) => game.id !== expected?.id && deserialize(game.save).moves > 0)
          .map((game) => game.id)
          .sort(),
      );
      if (storedRecords !== undefined) {
        const before = JSON.parse(storedRecords) as { best: Record<string, number>; games: { id: string }[] };
        for (const [size, best] of Object.entries(before.best)) {
          expect(session.records.best[size]).toBeGreaterThanOrEqual(best);
        }
        expect(session.records.games.map((game) => game.id)).toEqual(before.games.map((game) => game.id));
      }
      // Nothing is left in format 1: every game moved to its key of format 2, and reads back the same.
      expect(store.keys('2048.saved.')).toEqual([]);
      expect(store.keys('2048.game')).not.toContain('2048.game');
      const again = openSession({ store, now: () => new Date(Date.UTC(2026, 10, 26, 13)) });
      expect(serialize(again.state)).toBe(serialize(session.state));
    },
  );
});
