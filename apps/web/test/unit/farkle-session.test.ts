import { apply, computerAction, isComputerTurn, newGame, serialize, type FarkleState } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  HIGH_SCORE_KEY,
  loadHighScore,
  parseHighScore,
  recordScore,
  resetHighScore,
} from '../../src/farkle/highScore.ts';
import { GAME_KEY, loadSavedGame, parseSavedGame, saveGame, storedGame } from '../../src/farkle/savedGame.ts';
import { FarkleSession } from '../../src/farkle/session.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';
import { plan, reach } from './farkle-support.ts';

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
    expect(recordScore(store, 3000)).toEqual({ previous: 0, best: 3000, isNewHighScore: true });
    expect(recordScore(other, 2500)).toEqual({ previous: 3000, best: 3000, isNewHighScore: false });
    expect(recordScore(other, 3000)).toEqual({ previous: 3000, best: 3000, isNewHighScore: false });
    expect(recordScore(store, 4100)).toEqual({ previous: 3000, best: 4100, isNewHighScore: true });
    expect(loadHighScore(other)).toBe(4100);
    resetHighScore(other);
    expect(loadHighScore(store)).toBe(0);
    expect(recordScore(store, 0)).toEqual({ previous: 0, best: 0, isNewHighScore: false });
  });
});

describe('the saved game', () => {
  it('round-trips through the engine’s save', () => {
    const { store } = setup();
    const state = reach(ONE, (s) => s.turn === 3 && s.phase === 'choosing');
    saveGame(store, state);
    const loaded = loadSavedGame(store);
    expect(loaded && serialize(loaded)).toBe(serialize(state));
    // A loaded game continues exactly.
    if (!loaded) throw new Error('no game');
    expect(serialize(apply(loaded, plan(loaded)))).toBe(serialize(apply(state, plan(state))));
  });

  it('removes a finished game instead of saving it', () => {
    const { store, backend } = setup();
    saveGame(store, newGame(ONE));
    expect(backend.getItem(`pastime.${GAME_KEY}`)).not.toBeNull();
    saveGame(
      store,
      reach(ONE, (s) => s.phase === 'game-over'),
    );
    expect(backend.getItem(`pastime.${GAME_KEY}`)).toBeNull();
    expect(loadSavedGame(store)).toBeUndefined();
  });

  it('refuses a damaged save, naming the field, and sets it aside', () => {
    const { store, backend, problems } = setup();
    const good = storedGame(newGame(ONE));
    expect(() => parseSavedGame({ ...good, version: 9 })).toThrow('game.version must be 1');
    expect(() => parseSavedGame({ version: 1 })).toThrow('game.save must be text');
    expect(() =>
      parseSavedGame({ version: 1, save: good.save.replace('"turnTotal":0', '"turnTotal":-5') }),
    ).toThrow(/^game\.save: .*turnTotal/);
    backend.setItem(`pastime.${GAME_KEY}`, JSON.stringify({ version: 1, save: '{"version":1}' }));
    expect(loadSavedGame(store)).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'corrupt', key: GAME_KEY });
    expect(store.backups()).toHaveLength(1);
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
    expect(loadSavedGame(store)).toBeUndefined();
    // The same game again does not beat itself.
    session.start(ONE);
    expect(session.newHighScore).toBe(false);
    playOn(session, () => false);
    expect(session.newHighScore).toBe(false);
    expect(session.highScore).toBe(total);
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
    expect(session.stepComputer()).toBeNull();
    session.start({ mode: 'vs-computer', seed: 5, names: ['Ada'] });
    expect(session.stepComputer(), 'not while Ada plays').toBeNull();
    // Play the game on until the final round begins with the computer to play.
    for (let i = 0; i < 5_000 && !session.lastTurn; i++) {
      const game = session.game;
      if (!game || game.phase === 'game-over') break;
      if (isComputerTurn(game)) session.stepComputer();
      else session.act(plan(game));
    }
    const game = session.game;
    if (!game || !session.lastTurn) throw new Error('the final round never started');
    expect(isComputerTurn(game), 'Ada reached 10,000 first: the computer has the last turn').toBe(true);
    expect(session.stepComputer()).toBeNull();
    session.dismissLastTurn();
    const before = session.game;
    const next = session.stepComputer();
    expect(next && before && serialize(next)).toBe(
      before && serialize(apply(before, computerAction(before))),
    );
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
