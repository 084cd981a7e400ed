import {
  apply,
  computerAction,
  newGame,
  RULE_PRESETS,
  type FarkleEvent,
  type FarkleState,
  type GameConfig,
} from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  describeEvent,
  describeEvents,
  EMPTY_FARKLE_SCORES,
  finishedFarkleGame,
  higherScore,
  isNewHighScore,
  MAX_FINISHED_GAMES,
  NO_HIGH_SCORE,
  reachedHighScore,
  recordFarkleGame,
  mergeFarkleGames,
  resetFarkleHighScore,
  shownHighScore,
} from '../src/index.ts';

/** The states of a game the engine's own computer plays for every player, from the start to its end. */
function playOut(config: GameConfig): FarkleState[] {
  const states = [newGame(config)];
  for (let state = states[0]; state && state.phase !== 'game-over';) {
    state = apply(state, computerAction(state));
    states.push(state);
  }
  return states;
}

/** Every event of a game with the state it led to. */
function events(states: readonly FarkleState[]): { event: FarkleEvent; state: FarkleState }[] {
  return states.flatMap((state) => state.events.map((event) => ({ event, state })));
}

const DATE = '2025-03-14T12:00:00.000Z';

describe('the one-player high score', () => {
  it('is reached by a finished one-player game only', () => {
    const one = playOut({ mode: 'one-player', seed: 21, names: ['Zoé'] });
    const over = one.at(-1);
    if (!over) throw new Error('no game');
    const total = over.players[0]?.total ?? -1;
    expect(reachedHighScore(over, DATE)).toEqual({ score: total, name: 'Zoé', date: DATE });
    expect(reachedHighScore(one[3] ?? over, DATE)).toBeUndefined();
    const two = playOut({ mode: 'two-player', seed: 21 }).at(-1);
    expect(two && reachedHighScore(two, DATE)).toBeUndefined();
  });

  it('is reached under the requirements’ rules only: a house-rules score does not compare with it', () => {
    const popular = playOut({ mode: 'one-player', seed: 21, names: ['Zoé'], rules: 'popular' }).at(-1);
    expect(popular?.phase).toBe('game-over');
    expect(popular && reachedHighScore(popular, DATE)).toBeUndefined();
    const traditional = playOut({ mode: 'one-player', seed: 21, names: ['Zoé'], rules: 'traditional' }).at(
      -1,
    );
    expect(traditional && reachedHighScore(traditional, DATE)).toMatchObject({ name: 'Zoé' });
  });

  it('is shown with a game that keeps one only: not under house rules, not at a table of computers', () => {
    const traditional = playOut({ mode: 'one-player', seed: 21, highScore: 100 });
    const total = traditional.at(-1)?.players[0]?.total ?? 0;
    expect(total).toBeGreaterThan(100);
    expect(traditional.map(shownHighScore)).toEqual([...traditional.slice(0, -1).map(() => 100), total]);
    // The engine compares both games with the score it was given, and says they beat it.
    const popular = playOut({ mode: 'one-player', seed: 21, highScore: 100, rules: 'popular' });
    const computer = playOut({ mode: 'custom', seed: 21, highScore: 100, players: [{ kind: 'computer' }] });
    for (const states of [popular, computer]) {
      expect(states.at(-1)?.newHighScore).toBe(true);
      expect(states.map(shownHighScore)).toEqual(states.map(() => null));
    }
  });

  it('only goes up, a tie keeping the holder', () => {
    const kept = { score: 3000, name: 'Ada', date: DATE };
    expect(higherScore(kept, { score: 2500, name: 'Bo', date: DATE })).toBe(kept);
    expect(higherScore(kept, { score: 3000, name: 'Bo', date: DATE })).toBe(kept);
    expect(higherScore(kept, { score: 3050, name: 'Bo', date: DATE }).name).toBe('Bo');
    expect(higherScore(kept, undefined)).toBe(kept);
    expect(isNewHighScore(kept, 3000)).toBe(false);
    expect(isNewHighScore(kept, 3001)).toBe(true);
    expect(isNewHighScore(NO_HIGH_SCORE, 0)).toBe(false);
  });
});

