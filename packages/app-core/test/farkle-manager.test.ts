import { readFileSync } from 'node:fs';
import {
  apply,
  computerAction,
  isComputerTurn,
  newGame,
  serialize,
  type Action,
  type FarkleState,
  type GameConfig,
} from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FARKLE_SCORES,
  FARKLE_PACE_MS,
  FARKLE_RETRY_MS,
  farkleScoresOfHighScore,
  FarkleManager,
  type FarkleManagerOptions,
  NO_HIGH_SCORE,
  upgradeFarkleSave,
  type FarkleChange,
  type FarkleSave,
  type FarkleScores,
  type HighScore,
} from '../src/index.ts';
import { plan } from './support/farkle-play.ts';
import { ManualClock, MemoryShelfStorage, memoryDocument } from './support/memory-shelf-storage.ts';

const ONE = { mode: 'one-player', seed: 3, names: ['Ada'] } as const;

/** One storage (a browser's, a data directory) and the managers ("tabs") opened on it. */
function storage(options: { readonly highScore?: number } = {}) {
  const games = new MemoryShelfStorage<FarkleSave>();
  const scores = memoryDocument<FarkleScores>({ ...EMPTY_FARKLE_SCORES, highScore: options.highScore ?? 0 });
  const clock = new ManualClock();
  let ids = 0;
  const open = (extra: Partial<FarkleManagerOptions> = {}) =>
    new FarkleManager({
      shelf: games.shelf(),
      scores,
      clock,
      newId: () => `game-${++ids}`,
      pace: 100,
      ...extra,
    });
  return { games, scores, clock, open };
}

/** Plays the planned game on (the computer's turns too, at once) until `stop`. */
function playOn(manager: FarkleManager, stop: (state: FarkleState) => boolean): FarkleState {
  for (let i = 0; i < 5_000; i++) {
    const game = manager.game;
    if (!game) throw new Error('no game');
    if (stop(game) || game.phase === 'game-over') return game;
    if (isComputerTurn(game)) manager.dismissLastTurn();
    manager.act(isComputerTurn(game) ? computerAction(game) : plan(game));
  }
  throw new Error('the game did not stop');
}

