/**
 * Every finished Farkle game the browser records has a replay code, so its history row shows Replay: a game
 * under house rules of its own and a table of four seats, played through the manager over the browser's ports.
 */
import { FarkleManager, playReplay, type Clock, type FinishedFarkleGame } from '@pastime/app-core';
import { computerAction, isComputerTurn, RULE_PRESETS, type GameConfig } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { farklePorts, farkleScores } from '../../src/farkle/storage.ts';
import { createStore, memoryStorage } from '../../src/storage/storage.ts';

/** A clock whose waits are real timers, so the computer plays its turns (at once: the pace is 0). */
const clock: Clock = {
  now: () => Date.now(),
  after: (ms, callback) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/** Plays `config` to its end, the people as the computer would, and gives the game the store recorded. */
async function recorded(config: GameConfig): Promise<FinishedFarkleGame | undefined> {
  const store = createStore({ backend: memoryStorage(), prefix: 'pastime.', onProblem: () => undefined });
  const farkle = new FarkleManager({
    ...farklePorts(store),
    clock,
    newId: () => 'game',
    pace: 0,
    lastTurnNotice: false,
  });
  farkle.start(config);
  for (let i = 0; i < 20_000; i++) {
    const game = farkle.game;
    if (game === null || game.phase === 'game-over') break;
    if (isComputerTurn(game)) await farkle.computerDone();
    else farkle.act(computerAction(game));
  }
  farkle.close();
  return farkleScores(store).read().games[0];
}

describe('the Farkle history', () => {
  it('shows a replay code for a house-rules game and a table of four, and the code plays to the totals', async () => {
    const house = await recorded({
      mode: 'two-player',
      names: ['Ada', 'Bo'],
      seed: 'web-house',
      rules: { ...RULE_PRESETS.popular, target: 2500 },
    });
    const table = await recorded({
      mode: 'custom',
      seed: 'web-table',
      players: [
        { kind: 'human', name: 'Ada' },
        { kind: 'computer', level: 'expert' },
        { kind: 'human', name: 'Bo' },
        { kind: 'computer', level: 'classic' },
      ],
      rules: { ...RULE_PRESETS.traditional, target: 2000 },
    });
    for (const game of [house, table]) {
      expect(game?.outcome).not.toBe('abandoned');
      const code = game?.replay;
      if (code === undefined) throw new Error('the history row has no replay code');
      const played = playReplay(code);
      if (played.game !== 'farkle') throw new Error('a Farkle code plays Farkle');
      expect(played.final.players.map((player) => player.total)).toEqual(
        game?.players.map((player) => player.score),
      );
    }
    expect(table?.players).toHaveLength(4);
  });
});
