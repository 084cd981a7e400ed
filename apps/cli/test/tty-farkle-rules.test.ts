import { RULE_PRESETS } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { driveJson, farklePlayer } from './support/cli.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { start } = terminalTests({ COLORTERM: 'truecolor' });

/** The keys that play the same commands at the table: `select 1 5` is die 1 then die 5. */
function keysFor(command: string): string[] {
  if (command === 'roll') return ['r'];
  if (command === 'bank') return ['b'];
  if (command.startsWith('select ')) return command.slice(7).split(' ');
  throw new Error(`no key for ${command}`);
}

const ARGS = [
  'farkle',
  '--seats',
  'human:Ada,expert,human:Cy,classic:Bot',
  '--rules',
  'popular',
  '--seed',
  '6',
];

describe('Farkle in a terminal with more players and other rules', () => {
  it('plays a four-player game with two computers under the popular rules to the end', async () => {
    // The people's commands of this game, each with whose turn it is, as the line protocol plays it.
    const turns: { who: string; command: string }[] = [];
    let final: Record<string, unknown> | undefined;
    await driveJson([...ARGS, '--no-save'], (state) => {
      const command = farklePlayer(state);
      if (command === undefined) final = state;
      else {
        const players = state['players'] as { name: string }[];
        turns.push({ who: players[state['current'] as number]?.name ?? '', command });
      }
      return command;
    });
    expect(final?.['phase']).toBe('game-over');
    expect(final?.['rules']).toEqual(RULE_PRESETS.popular);
    const winner = (final?.['players'] as { name: string }[])[final?.['winner'] as number]?.name ?? '';

    const p = start([...ARGS, '--delay', '0'], { columns: 100, rows: 40 });
    const first = await p.waitFor("Ada's turn");
    expect(first).toContain('FARKLE  4 Player Mode, popular rules');
    expect(first).toContain('Player: Cy');
    expect(first).not.toContain("× the triple's points");
    expect(first).toContain('Player: Bot');
    // The scoring panel shows the popular rules: three pairs 1,500, two triplets 2,500.
    expect(first).toMatch(/Three pairs\.+ 1,500/);
    expect(first).toMatch(/Two triplets\.+ 2,500/);
    let previous = '';
    for (const { who, command } of turns) {
      // A new turn of a person: wait until the computers have handed it over.
      if (who !== previous) await p.waitFor(`${who}'s turn`, 15_000);
      previous = who;
      p.send(...keysFor(command));
      if (command === 'bank' || command === 'roll') previous = command === 'bank' ? '' : previous;
    }
    const end = await p.waitFor('Game over', 30_000);
    expect(end).toContain(`Game over! ${winner} wins`);
    expect(end).toContain('★');
    p.send('q');
    await p.exitCode();
    expectRestored(p);
  }, 120_000);
});
