/**
 * Farkle's storage in the browser: the high score and the games in progress as the game manager's ports over the
 * app's store (the manager's own rules are tested in `@pastime/app-core`).
 */
import {
  BROWSER_FARKLE_HIGH_SCORE,
  FarkleManager,
  finishedFarkleGame,
  isNewHighScore,
  newFarkleSave,
  playFarkle,
  recordFarkleGame,
  resetFarkleHighScore,
  type Clock,
} from '@pastime/app-core';
import { apply, newGame, serialize, type FarkleState } from '@pastime/farkle';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  farklePorts,
  farkleScores,
  farkleShelf,
  GAMES_PREFIX,
  HIGH_SCORE_KEY,
  highScoreDocument,
  LEGACY_GAME_KEY,
  moveLegacyGame,
  SAVED_PREFIX,
} from '../../src/farkle/storage.ts';
import { createStore, memoryStorage, type Store, type StorageProblem } from '../../src/storage/storage.ts';
import { plan, reach } from './farkle-support.ts';
import { refusingStorage } from './storage-support.ts';

function setup(backend = memoryStorage()) {
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
  return { backend, store, problems };
}

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;
const STARTED = '2024-05-01T12:00:00.000Z';

/** A clock a second further at each reading; the computer does not play in these games. */
function steppingClock(): Clock {
  let now = Date.UTC(2024, 4, 1, 12);
  return { now: () => (now += 1000), after: () => () => undefined };
}

function manager(store: Store, newId: () => string = () => 'game', clock = steppingClock()): FarkleManager {
  return new FarkleManager({ ...farklePorts(store), clock, newId });
}

/** Plays the planned game through the manager until `stop`. */
function playOn(farkle: FarkleManager, stop: (state: FarkleState) => boolean): FarkleState {
  for (let i = 0; i < 5_000; i++) {
    const game = farkle.game;
    if (!game || stop(game) || game.phase === 'game-over') return game ?? newGame(ONE);
    farkle.act(plan(game));
  }
  throw new Error('the game did not stop');
}

/** Records a one-player score through the shared rules, as the manager does at the end of a game. */
function recordScore(store: Store, score: number) {
  let previous = 0;
  const game = finishedFarkleGame('g', newGame(ONE), STARTED);
  const stored = farkleScores(store).update((scores) => {
    previous = scores.highScore;
    return recordFarkleGame(scores, game, [{ score, name: null, date: null }]);
  });
  const best = highScoreDocument(store).read().score;
  return {
    previous,
    best,
    isNewHighScore: isNewHighScore({ score: previous, name: null, date: null }, score),
    stored: stored !== undefined,
  };
}

function storedIds(store: Store): string[] {
  return store.keys(GAMES_PREFIX).map((key) => key.slice(GAMES_PREFIX.length));
}

/** The storage item of a Farkle game in progress as format 1 stored one. */
function savedItem(id: string, state: FarkleState, updatedAt = STARTED): [string, string] {
  return [
    `pastime.${SAVED_PREFIX}${id}`,
    JSON.stringify({ version: 1, id, startedAt: STARTED, updatedAt, save: serialize(state) }),
  ];
}

describe('the high score', () => {
  it('reads 0 when there is none and validates what it reads', () => {
    const { store, problems, backend } = setup();
    const loadHighScore = (s: Store): number => highScoreDocument(s).read().score;
    expect(loadHighScore(store)).toBe(0);
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 1200 }));
    expect(loadHighScore(store)).toBe(1200);
    for (const bad of [
      '{"version":1,"best":-1}',
      '{"version":2,"best":5}',
      '{"version":1,"best":1.5}',
      '[]',
      '{{',
    ]) {
      backend.setItem(`pastime.${HIGH_SCORE_KEY}`, bad);
      expect(loadHighScore(store), bad).toBe(0);
    }
    expect(problems.map((p) => p.kind)).toEqual(['corrupt', 'corrupt', 'corrupt', 'corrupt', 'corrupt']);
    // Each damaged value was kept under a backup key, and the key itself is free again.
    expect(store.backups()).toHaveLength(5);
    expect(backend.getItem(`pastime.${HIGH_SCORE_KEY}`)).toBeNull();
    expect(() => BROWSER_FARKLE_HIGH_SCORE.read({ version: 1, best: '5' }, 'highScore')).toThrow(
      'highScore.best must be an integer',
    );
  });

  it('keeps the maximum, so tabs recording at once never lower it', () => {
    const { store, backend } = setup();
    // Two tabs share one localStorage: each records through its own store.
    const other = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined });
    const stored = true;
    expect(recordScore(store, 3000)).toEqual({ previous: 0, best: 3000, isNewHighScore: true, stored });
    expect(recordScore(other, 2500)).toEqual({ previous: 3000, best: 3000, isNewHighScore: false, stored });
    expect(recordScore(other, 3000)).toEqual({ previous: 3000, best: 3000, isNewHighScore: false, stored });
    expect(recordScore(store, 4100)).toEqual({ previous: 3000, best: 4100, isNewHighScore: true, stored });
    expect(highScoreDocument(other).read().score).toBe(4100);
    expect(manager(other).resetHighScore()).toBe(true);
    expect(highScoreDocument(store).read().score).toBe(0);
    expect(recordScore(store, 0)).toEqual({ previous: 0, best: 0, isNewHighScore: false, stored });
    expect(backend.getItem(`pastime.${HIGH_SCORE_KEY}`)).toBe('{"version":1,"best":0}');
  });

  it('says when storage refused it, and a reset refused leaves it as it was', () => {
    const backend = memoryStorage();
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 1000 }));
    const { store, problems } = setup(refusingStorage(backend, () => true));
    expect(recordScore(store, 3000)).toMatchObject({ stored: false });
    expect(farkleScores(store).update(resetFarkleHighScore)).toBeUndefined();
    expect(highScoreDocument(store).read().score).toBe(1000);
    expect(problems.map((p) => p.kind)).toEqual(['write-failed', 'write-failed']);
  });
});

