/** `pastime replay` of the Farkle codes of house-rules games and tables of seats (the table layout). */
import { computerAction, RULE_PRESETS, type GameConfig } from '@pastime/farkle';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newFarkleSave, playFarkle, replayCodeOfFarkleSave, type FarkleSave } from '@pastime/app-core';
import { driveJson, farklePlayer, fourSeatFarkle, jsonLines, runCli, tempDataHome } from './support/cli.ts';

/** A game played to its end as the apps record it, every seat playing as the computer would; and its code. */
function recorded(config: GameConfig): { readonly save: FarkleSave; readonly code: string } {
  let save = newFarkleSave(config);
  while (save.state.phase !== 'game-over') save = playFarkle(save, computerAction(save.state));
  const code = replayCodeOfFarkleSave(save);
  if (code === undefined) throw new Error('a game begun from a seed has a code');
  return { save, code };
}

describe('pastime replay of a house-rules game or a table of seats', () => {
  it('verifies a game under house rules of its own to the totals and winner the engine gives', async () => {
    const { save, code } = recorded({
      mode: 'two-player',
      names: ['Ann', 'Bob'],
      seed: 'house-rules',
      rules: { ...RULE_PRESETS.popular, target: 3000, bankMinimum: 500, straight: 2000 },
    });
    const result = await runCli(['replay', code, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(jsonLines(result.stdout).at(-1)).toEqual({
      verified: true,
      totals: save.state.players.map((player) => player.total),
      winner: save.state.winner,
    });
  });

  it('verifies a four-seat game of people and both computers, and refuses it with a character changed', async () => {
    const { save, code } = recorded({
      mode: 'custom',
      seed: '00112233445566778899aabbccddeeff',
      players: [
        { kind: 'human', name: 'Ann' },
        { kind: 'computer', level: 'classic', name: 'Cleo' },
        { kind: 'human', name: 'Bob' },
        { kind: 'computer', level: 'expert', name: 'Xena' },
      ],
      rules: { ...RULE_PRESETS.traditional, target: 2000 },
    });
    const text = await runCli(['replay', code]);
    expect(text.code).toBe(0);
    const totals = save.state.players.map((p) => `${p.name} ${p.total.toLocaleString('en-US')}`).join(', ');
    const winner = save.state.players[save.state.winner ?? -1]?.name ?? '';
    expect(winner).not.toBe('');
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe(`Verified: ${totals}; ${winner} won.`);
    const at = Math.floor(code.length / 2);
    const changed = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
    const refused = await runCli(['replay', changed]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
  });

  it('lists a four-seat game under the popular rules in history with a code that verifies', async () => {
    const home = tempDataHome();
    try {
      mkdirSync(join(home.path, 'pastime'));
      const { states } = await driveJson([...fourSeatFarkle(11), '--delay', '0'], farklePlayer, {
        dataHome: home.path,
      });
      const end = states.at(-1);
      expect(end?.['phase']).toBe('game-over');
      const totals = (end?.['players'] as { total: number }[]).map((player) => player.total);
      const history = await runCli(['history', 'farkle', '--json'], { dataHome: home.path });
      const [listed] = jsonLines(history.stdout);
      const record = (listed?.['games'] as Record<string, unknown>[])[0];
      expect(typeof record?.['replay']).toBe('string');
      const replay = await runCli(['replay', String(record?.['replay']), '--json']);
      expect(replay.code).toBe(0);
      expect(jsonLines(replay.stdout).at(-1)).toEqual({ verified: true, totals, winner: end?.['winner'] });
      const table = await runCli(['history', 'farkle'], { dataHome: home.path });
      expect(table.stdout).toContain(String(record?.['replay']));
    } finally {
      home.remove();
    }
  });
});
