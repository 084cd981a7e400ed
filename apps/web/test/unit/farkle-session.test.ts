import { apply, computerAction, isComputerTurn, newGame, serialize, type FarkleState } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  HIGH_SCORE_KEY,
  loadHighScore,
  parseHighScore,
  recordScore,
  resetHighScore,
} from '../../src/farkle/highScore.ts';
import {
  LEGACY_GAME_KEY,
  parseLegacySavedGame,
  SAVED_PREFIX,
  savedGames,
} from '../../src/farkle/savedGame.ts';
import { FarkleSession } from '../../src/farkle/session.ts';
import { createStore, memoryStorage, type Store, type StorageProblem } from '../../src/storage/storage.ts';
import { plan, reach } from './farkle-support.ts';
import { refusingStorage } from './storage-support.ts';

function setup(backend = memoryStorage()) {
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (p) => problems.push(p) });
  return { backend, store, problems };
}

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;

/** Plays the planned game through the session until `stop`. */
function playOn(session: FarkleSession, stop: (state: FarkleState) => boolean): FarkleState {
  for (let i = 0; i < 5_000; i++) {
    const game = session.game;
    if (!game || stop(game) || game.phase === 'game-over') return game ?? newGame(ONE);
    session.act(plan(game));
  }
  throw new Error('the game did not stop');
}

describe('the high score', () => {
  it('reads 0 when there is none and validates what it reads', () => {
    const { store, problems, backend } = setup();
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
    expect(() => parseHighScore({ version: 1, best: '5' })).toThrow('highScore.best must be an integer');
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
    expect(loadHighScore(other)).toBe(4100);
    expect(resetHighScore(other)).toBe(true);
    expect(loadHighScore(store)).toBe(0);
    expect(recordScore(store, 0)).toEqual({ previous: 0, best: 0, isNewHighScore: false, stored });
  });

  it('says when storage refused it, and a reset refused leaves it as it was', () => {
    const backend = memoryStorage();
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 1000 }));
    const { store, problems } = setup(refusingStorage(backend, () => true));
    expect(recordScore(store, 3000)).toMatchObject({ best: 3000, stored: false });
    expect(resetHighScore(store)).toBe(false);
    expect(loadHighScore(store)).toBe(1000);
    expect(problems.map((p) => p.kind)).toEqual(['write-failed', 'write-failed']);
  });
});

const STARTED = '2024-05-01T12:00:00.000Z';

/** The storage item of a Farkle game in progress as the app stores one. */
function savedItem(id: string, state: FarkleState, updatedAt = STARTED): [string, string] {
  return [
    `pastime.${SAVED_PREFIX}${id}`,
    JSON.stringify({ version: 1, id, startedAt: STARTED, updatedAt, save: serialize(state) }),
  ];
}

function storedIds(store: Store): string[] {
  return store.keys(SAVED_PREFIX).map((key) => key.slice(SAVED_PREFIX.length));
}