describe('FarkleManager: the game on the table', () => {
  it('starts with no game, saves every action and resumes exactly in a new manager', () => {
    const { games, open } = storage();
    const manager = open();
    expect(manager.game).toBeNull();
    expect(manager.resumed).toBe(false);
    manager.start(ONE);
    expect(games.games.get('game-1')?.revision).toBe(1);
    manager.act({ type: 'roll' });
    const stored = games.games.get('game-1');
    expect(stored?.revision).toBe(2);
    expect(stored?.save.log).toEqual([{ type: 'roll' }]);
    const state = playOn(manager, (s) => s.turn === 4 && s.phase === 'choosing');
    expect(games.games.get('game-1')?.save.state).toBe(state);
    const again = open();
    expect(again.resumed).toBe(true);
    expect(again.game && serialize(again.game)).toBe(serialize(state));
    expect(open({}).id).toBe('game-1');
  });

  it('removes a finished game instead of saving it', () => {
    const { games, open } = storage();
    const manager = open();
    manager.start(ONE);
    expect(games.ids()).toHaveLength(1);
    playOn(manager, () => false);
    expect(games.ids()).toEqual([]);
    expect(open().game).toBeNull();
  });

  it('refuses an illegal action with the engine’s reason as data and changes nothing', () => {
    const { games, open } = storage();
    const manager = open();
    expect(manager.act({ type: 'roll' })).toEqual({
      kind: 'refused',
      code: 'invalid-action',
      problem: 'there is no game to play',
      lockedDie: null,
    });
    const start = manager.start(ONE);
    const bank = manager.act({ type: 'bank' });
    expect(bank.kind === 'refused' && [bank.code, bank.lockedDie]).toEqual(['must-roll', null]);
    expect(bank.kind === 'refused' && bank.problem).toMatch(/roll the dice before you bank/);
    expect(manager.game).toBe(start);
    expect(games.games.get('game-1')?.revision).toBe(1);
    expect(() => manager.start({ mode: 'two-player', names: ['Ada', 'ada'] })).toThrow(/names\[1\]/);
    expect(manager.game).toBe(start);
  });

  it('shows the hint until the next action, and says why there is none', () => {
    const manager = storage().open();
    expect(manager.hint()).toEqual({ ok: false, reason: 'no-game' });
    manager.start(ONE);
    expect(manager.hint()).toEqual({ ok: false, reason: 'no-roll' });
    manager.act({ type: 'roll' });
    expect(manager.hint()).toEqual({ ok: true, dice: [0, 4] });
    expect(manager.hinted).toEqual([0, 4]);
    manager.act({ type: 'toggle', index: 0 });
    expect(manager.hinted).toBeNull();
    expect(manager.hint(), 'not once a die is selected').toEqual({ ok: false, reason: 'dice-selected' });
  });

  it('names a die set aside earlier in the turn when an action picks it again', () => {
    const manager = storage().open();
    manager.start(ONE);
    manager.act({ type: 'roll' });
    manager.act({ type: 'toggle', index: 0 });
    manager.act({ type: 'roll' });
    const outcome = manager.act({ type: 'toggle', index: 0 });
    expect(outcome.kind === 'refused' && [outcome.code, outcome.lockedDie]).toEqual(['invalid-die', 0]);
  });

  it('gives the games it starts the run’s seeds, Restart and Play Again included', () => {
    const manager = storage().open({ seed: (n) => (n === 1 ? 'S' : `S/${n}`) });
    expect(manager.start({ mode: 'two-player', names: ['Ada', 'Bo'] }).seed).toBe('S');
    expect(manager.restart()?.seed).toBe('S/2');
    expect(manager.game?.players.map((p) => p.name)).toEqual(['Ada', 'Bo']);
    expect(manager.start({ mode: 'one-player', seed: 9 }).seed, 'a seed of its own is kept').toBe(9);
    expect(manager.start(ONE).seed).toBe(ONE.seed);
    expect(manager.start({ mode: 'one-player' }).seed).toBe('S/3');
  });

  it('counts rolls', () => {
    const manager = storage().open();
    manager.start(ONE);
    manager.act({ type: 'roll' });
    manager.act({ type: 'toggle', index: 0 });
    expect(manager.rolls).toBe(1);
    manager.act({ type: 'roll' });
    expect(manager.rolls).toBe(2);
  });

  it('restarts with the same players, resets the high score, and forgets the game on quit', () => {
    const { games, scores, open } = storage({ highScore: 700 });
    const manager = open();
    expect(manager.restart()).toBeNull();
    manager.start({ mode: 'two-player', seed: 9, names: ['Ada', 'Bo'] });
    playOn(manager, (s) => s.turn === 3);
    const restarted = manager.restart();
    expect(restarted?.players.map((p) => [p.name, p.total, p.turns.length])).toEqual([
      ['Ada', 0, 0],
      ['Bo', 0, 0],
    ]);
    expect(games.ids()).toEqual(['game-2']);
    expect(manager.highScore.score).toBe(700);
    expect(manager.resetHighScore()).toBe(true);
    expect(manager.highScore.score).toBe(0);
    expect(scores.value.highScore).toBe(0);
    manager.quit();
    expect(games.ids()).toEqual([]);
    expect(open().game).toBeNull();
  });
});

describe('FarkleManager: a game given up', () => {
  it('is recorded as abandoned when a die was rolled, with its scores then, by Restart, New Game and Quit', () => {
    const { games, scores, clock, open } = storage({ highScore: 700 });
    const manager = open();
    manager.start({ mode: 'two-player', seed: 9, names: ['Ada', 'Bo'] });
    const left = playOn(manager, (s) => s.turn === 3);
    clock.tick();
    manager.restart();
    expect(scores.value.games).toEqual([
      expect.objectContaining({
        id: 'game-1',
        outcome: 'abandoned',
        winner: null,
        newHighScore: false,
        players: left.players.map((p) => expect.objectContaining({ name: p.name, score: p.total })),
      }),
    ]);
    expect(scores.value.games[0]?.replay).toBeUndefined();
    // A game not rolled yet leaves nothing to record.
    manager.start(ONE);
    expect(scores.value.games.map((game) => game.id)).toEqual(['game-1']);
    manager.act({ type: 'roll' });
    manager.quit();
    expect(scores.value.games.map((game) => [game.id, game.outcome])).toEqual([
      ['game-3', 'abandoned'],
      ['game-1', 'abandoned'],
    ]);
    expect(games.ids()).toEqual([]);
    // No high score comes from a game given up.
    expect(scores.value.highScore).toBe(700);
  });

  it('stays stored when its record is refused, and is recorded when it is left again', () => {
    const { games, scores, open } = storage();
    const manager = open();
    manager.start(ONE);
    manager.act({ type: 'roll' });
    scores.refuse = true;
    manager.quit();
    expect(games.ids()).toEqual(['game-1']);
    scores.refuse = false;
    const next = open();
    expect(next.id).toBe('game-1');
    next.quit();
    expect(games.ids()).toEqual([]);
    expect(scores.value.games.map((game) => game.outcome)).toEqual(['abandoned']);
  });
});

