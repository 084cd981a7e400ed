import { computerAction, isComputerTurn, newGame, RULE_PRESETS, type GameConfig } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { TERMINAL_FARKLE_SCORES } from '../src/farkle/formats.ts';
import { finishedFarkleGame } from '../src/farkle/records.ts';
import { newFarkleSave, playFarkle, readFarkleSave, writeFarkleSave } from '../src/farkle/save.ts';

const CUSTOM: GameConfig = {
  mode: 'custom',
  seed: 11,
  rules: 'popular',
  players: [
    { kind: 'human', name: 'Ada' },
    { kind: 'computer', level: 'expert' },
    { kind: 'human' },
    { kind: 'computer', name: 'Bot', level: 'classic' },
  ],
};

describe('custom games and their rules in format 2', () => {
  it('a four-player custom game under the popular rules saves and reloads to the same position', () => {
    let save = newFarkleSave(CUSTOM);
    // Play until both computers have had a turn, so the log crosses every seat.
    for (let i = 0; i < 400 && save.state.players[3]?.turns.length === 0; i += 1) {
      const state = save.state;
      const action = isComputerTurn(state)
        ? computerAction(state)
        : state.phase === 'choosing'
          ? state.rollScore >= 300 && state.selectionScore > 0
            ? { type: 'bank' as const }
            : state.selectionScore > 0
              ? { type: 'roll' as const }
              : { type: 'select-all' as const }
          : { type: 'roll' as const };
      save = playFarkle(save, action);
    }
    expect(save.state.players[3]?.turns.length).toBeGreaterThan(0);
    const stored = JSON.parse(JSON.stringify(writeFarkleSave(save))) as Record<string, unknown>;
    expect(stored.mode).toBe('custom');
    expect(stored.rules).toBe('popular');
    const back = readFarkleSave(stored, 'game');
    expect(back.state).toStrictEqual(save.state);
    expect(back.state.rules).toStrictEqual(RULE_PRESETS.popular);
    expect(back.state.players.map((p) => [p.name, p.kind, p.level])).toEqual([
      ['Ada', 'human', undefined],
      ['Computer 1', 'computer', 'expert'],
      ['Brant', 'human', undefined],
      ['Bot', 'computer', 'classic'],
    ]);
  });

  it('a saved custom game with a bad seat is refused naming the field', () => {
    const stored = { ...writeFarkleSave(newFarkleSave(CUSTOM)), players: [{ kind: 'robot' }] };
    expect(() => readFarkleSave(stored, 'game')).toThrow(/game\.players/);
  });

  it('a saved game with bad rules is refused naming the field', () => {
    const stored = {
      ...writeFarkleSave(newFarkleSave({ mode: 'two-player', seed: 1 })),
      rules: { ...RULE_PRESETS.popular, straight: 7 },
    };
    expect(() => readFarkleSave(stored, 'game')).toThrow(/rules/);
  });
});

describe('records keep their rules', () => {
  const ended = (config: GameConfig) =>
    finishedFarkleGame('id-1', newGame(config), '2026-11-26T20:00:00.000Z');

  it('a traditional game’s record is what it always was; another game’s carries its rules', () => {
    expect(ended({ mode: 'two-player', seed: 1 })).not.toHaveProperty('rules');
    const popular = ended(CUSTOM);
    expect(popular.mode).toBe('custom');
    expect(popular.rules).toStrictEqual(RULE_PRESETS.popular);
  });

  it('the terminal’s file keeps a custom game with its rules, and refuses a record with bad rules', () => {
    const scores = { highScore: 0, highScoreName: null, highScoreDate: null, games: [ended(CUSTOM)] };
    const written = JSON.parse(JSON.stringify(TERMINAL_FARKLE_SCORES.write(scores))) as { games: object[] };
    const { value, rejected } = TERMINAL_FARKLE_SCORES.read(written, '');
    expect(rejected).toEqual([]);
    expect(value.games[0]?.rules).toStrictEqual(RULE_PRESETS.popular);
    expect(value.games[0]?.mode).toBe('custom');
    const bad = {
      ...written,
      games: [{ ...written.games[0], rules: { ...RULE_PRESETS.popular, target: 3 } }],
    };
    const read = TERMINAL_FARKLE_SCORES.read(bad, '');
    expect(read.value.games).toEqual([]);
    expect(read.rejected[0]?.path).toBe('games[0]');
    expect(read.rejected[0]?.reason).toMatch(/games\[0\]\.rules\.target/);
  });
});