describe('the saved games', () => {
  it('round-trip through the engine’s save, one key each', () => {
    const { store } = setup();
    const state = reach(ONE, (s) => s.turn === 3 && s.phase === 'choosing');
    const games = savedGames(store);
    games.write({ id: 'a', startedAt: STARTED, updatedAt: STARTED, save: serialize(state) });
    const loaded = games.read('a')?.state;
    expect(loaded && serialize(loaded)).toBe(serialize(state));
    // A loaded game continues exactly.
    if (!loaded) throw new Error('no game');
    expect(serialize(apply(loaded, plan(loaded)))).toBe(serialize(apply(state, plan(state))));
  });

  it('removes a finished game instead of saving it', () => {
    const { store } = setup();
    const session = new FarkleSession({ store });
    session.start(ONE);
    expect(storedIds(store)).toHaveLength(1);
    playOn(session, () => false);
    expect(storedIds(store)).toEqual([]);
    expect(new FarkleSession({ store }).game).toBeNull();
  });

  it('refuses a damaged save, naming the field, and sets it aside', () => {
    const { store, backend, problems } = setup();
    const good = { version: 1, save: serialize(newGame(ONE)) };
    expect(() => parseLegacySavedGame({ ...good, version: 9 })).toThrow('game.version must be 1');
    expect(() => parseLegacySavedGame({ version: 1 })).toThrow('game.save must be text');
    expect(() =>
      parseLegacySavedGame({ version: 1, save: good.save.replace('"turnTotal":0', '"turnTotal":-5') }),
    ).toThrow(/^game\.save: .*turnTotal/);
    const [key, text] = savedItem('x', newGame(ONE));
    backend.setItem(key, text.replace('\\"turnTotal\\":0', '\\"turnTotal\\":-5'));
    expect(new FarkleSession({ store }).game).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'corrupt', key: `${SAVED_PREFIX}x` });
    expect(problems[0]?.kind === 'corrupt' && problems[0].reason).toMatch(/^game\.save: .*turnTotal/);
    expect(store.backups()).toHaveLength(1);
  });

  it('moves the single saved game of earlier versions to a key of its own', () => {
    const { store, backend } = setup();
    const state = reach(ONE, (s) => s.turn === 2 && s.phase === 'choosing');
    backend.setItem(`pastime.${LEGACY_GAME_KEY}`, JSON.stringify({ version: 1, save: serialize(state) }));
    const session = new FarkleSession({ store, newId: () => 'moved' });
    expect(session.resumed).toBe(true);
    expect(session.game && serialize(session.game)).toBe(serialize(state));
    expect(backend.getItem(`pastime.${LEGACY_GAME_KEY}`)).toBeNull();
    expect(storedIds(store)).toEqual(['moved']);
  });
});

describe('games in progress in several tabs', () => {
  /** Tabs over one storage, with a clock that moves a second per reading and numbered game ids. */
  function browser() {
    const backend = memoryStorage();
    let clock = Date.UTC(2024, 4, 1, 12);
    let ids = 0;
    const tab = () => {
      const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined });
      const session = new FarkleSession({
        store,
        now: () => new Date((clock += 1000)),
        newId: () => `game-${++ids}`,
      });
      return { store, session };
    };
    return { backend, tab };
  }

  it("keeps every game: a second tab's new game does not cost the first its game", () => {
    const { tab } = browser();
    const a = tab();
    a.session.start(ONE);
    playOn(a.session, (s) => s.turn === 3);
    // The second tab resumes the game played last; there the player starts another.
    const b = tab();
    expect(b.session.game && serialize(b.session.game)).toBe(a.session.game && serialize(a.session.game));
    b.session.start({ mode: 'two-player', seed: 4, names: ['Ada', 'Bo'] });
    playOn(b.session, (s) => s.turn === 2);
    // The first tab plays on: its game is stored again (the second tab gave it up here), beside the other.
    const first = playOn(a.session, (s) => s.turn === 4);
    expect(storedIds(a.store)).toEqual(['game-1', 'game-2']);
    // Reloads resume the game played most recently; the other stays stored until then.
    expect(tab().session.game?.mode).toBe('one-player');
    expect(serialize(tab().session.game ?? newGame(ONE))).toBe(serialize(first));
    playOn(b.session, (s) => s.turn === 3);
    expect(tab().session.game?.mode).toBe('two-player');
  });

  it('takes up the position another tab played in the same game instead of overwriting it', () => {
    const { tab } = browser();
    const a = tab();
    a.session.start(ONE);
    const b = tab();
    const changes: string[] = [];
    b.session.subscribe((change) => changes.push(change));
    const played = a.session.act({ type: 'roll' });
    // The second tab still shows the table before that roll: its own roll would overwrite the first's.
    expect(b.session.act({ type: 'roll' })).toBeNull();
    expect(changes).toEqual(['followed']);
    expect(b.session.game && serialize(b.session.game)).toBe(played && serialize(played));
    // From there it plays on, and the first tab follows in turn.
    const next = b.session.act(plan(b.session.game ?? newGame(ONE)));
    expect(a.session.act({ type: 'roll' })).toBeNull();
    expect(a.session.game && serialize(a.session.game)).toBe(next && serialize(next));
  });

  it('follows the storage event for its game, and leaves storage with New Game, Restart and Quit', () => {
    const backend = memoryStorage();
    const events = new EventTarget();
    const a = new FarkleSession({
      store: createStore({ backend, prefix: 'pastime.', onProblem: () => undefined }),
      newId: () => 'shared',
    });
    a.start(ONE);
    const store = createStore({ backend, prefix: 'pastime.', onProblem: () => undefined, events });
    const b = new FarkleSession({ store, newId: () => 'other' });
    const stop = b.followOtherTabs();
    const rolled = a.act({ type: 'roll' });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: `pastime.${SAVED_PREFIX}shared` }));
    expect(b.game && serialize(b.game)).toBe(rolled && serialize(rolled));
    stop();
    b.restart();
    expect(storedIds(store)).toEqual(['other']);
    b.start({ mode: 'two-player', seed: 2, names: ['Ada', 'Bo'] });
    expect(storedIds(store)).toEqual(['other']);
    b.quit();
    expect(storedIds(store)).toEqual([]);
  });
});