describe('FarkleManager: the high score and the records', () => {
  it('records a one-player game’s score and congratulates only a new high score', () => {
    const { games, scores, open } = storage({ highScore: 1000 });
    const manager = open();
    expect(manager.highScore.score).toBe(1000);
    manager.start(ONE);
    const over = playOn(manager, () => false);
    expect(over.phase).toBe('game-over');
    const total = over.players[0]?.total ?? 0;
    expect(manager.newHighScore).toBe(true);
    expect(manager.highScore).toMatchObject({ score: total, name: 'Ada' });
    expect(scores.value).toMatchObject({ highScore: total, highScoreName: 'Ada' });
    expect(scores.value.games).toMatchObject([{ id: 'game-1', mode: 'one-player', newHighScore: true }]);
    expect(games.ids()).toEqual([]);
    // The same game again does not beat itself.
    manager.start(ONE);
    expect(manager.newHighScore).toBe(false);
    playOn(manager, () => false);
    expect(manager.newHighScore).toBe(false);
    expect(manager.highScore.score).toBe(total);
    expect(scores.value.games.map((game) => game.id)).toEqual(['game-2', 'game-1']);
  });

  it('records a two-player game with its winner', () => {
    const { scores, open } = storage();
    const manager = open();
    manager.start({ mode: 'vs-computer', seed: 4, names: ['Ada'] });
    const over = playOn(manager, () => false);
    expect(scores.value.games).toMatchObject([{ mode: 'vs-computer', winner: over.winner }]);
    expect(scores.value.highScore).toBe(0);
  });

  it('keeps a finished game whose score storage refused, and records it later before it leaves', () => {
    const { games, scores, open } = storage();
    scores.refuse = true;
    const manager = open();
    manager.start(ONE);
    const over = playOn(manager, () => false);
    const total = over.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(manager.highScore.score).toBe(total);
    expect(manager.newHighScore).toBe(true);
    expect(scores.value.highScore).toBe(0);
    expect(games.ids(), 'the finished game stays stored').toEqual(['game-1']);
    // Still refused: a new game leaves it stored; a new manager does not resume it.
    manager.start(ONE);
    expect(games.ids()).toEqual(['game-1', 'game-2']);
    expect(open().game?.phase).toBe('awaiting-roll');
    expect(games.ids()).toContain('game-1');

    // With room again, the next manager records it and lets it go.
    scores.refuse = false;
    const next = open();
    expect(next.highScore.score).toBe(total);
    expect(scores.value.highScore).toBe(total);
    expect(games.ids()).toEqual(['game-2']);

    // Or the same manager, when the table is cleared for the next game.
    games.games.clear();
    scores.value = EMPTY_FARKLE_SCORES;
    scores.refuse = true;
    const page = open();
    page.start(ONE);
    playOn(page, () => false);
    const left = games.ids();
    expect(left).toHaveLength(1);
    scores.refuse = false;
    page.start(ONE);
    expect(scores.value.highScore).toBe(total);
    expect(games.ids()).not.toEqual(expect.arrayContaining(left));
    expect(games.ids()).toHaveLength(1);
  });

  it('keeps a high score that could not be saved, writes it with the next game, and lowers it only on reset', () => {
    const play = (manager: FarkleManager, seed: string): FarkleState => {
      manager.start({ mode: 'one-player', seed });
      return playOn(manager, () => false);
    };
    const totals = ['1', '2', '3', '4'].map((seed) => {
      let state = newGame({ mode: 'one-player', seed });
      while (state.phase !== 'game-over') state = apply(state, plan(state));
      return [seed, state.players[0]?.total ?? -1] as const;
    });
    const [high, low] = [...totals].sort((a, b) => b[1] - a[1]);
    if (high === undefined || low === undefined) throw new Error('no games');
    expect(high[1]).toBeGreaterThan(low[1]);
    const { scores, open } = storage();
    const manager = open();
    scores.refuse = true;
    play(manager, high[0]);
    expect(manager.highScore).toMatchObject({ score: high[1], name: 'Jacob' });
    scores.refuse = false;
    // The next game recorded, lower, carries it into the records.
    play(manager, low[0]);
    expect(scores.value).toMatchObject({ highScore: high[1], highScoreName: 'Jacob' });
    expect(scores.value.games.map((game) => game.id)).toEqual(['game-2', 'game-1']);
    expect(manager.highScore.score).toBe(high[1]);
    manager.resetHighScore();
    expect(manager.highScore.score).toBe(0);
    expect(scores.value.highScore).toBe(0);
  });

  it('compares with the stored high score at the end, not the one the game started with', () => {
    const { scores, open } = storage();
    const manager = open();
    manager.start(ONE);
    playOn(manager, (s) => s.turn === 10);
    // Another tab set a record meanwhile.
    scores.value = { ...scores.value, highScore: 50_000 };
    playOn(manager, () => false);
    expect(manager.newHighScore).toBe(false);
    expect(manager.highScore.score).toBe(50_000);
  });

  it('says when a reset was refused, and the high score stays', () => {
    const { scores, open } = storage({ highScore: 1000 });
    const manager = open();
    scores.refuse = true;
    expect(manager.resetHighScore()).toBe(false);
    expect(manager.highScore.score).toBe(1000);
  });

  it('reads the high score again when told, and tells its listeners', () => {
    const { scores, open } = storage();
    const manager = open();
    const changes: FarkleChange[] = [];
    manager.subscribe((change) => changes.push(change));
    scores.value = { ...scores.value, highScore: 2000 };
    manager.reloadHighScore();
    manager.reloadHighScore();
    expect(manager.highScore.score).toBe(2000);
    expect(changes).toEqual([{ kind: 'high-score' }]);
  });

  it('keeps the browser’s high score alone through the same rules', () => {
    const high = memoryDocument<HighScore>({ score: 1000, name: null, date: null });
    const scores = farkleScoresOfHighScore(high);
    expect(scores.read()).toEqual({ ...EMPTY_FARKLE_SCORES, highScore: 1000 });
    const manager = new FarkleManager({
      shelf: new MemoryShelfStorage<FarkleSave>().shelf(),
      scores,
      clock: new ManualClock(),
      newId: () => 'one',
    });
    manager.start(ONE);
    const total = playOn(manager, () => false).players[0]?.total ?? 0;
    expect(high.value).toEqual({ score: total, name: null, date: null });
    expect(manager.newHighScore).toBe(true);
    high.refuse = true;
    expect(scores.update(() => EMPTY_FARKLE_SCORES)).toBeUndefined();
    expect(high.value.score).toBe(total);
    expect(NO_HIGH_SCORE.score).toBe(0);
  });
});