describe('the saved games', () => {
  it('round-trip through save format 2, one key each', () => {
    const { store, backend } = setup();
    const state = reach(ONE, (s) => s.turn === 3 && s.phase === 'choosing');
    let save = newFarkleSave(ONE);
    while (save.state !== state && serialize(save.state) !== serialize(state))
      save = playFarkle(save, plan(save.state));
    const shelf = farkleShelf(store);
    expect(
      shelf.write({ id: 'a', startedAt: STARTED, updatedAt: STARTED, revision: 1, save }, undefined),
    ).toEqual({
      kind: 'written',
    });
    const stored = JSON.parse(backend.getItem(`pastime.${GAMES_PREFIX}a`) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ version: 2, id: 'a', revision: 1, game: { mode: 'one-player', seed: 3 } });
    const loaded = farkleShelf(store).read('a')?.save.state;
    expect(loaded && serialize(loaded)).toBe(serialize(state));
    // A loaded game continues exactly.
    if (!loaded) throw new Error('no game');
    expect(serialize(apply(loaded, plan(loaded)))).toBe(serialize(apply(state, plan(state))));
  });

  it('removes a finished game instead of saving it', () => {
    const { store } = setup();
    const farkle = manager(store);
    farkle.start(ONE);
    expect(storedIds(store)).toHaveLength(1);
    playOn(farkle, () => false);
    expect(storedIds(store)).toEqual([]);
    expect(manager(store).game).toBeNull();
  });

  it('refuses a damaged save, naming the field, and sets it aside', () => {
    const { store, backend, problems } = setup();
    const good = { version: 1, save: serialize(newGame(ONE)) };
    const legacyProblem = (value: unknown): string => {
      backend.setItem(`pastime.${LEGACY_GAME_KEY}`, JSON.stringify(value));
      problems.length = 0;
      moveLegacyGame(store, farkleShelf(store), 'moved', STARTED);
      const [problem] = problems;
      return problem?.kind === 'corrupt' ? problem.reason : 'none';
    };
    expect(legacyProblem({ ...good, version: 9 })).toMatch(/^game\.version must be 1/);
    expect(legacyProblem({ version: 1 })).toMatch(/^game\.save must be text/);
    expect(legacyProblem({ version: 1, save: good.save.replace('"turnTotal":0', '"turnTotal":-5') })).toMatch(
      /^game\.save: .*turnTotal/,
    );
    expect(storedIds(store)).toEqual([]);
    problems.length = 0;
    const backups = store.backups().length;
    const [key, text] = savedItem('x', newGame(ONE));
    backend.setItem(key, text.replace('\\"turnTotal\\":0', '\\"turnTotal\\":-5'));
    expect(manager(store).game).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'corrupt', key: `${SAVED_PREFIX}x` });
    expect(problems[0]?.kind === 'corrupt' && problems[0].reason).toMatch(/^game\.save: .*turnTotal/);
    expect(store.backups()).toHaveLength(backups + 1);
    // A damaged entry of today's format too.
    const [, good2] = savedItem('y', newGame(ONE));
    backend.setItem(`pastime.${SAVED_PREFIX}y`, good2);
    manager(store);
    const moved = JSON.parse(backend.getItem(`pastime.${GAMES_PREFIX}y`) ?? '{}') as {
      game: { check: object };
    };
    backend.setItem(
      `pastime.${GAMES_PREFIX}y`,
      JSON.stringify({ ...moved, game: { ...moved.game, log: 'b' } }),
    );
    problems.length = 0;
    expect(manager(store).game).toBeNull();
    expect(problems[0]?.kind === 'corrupt' && problems[0].reason).toMatch(/^game\.game\.log\[0\]/);
  });

  it('moves the games format 1 stored to keys of today, and the single game of earlier versions', () => {
    const { store, backend } = setup();
    const state = reach(ONE, (s) => s.turn === 2 && s.phase === 'choosing');
    backend.setItem(`pastime.${LEGACY_GAME_KEY}`, JSON.stringify({ version: 1, save: serialize(state) }));
    moveLegacyGame(store, farkleShelf(store), 'moved', STARTED);
    const farkle = manager(store, () => 'moved');
    expect(farkle.resumed).toBe(true);
    expect(farkle.game && serialize(farkle.game)).toBe(serialize(state));
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    expect(storedIds(store)).toEqual(['moved']);
    const [key, text] = savedItem(
      'old',
      reach(ONE, (s) => s.turn === 3),
      '2025-01-01T00:00:00.000Z',
    );
    backend.setItem(key, text);
    expect(manager(store).id).toBe('old');
    expect(backend.getItem(key)).toBeNull();
    expect(storedIds(store)).toEqual(['moved', 'old']);
  });
});