describe('FarkleSession', () => {
  it('starts with no game, saves every action and resumes exactly in a new session', () => {
    const { store } = setup();
    const session = new FarkleSession({ store });
    expect(session.game).toBeNull();
    expect(session.resumed).toBe(false);
    session.start(ONE);
    const state = playOn(session, (s) => s.turn === 4 && s.phase === 'choosing');
    const again = new FarkleSession({ store });
    expect(again.resumed).toBe(true);
    expect(again.game && serialize(again.game)).toBe(serialize(state));
  });

  it('records a one-player game’s score and congratulates only a new high score', () => {
    const { store, backend } = setup();
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 1000 }));
    const session = new FarkleSession({ store });
    expect(session.highScore).toBe(1000);
    session.start(ONE);
    const over = playOn(session, () => false);
    expect(over.phase).toBe('game-over');
    const total = over.players[0]?.total ?? 0;
    expect(session.newHighScore).toBe(true);
    expect(session.highScore).toBe(total);
    expect(loadHighScore(store)).toBe(total);
    expect(storedIds(store)).toEqual([]);
    // The same game again does not beat itself.
    session.start(ONE);
    expect(session.newHighScore).toBe(false);
    playOn(session, () => false);
    expect(session.newHighScore).toBe(false);
    expect(session.highScore).toBe(total);
  });

  it('keeps a finished game whose score storage refused, and records it later before it leaves', () => {
    const backend = memoryStorage();
    const room = { full: true };
    const { store, problems } = setup(
      refusingStorage(backend, (key) => room.full && key === `pastime.${HIGH_SCORE_KEY}`),
    );
    const session = new FarkleSession({ store });
    session.start(ONE);
    const over = playOn(session, () => false);
    const total = over.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(problems).toMatchObject([{ kind: 'write-failed', key: HIGH_SCORE_KEY }]);
    expect(session.highScore).toBe(total);
    expect(loadHighScore(store)).toBe(0);
    const finished = storedIds(store);
    expect(finished, 'the finished game stays stored').toHaveLength(1);
    // Still full: a new game leaves it stored; a new page does not resume it.
    session.start(ONE);
    expect(storedIds(store)).toHaveLength(2);
    expect(storedIds(store)).toEqual(expect.arrayContaining(finished));
    expect(new FarkleSession({ store }).game?.phase).toBe('awaiting-roll');
    expect(storedIds(store)).toEqual(expect.arrayContaining(finished));

    // With room again, the next page records it and lets it go.
    room.full = false;
    const next = new FarkleSession({ store });
    expect(next.highScore).toBe(total);
    expect(loadHighScore(store)).toBe(total);
    expect(storedIds(store)).not.toEqual(expect.arrayContaining(finished));
    expect(storedIds(store)).toHaveLength(1);

    // Or the same page, when the table is cleared for the next game.
    backend.clear();
    room.full = true;
    const page = new FarkleSession({ store });
    page.start(ONE);
    playOn(page, () => false);
    const left = storedIds(store);
    expect(left).toHaveLength(1);
    room.full = false;
    page.start(ONE);
    expect(loadHighScore(store)).toBe(total);
    expect(storedIds(store)).not.toEqual(expect.arrayContaining(left));
    expect(storedIds(store)).toHaveLength(1);
  });

  it('compares with the stored high score at the end, not the one the game started with', () => {
    const { store, backend } = setup();
    const session = new FarkleSession({ store });
    session.start(ONE);
    playOn(session, (s) => s.turn === 10);
    // Another tab set a record meanwhile.
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 50_000 }));
    playOn(session, () => false);
    expect(session.newHighScore).toBe(false);
    expect(session.highScore).toBe(50_000);
  });

  it('shows the hint until the next action', () => {
    const { store } = setup();
    const session = new FarkleSession({ store });
    session.start(ONE);
    expect(session.showHint()).toBeNull();
    session.act({ type: 'roll' });
    expect(session.showHint()).toEqual([0, 4]);
    expect(session.hint).toEqual([0, 4]);
    session.act({ type: 'toggle', index: 0 });
    expect(session.hint).toBeNull();
    expect(session.showHint(), 'not once a die is selected').toBeNull();
  });

  it('holds the computer while the last-turn notice is shown, then lets it play', () => {
    const { store } = setup();
    const session = new FarkleSession({ store });
    const start = session.start({ mode: 'vs-computer', seed: 5, names: ['Ada'] });
    expect(session.stepComputer({ type: 'roll' }, start), 'not while Ada plays').toBeNull();
    // Play the game on until the final round begins with the computer to play.
    for (let i = 0; i < 5_000 && !session.lastTurn; i++) {
      const game = session.game;
      if (!game || game.phase === 'game-over') break;
      if (isComputerTurn(game)) session.stepComputer(computerAction(game), game);
      else session.act(plan(game));
    }
    const game = session.game;
    if (!game || !session.lastTurn) throw new Error('the final round never started');
    expect(isComputerTurn(game), 'Ada reached 10,000 first: the computer has the last turn').toBe(true);
    expect(session.stepComputer(computerAction(game), game)).toBeNull();
    session.dismissLastTurn();
    const before = session.game;
    if (!before) throw new Error('no game');
    const next = session.stepComputer(computerAction(before), before);
    expect(next && serialize(next)).toBe(serialize(apply(before, computerAction(before))));
    // A decision that comes for a position no longer shown is not played.
    expect(session.stepComputer(computerAction(before), before)).toBeNull();
  });

  it('restarts with the same players, resets the high score, and forgets the game on quit', () => {
    const { store, backend } = setup();
    backend.setItem(`pastime.${HIGH_SCORE_KEY}`, JSON.stringify({ version: 1, best: 700 }));
    const session = new FarkleSession({ store });
    expect(session.restart()).toBeNull();
    session.start({ mode: 'two-player', seed: 9, names: ['Ada', 'Bo'] });
    playOn(session, (s) => s.turn === 3);
    const restarted = session.restart();
    expect(restarted?.players.map((p) => [p.name, p.total, p.turns.length])).toEqual([
      ['Ada', 0, 0],
      ['Bo', 0, 0],
    ]);
    const changes: number[] = [];
    session.subscribe(() => changes.push(session.highScore));
    session.resetHighScore();
    expect(changes).toEqual([0]);
    expect(loadHighScore(store)).toBe(0);
    session.quit();
    expect(new FarkleSession({ store }).game).toBeNull();
  });
});