describe('FarkleManager: games in progress in several tabs', () => {
  it("keeps every game: a second tab's new game does not cost the first its game", () => {
    const { games, clock, open } = storage();
    const a = open();
    a.start(ONE);
    clock.tick();
    playOn(a, (s) => s.turn === 3);
    // The second tab resumes the game played last; there the player starts another.
    clock.tick();
    const b = open();
    expect(b.game && serialize(b.game)).toBe(a.game && serialize(a.game));
    b.start({ mode: 'two-player', seed: 4, names: ['Ada', 'Bo'] });
    playOn(b, (s) => s.turn === 2);
    // The first tab plays on: its game is stored again (the second tab gave it up here), beside the other.
    clock.tick();
    const first = playOn(a, (s) => s.turn === 4);
    expect(games.ids().sort()).toEqual(['game-1', 'game-2']);
    // Reloads resume the game played most recently; the other stays stored until then.
    expect(open().game?.mode).toBe('one-player');
    expect(serialize(open().game ?? newGame(ONE))).toBe(serialize(first));
    clock.tick();
    playOn(b, (s) => s.turn === 3);
    expect(open().game?.mode).toBe('two-player');
  });

  it('with sharedGames, leaves a game only taken up to the tab playing it, and ends its own', () => {
    const { games, clock, open } = storage();
    const a = open({ sharedGames: true });
    a.start(ONE);
    playOn(a, (s) => s.turn === 2);
    clock.tick();
    const b = open({ sharedGames: true });
    expect(b.id).toBe('game-1');
    // New Game and Restart in the tab that only took it up leave it stored for the first tab.
    b.start({ mode: 'two-player', seed: 4, names: ['Ada', 'Bo'] });
    expect(games.ids().sort()).toEqual(['game-1', 'game-2']);
    b.restart();
    expect(games.ids().sort()).toEqual(['game-1', 'game-3']);
    // The first tab plays on without a conflict, and gives its own game up.
    expect(a.act(plan(a.game ?? newGame(ONE))).kind).toBe('played');
    a.restart();
    expect(games.ids().sort()).toEqual(['game-3', 'game-4']);
    // Quit, which a player confirms, gives up even a game only taken up.
    clock.tick();
    const c = open({ sharedGames: true });
    expect(c.id).toBe('game-4');
    c.quit();
    expect(games.ids()).toEqual(['game-3']);
  });

  it('takes up the position another tab played in the same game instead of overwriting it', () => {
    const { games } = storage();
    const shared = games.shelf({ watch: false });
    const clock = new ManualClock();
    const tab = (id: string) =>
      new FarkleManager({
        shelf: shared,
        scores: memoryDocument(EMPTY_FARKLE_SCORES),
        clock,
        newId: () => id,
      });
    const a = tab('shared');
    a.start(ONE);
    const b = tab('other');
    const played = a.act({ type: 'roll' });
    // The second tab still shows the table before that roll: its own roll would overwrite the first's.
    expect(b.act({ type: 'roll' })).toEqual({ kind: 'followed' });
    expect(b.game && serialize(b.game)).toBe(played.kind === 'played' && serialize(played.state));
    // From there it plays on, and the first tab follows in turn.
    const next = b.act(plan(b.game ?? newGame(ONE)));
    expect(a.act({ type: 'roll' })).toEqual({ kind: 'followed' });
    expect(a.game && serialize(a.game)).toBe(next.kind === 'played' && serialize(next.state));
    expect(games.games.get('shared')?.save.log).toHaveLength(2);
  });

  it('follows the other writer’s change as it happens, and leaves storage with New Game, Restart and Quit', () => {
    const { games, open } = storage();
    const a = open();
    a.start(ONE);
    const b = open();
    const changes: FarkleChange[] = [];
    b.subscribe((change) => changes.push(change));
    a.act({ type: 'roll' });
    expect(changes, 'nothing is followed before follow()').toEqual([]);
    b.follow();
    const selected = a.act({ type: 'toggle', index: 0 });
    expect(changes).toEqual([{ kind: 'followed' }]);
    expect(b.game && serialize(b.game)).toBe(selected.kind === 'played' && serialize(selected.state));
    expect(b.id).toBe('game-1');
    b.close();
    a.act({ type: 'toggle', index: 0 });
    expect(changes).toHaveLength(1);
    b.restart();
    expect(games.ids()).toEqual(['game-2']);
    b.start({ mode: 'two-player', seed: 2, names: ['Ada', 'Bo'] });
    expect(games.ids()).toEqual(['game-3']);
    b.quit();
    expect(games.ids()).toEqual([]);
    // The first tab's next action puts its game back.
    a.act({ type: 'toggle', index: 0 });
    expect(games.ids()).toEqual(['game-1']);
  });

  it('keeps the game on the table when storage refuses it, and stores it at the next action', () => {
    const { games, open } = storage();
    const manager = open();
    games.refuse = true;
    manager.start(ONE);
    expect(manager.act({ type: 'roll' }).kind).toBe('played');
    expect(games.ids()).toEqual([]);
    games.refuse = false;
    manager.act({ type: 'toggle', index: 0 });
    expect(games.games.get('game-1')?.save.log).toHaveLength(2);
  });
});