describe('games in progress in several tabs', () => {
  /** Tabs over one storage, with a clock that moves a second per reading and numbered game ids. */
  function browser() {
    const backend = memoryStorage();
    const clock = steppingClock();
    let ids = 0;
    const tab = (events?: EventTarget) => {
      const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined, events });
      const farkle = manager(store, () => `game-${++ids}`, clock);
      farkle.follow();
      return { store, farkle };
    };
    return { backend, tab };
  }

  it("keeps every game: a second tab's new game does not cost the first its game", () => {
    const { tab } = browser();
    const a = tab();
    a.farkle.start(ONE);
    playOn(a.farkle, (s) => s.turn === 3);
    // The second tab resumes the game played last; there the player starts another.
    const b = tab();
    expect(b.farkle.game && serialize(b.farkle.game)).toBe(a.farkle.game && serialize(a.farkle.game));
    b.farkle.start({ mode: 'two-player', seed: 4, names: ['Ada', 'Bo'] });
    // The second tab only took that game up: it leaves it stored for the first, which shows it.
    expect(storedIds(a.store)).toEqual(['game-1', 'game-2']);
    playOn(b.farkle, (s) => s.turn === 2);
    // The first tab plays on, beside the other.
    const first = playOn(a.farkle, (s) => s.turn === 4);
    expect(storedIds(a.store)).toEqual(['game-1', 'game-2']);
    // Reloads resume the game played most recently; the other stays stored until then.
    expect(tab().farkle.game?.mode).toBe('one-player');
    expect(serialize(tab().farkle.game ?? newGame(ONE))).toBe(serialize(first));
    playOn(b.farkle, (s) => s.turn === 3);
    expect(tab().farkle.game?.mode).toBe('two-player');
  });

  it('takes up the position another tab played in the same game instead of overwriting it', () => {
    const { tab } = browser();
    const eventsA = new EventTarget();
    const eventsB = new EventTarget();
    const a = tab(eventsA);
    a.farkle.start(ONE);
    const b = tab(eventsB);
    /** What the browser does: a write in one tab is a `storage` event in the other. */
    const heard = (events: EventTarget) =>
      events.dispatchEvent(Object.assign(new Event('storage'), { key: `pastime.${GAMES_PREFIX}game-1` }));
    const played = a.farkle.act({ type: 'roll' });
    heard(eventsB);
    // The second tab shows that roll: its own action plays on from there rather than over it.
    expect(b.farkle.game && serialize(b.farkle.game)).toBe(
      played.kind === 'played' && serialize(played.state),
    );
    const next = b.farkle.act(plan(b.farkle.game ?? newGame(ONE)));
    heard(eventsA);
    expect(a.farkle.game && serialize(a.farkle.game)).toBe(next.kind === 'played' && serialize(next.state));
    expect(farkleShelf(a.store).read('game-1')?.save.log).toHaveLength(2);
  });

  it('follows the storage event for its game, and leaves storage with New Game, Restart and Quit', () => {
    const { tab } = browser();
    const a = tab();
    a.farkle.start(ONE);
    const events = new EventTarget();
    const b = tab(events);
    const changes: string[] = [];
    b.farkle.subscribe((change) => changes.push(change.kind));
    const rolled = a.farkle.act({ type: 'roll' });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: `pastime.${GAMES_PREFIX}game-1` }));
    expect(changes).toEqual(['followed']);
    expect(b.farkle.game && serialize(b.farkle.game)).toBe(
      rolled.kind === 'played' && serialize(rolled.state),
    );
    b.farkle.close();
    // The second tab has not played the game it shows: Restart leaves it to the first tab.
    b.farkle.restart();
    expect(storedIds(b.store)).toEqual(['game-1', 'game-2']);
    // Its own games it gives up.
    b.farkle.start({ mode: 'two-player', seed: 2, names: ['Ada', 'Bo'] });
    expect(storedIds(b.store)).toEqual(['game-1', 'game-3']);
    b.farkle.quit();
    expect(storedIds(b.store)).toEqual(['game-1']);
    // Once it has played a game last, it gives that one up too.
    const c = tab();
    expect(c.farkle.id).toBe('game-1');
    c.farkle.act(plan(c.farkle.game ?? newGame(ONE)));
    c.farkle.restart();
    expect(storedIds(c.store)).toEqual(['game-4']);
  });
});