describe('the Farkle records', () => {
  const over = playOut({ mode: 'vs-computer', seed: 4, names: ['Ada'] }).at(-1);
  if (!over) throw new Error('no game');

  it('record a finished game with each player’s result and the winner', () => {
    const game = finishedFarkleGame('g', over, DATE);
    expect(game).toMatchObject({ id: 'g', endedAt: DATE, mode: 'vs-computer', winner: over.winner });
    expect(game.players.map((p) => [p.name, p.computer, p.score, p.turns])).toEqual(
      over.players.map((p) => [p.name, p.kind === 'computer', p.total, p.turns.length]),
    );
  });

  it("merge two lists of games: each once (the second list's version), newest first, the oldest dropped", () => {
    const at = (minute: number): string => new Date(Date.UTC(2026, 10, 26, 12, minute)).toISOString();
    const first = Array.from({ length: MAX_FINISHED_GAMES }, (_, i) =>
      finishedFarkleGame(`a${i}`, over, at(i + 10)),
    );
    const again = { ...finishedFarkleGame('a5', over, at(15)), newHighScore: true };
    const merged = mergeFarkleGames(first, [again, finishedFarkleGame('old', over, at(0))]);
    expect(merged).toHaveLength(MAX_FINISHED_GAMES);
    expect(merged[0]?.id).toBe(`a${MAX_FINISHED_GAMES - 1}`);
    expect(merged.filter((game) => game.id === 'a5')).toEqual([again]);
    expect(merged.some((game) => game.id === 'old')).toBe(false);
    // Either order gives the same list when the versions agree.
    const some = merged.filter((_, index) => index % 3 === 0);
    expect(mergeFarkleGames(merged, some)).toEqual(merged);
    expect(mergeFarkleGames(some, merged)).toEqual(merged);
  });

  it('keep a game once, newest first, at most MAX_FINISHED_GAMES, and raise the high score to what beats it', () => {
    let scores = EMPTY_FARKLE_SCORES;
    for (let i = 0; i <= MAX_FINISHED_GAMES; i++) {
      scores = recordFarkleGame(scores, finishedFarkleGame(`g${i}`, over, DATE), []);
    }
    expect(scores.games).toHaveLength(MAX_FINISHED_GAMES);
    expect(scores.games[0]?.id).toBe(`g${MAX_FINISHED_GAMES}`);
    scores = recordFarkleGame(scores, finishedFarkleGame('g5', over, DATE), [
      { score: 900, name: 'Zoé', date: DATE },
      { score: 800, name: 'Ada', date: DATE },
    ]);
    expect(scores.games.filter((g) => g.id === 'g5')).toHaveLength(1);
    expect(scores.games[0]?.id).toBe('g5');
    expect(scores).toMatchObject({ highScore: 900, highScoreName: 'Zoé', highScoreDate: DATE });
    expect(resetFarkleHighScore(scores)).toEqual({ ...EMPTY_FARKLE_SCORES, games: scores.games });
  });
});

describe('the sentences of a Farkle game', () => {
  const one = playOut({ mode: 'one-player', seed: 3, names: ['Zoé'], highScore: 100 });
  const two = playOut({ mode: 'two-player', seed: 6, names: ['Ada', 'Bo'] });

  it('say every event of a whole game, one sentence each', () => {
    for (const { event, state } of events([...one, ...two])) {
      expect(describeEvent(event, state)).toMatch(/^[A-Z][^\n]*[.!]$/);
    }
    const last = two.at(-1);
    expect(last && describeEvents(last)).toEqual(last?.events.map((event) => describeEvent(event, last)));
  });

  it('word a roll, a farkle, a bank, the next turn and the end', () => {
    const said = events(one).map(({ event, state }) => describeEvent(event, state));
    expect(said[0]).toBe('Zoé rolled: 1 2 2 3 5 4 (up to 150 points).');
    expect(said).toContain('Turn 2 of 10.');
    expect(
      said.some((s) => /^Farkle! (Zoé loses [\d,]+ points|No points for Zoé this turn)\.$/.test(s)),
    ).toBe(true);
    expect(said.some((s) => /^Zoé banks [\d,]+ \(total [\d,]+\)\.$/.test(s))).toBe(true);
    const total = one.at(-1)?.players[0]?.total ?? 0;
    expect(said.at(-1)).toBe(
      `Game over! Final score: ${total.toLocaleString('en-US')}. Congratulations, a new high score!`,
    );
  });

  it('congratulate no game that keeps no high score: house rules, a table of computers', () => {
    const popular = playOut({
      mode: 'one-player',
      seed: 3,
      names: ['Zoé'],
      highScore: 100,
      rules: 'popular',
    });
    const computer = playOut({
      mode: 'custom',
      seed: 3,
      highScore: 100,
      players: [{ kind: 'computer', level: 'expert' }],
    });
    for (const states of [popular, computer]) {
      const over = states.at(-1);
      if (!over) throw new Error('no game');
      // The engine's event says the score beat the one the game was given.
      expect(over.events.find((event) => event.type === 'game-over')).toMatchObject({ newHighScore: true });
      const total = (over.players[0]?.total ?? 0).toLocaleString('en-US');
      expect(describeEvents(over).at(-1)).toBe(`Game over! Final score: ${total}.`);
    }
  });

  it('count a table of one seat’s turns by its rules', () => {
    const five = playOut({
      mode: 'one-player',
      seed: 3,
      names: ['Zoé'],
      rules: { ...RULE_PRESETS.traditional, onePlayerTurns: 5 },
    });
    const lone = playOut({ mode: 'custom', seed: 3, players: [{ kind: 'computer', level: 'classic' }] });
    const said = (states: FarkleState[]): string[] =>
      events(states).map(({ event, state }) => describeEvent(event, state));
    expect(said(five)).toContain('Turn 5 of 5.');
    expect(said(five).some((s) => s.includes('of 10'))).toBe(false);
    expect(said(lone)).toContain('Turn 2 of 10.');
  });

  it('word the last turn and the winner of a two-player game', () => {
    const said = events(two).map(({ event, state }) => describeEvent(event, state));
    expect(said).toContain("Bo's turn.");
    expect(
      said.some((s) => /^(Ada|Bo) reached [\d,]+! (Ada|Bo) has one last turn to beat it\.$/.test(s)),
    ).toBe(true);
    expect(said.at(-1)).toMatch(/^Game over! (Ada|Bo) wins \(Ada [\d,]+, Bo [\d,]+\)\.$/);
  });
});