describe('FarkleManager: the computer’s turns', () => {
  /** A game against the computer at the computer's first turn, with a record of what listeners heard. */
  function computerTurn(options: Partial<FarkleManagerOptions> = {}) {
    const env = storage();
    const manager = env.open(options);
    const changes: FarkleChange[] = [];
    manager.subscribe((change) => changes.push(change));
    manager.start({ mode: 'vs-computer', seed: 5, names: ['Ada'] });
    playOn(manager, (s) => isComputerTurn(s));
    return { ...env, manager, changes };
  }

  it('plays each action at the pace, tells the listeners, and saves each one', async () => {
    const { manager, changes, clock, games } = computerTurn();
    const before = manager.game;
    if (!before) throw new Error('no game');
    expect(changes, 'the player’s own actions are not reported').toEqual([]);
    expect(manager.computerToPlay).toBe(true);
    await clock.advance(99);
    expect(manager.game).toBe(before);
    await clock.advance(1);
    const action = computerAction(before);
    expect(changes).toEqual([{ kind: 'computer', action, before }]);
    expect(manager.game).toEqual(apply(before, action));
    expect(games.games.get('game-1')?.save.state).toBe(manager.game);
  });

  it('plays at a pace changed on the way, from the next step on', async () => {
    const { manager, clock } = computerTurn();
    // The step under way keeps its time; the next waits the new pace.
    manager.setPace(300);
    await clock.advance(100);
    const after = manager.game;
    await clock.advance(299);
    expect(manager.game).toBe(after);
    await clock.advance(1);
    expect(manager.game).not.toBe(after);
  });

  it('plays the whole turn out and hands the dice back', async () => {
    const { manager, clock } = computerTurn();
    const done = manager.computerDone();
    let finished = false;
    void done.then(() => (finished = true));
    await clock.advance(100 * 50);
    expect(finished).toBe(true);
    expect(manager.game && isComputerTurn(manager.game)).toBe(false);
  });

  it('leaves a farkle on the table twice as long', async () => {
    const { open, clock } = storage();
    const manager = open();
    manager.start({ mode: 'computer-vs-computer', seed: 2 });
    const farkled = (): boolean => manager.game?.events.some((e) => e.type === 'farkled') === true;
    for (let i = 0; i < 500 && !farkled(); i++) await clock.advance(100);
    const at = manager.game;
    if (!at || !farkled()) throw new Error('no farkle');
    await clock.advance(199);
    expect(manager.game).toBe(at);
    await clock.advance(1);
    expect(manager.game).not.toBe(at);
  });

  it('never shortens the pace for a slow decision, and plays it when both are ready', async () => {
    let answer: (action: Action) => void = () => undefined;
    const { manager, clock } = computerTurn({
      decide: () => new Promise<Action>((resolve) => (answer = resolve)),
    });
    const before = manager.game;
    if (!before) throw new Error('no game');
    await clock.advance(500);
    expect(manager.game).toBe(before);
    answer(computerAction(before));
    await clock.advance(0);
    expect(manager.game).toEqual(apply(before, computerAction(before)));
  });

  it('says when a decision failed and asks again later', async () => {
    const errors: string[] = [];
    let calls = 0;
    const env = storage();
    const manager = new FarkleManager({
      shelf: env.games.shelf(),
      scores: env.scores,
      clock: env.clock,
      newId: () => 'g',
      pace: 100,
      decide: (state) =>
        ++calls === 1 ? Promise.reject(new Error('worker stopped')) : computerAction(state),
      onComputerError: (error) => errors.push(error.message),
    });
    manager.start({ mode: 'computer-vs-computer', seed: 1 });
    const start = manager.game;
    await env.clock.advance(FARKLE_RETRY_MS - 1);
    expect(errors).toEqual(['worker stopped']);
    expect(manager.game).toBe(start);
    await env.clock.advance(1);
    expect(calls).toBe(2);
    expect(manager.game).toBe(start);
    await env.clock.advance(100);
    expect(manager.game).not.toBe(start);
  });

  it('waits while paused or closed', async () => {
    const { manager, clock } = computerTurn();
    const before = manager.game;
    manager.pause(true);
    expect(manager.computerToPlay).toBe(false);
    await clock.advance(1000);
    expect(manager.game).toBe(before);
    manager.pause(false);
    await clock.advance(100);
    expect(manager.game).not.toBe(before);
    manager.close();
    const now = manager.game;
    await clock.advance(1000);
    expect(manager.game).toBe(now);
    expect(clock.pending).toBe(0);
  });

  it('holds the computer while the last-turn notice is shown, then lets it play', async () => {
    const { manager, clock } = computerTurn();
    manager.pause(true);
    // Play the game on until the final round begins with the computer to play.
    for (let i = 0; i < 5_000 && !manager.lastTurn; i++) {
      const game = manager.game;
      if (!game || game.phase === 'game-over') break;
      manager.act(isComputerTurn(game) ? computerAction(game) : plan(game));
    }
    manager.pause(false);
    const game = manager.game;
    if (!game || !manager.lastTurn) throw new Error('the final round never started');
    expect(isComputerTurn(game), 'Ada reached 10,000 first: the computer has the last turn').toBe(true);
    expect(manager.computerToPlay).toBe(false);
    await clock.advance(1000);
    expect(manager.game).toBe(game);
    manager.dismissLastTurn();
    await clock.advance(100);
    expect(manager.game && serialize(manager.game)).toBe(serialize(apply(game, computerAction(game))));
  });

  it('plays the last turn straight on when the app tells it with a message line instead of a notice', async () => {
    const { manager, clock } = computerTurn({ lastTurnNotice: false });
    manager.pause(true);
    let reached: FarkleState | undefined;
    for (let i = 0; i < 5_000 && reached === undefined; i++) {
      const game = manager.game;
      if (!game || game.phase === 'game-over') break;
      const outcome = manager.act(isComputerTurn(game) ? computerAction(game) : plan(game));
      if (outcome.kind === 'played' && outcome.events.some((e) => e.type === 'final-round-started'))
        reached = outcome.state;
    }
    if (reached === undefined) throw new Error('the final round never started');
    expect(manager.lastTurn).toBeNull();
    manager.pause(false);
    expect(manager.computerToPlay).toBe(true);
    await clock.advance(100);
    expect(manager.game).not.toBe(reached);
  });

  it('uses the default pace unless told otherwise', () => {
    expect(FARKLE_PACE_MS).toBe(800);
  });
});