describe('the game manager over the browser’s storage', () => {
  it('starts with no game, saves every action and resumes exactly in a new page', () => {
    const { store } = setup();
    const farkle = manager(store);
    expect(farkle.game).toBeNull();
    expect(farkle.resumed).toBe(false);
    farkle.start(ONE);
    const state = playOn(farkle, (s) => s.turn === 4 && s.phase === 'choosing');
    const again = manager(store);
    expect(again.resumed).toBe(true);
    expect(again.game && serialize(again.game)).toBe(serialize(state));
  });

  it('keeps a finished game whose score storage refused, and records it on the next page', () => {
    const backend = memoryStorage();
    const room = { full: true };
    const { store, problems } = setup(
      refusingStorage(backend, (key) => room.full && key === `pastime.${HIGH_SCORE_KEY}`),
    );
    const farkle = manager(store);
    farkle.start(ONE);
    const over = playOn(farkle, () => false);
    const total = over.players[0]?.total ?? 0;
    expect(problems).toMatchObject([{ kind: 'write-failed', key: HIGH_SCORE_KEY }]);
    expect(farkle.highScore.score).toBe(total);
    expect(storedIds(store)).toEqual(['game']);
    room.full = false;
    expect(manager(store).highScore.score).toBe(total);
    expect(highScoreDocument(store).read().score).toBe(total);
    expect(storedIds(store)).toEqual([]);
  });
});

describe('what format 1 stored', () => {
  const items = JSON.parse(
    readFileSync(
      new URL(
        '../../../../packages/app-core/test/fixtures/format-1/farkle/local-storage.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ) as Record<string, string>;

  it('moves every game to format 2 with the same position, records the finished one and resumes the latest', () => {
    const { backend, store, problems } = setup();
    for (const [key, value] of Object.entries(items)) backend.setItem(key, value);
    const saves = Object.entries(items).flatMap(([key, value]): [string, string][] =>
      key.startsWith(`pastime.${SAVED_PREFIX}`)
        ? [[key.slice(`pastime.${SAVED_PREFIX}`.length), (JSON.parse(value) as { save: string }).save]]
        : [],
    );
    const legacy = (JSON.parse(items[`pastime.${LEGACY_GAME_KEY}`] ?? '{}') as { save: string }).save;
    moveLegacyGame(store, farkleShelf(store), 'legacy', '2026-11-26T08:00:00.000Z');
    const farkle = manager(store, () => 'new');
    expect(problems).toEqual([]);
    // The finished game kept because its score was refused is recorded now (7,000 beats 5,950), and leaves.
    expect(farkle.highScore.score).toBe(7000);
    expect(highScoreDocument(store).read().score).toBe(7000);
    expect(storedIds(store).sort()).toEqual(
      [...saves.map(([id]) => id).filter((id) => id !== 'mfk8-one-unrecorded'), 'legacy'].sort(),
    );
    expect(store.keys(SAVED_PREFIX)).toEqual([]);
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    const shelf = farkleShelf(store);
    for (const [id, save] of [...saves, ['legacy', legacy] as const]) {
      if (id === 'mfk8-one-unrecorded') continue;
      expect(serialize(shelf.read(id)?.save.state ?? newGame(ONE)), id).toBe(save);
    }
    // The game played last is on the table.
    expect(farkle.id).toBe('mfk7-two-final');
  });
});