describe('FarkleManager: games kept in format 1', () => {
  const items = JSON.parse(
    readFileSync(new URL('./fixtures/format-1/farkle/local-storage.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;

  it('resumes the one played last, records a finished one left unrecorded, and keeps the others', () => {
    const games = new MemoryShelfStorage<FarkleSave>();
    const entries = Object.entries(items).filter(([key]) => key.startsWith('pastime.farkle.saved.'));
    for (const [, value] of entries) {
      const entry = JSON.parse(value) as { id: string; startedAt: string; updatedAt: string; save: string };
      const save = upgradeFarkleSave(entry.save, 'game.save');
      games.games.set(entry.id, { ...entry, revision: 0, save });
    }
    const best = (JSON.parse(items['pastime.farkle.highScore'] ?? '{}') as { best: number }).best;
    const high = memoryDocument<HighScore>({ score: best, name: null, date: null });
    const manager = new FarkleManager({
      shelf: games.shelf(),
      scores: farkleScoresOfHighScore(high),
      clock: new ManualClock(),
      newId: () => 'new',
    });
    expect(best).toBe(5950);
    expect(high.value.score).toBe(7000);
    expect(games.ids()).not.toContain('mfk8-one-unrecorded');
    expect(games.ids()).toHaveLength(6);
    expect(manager.id).toBe('mfk7-two-final');
    const saved = JSON.parse(items['pastime.farkle.saved.mfk7-two-final'] ?? '{}') as { save: string };
    expect(manager.game && serialize(manager.game)).toBe(saved.save);
    // It plays on and is saved in format 2 from its start position.
    const game = manager.game;
    if (!game) throw new Error('no game');
    manager.act(plan(game));
    expect(games.games.get('mfk7-two-final')).toMatchObject({ revision: 1, save: { log: [plan(game)] } });
  });
});

describe('the configuration handed to the engine', () => {
  it('starts from the high score stored now', () => {
    const { scores, open } = storage({ highScore: 300 });
    const manager = open();
    scores.value = { ...scores.value, highScore: 900 };
    const config: GameConfig = { mode: 'one-player', seed: 1, highScore: 5 };
    expect(manager.start(config).highScore).toBe(900);
  });
});
