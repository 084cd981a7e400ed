import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_PRESETS } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import { driveJson, farklePlayer, fourSeatFarkle, runCli } from './support/cli.ts';
import { expectRestored, terminalTests } from './support/tmux.ts';

const { start, home } = terminalTests({ COLORTERM: 'truecolor' });

/** The keys that play the same commands at the table: `select 1 5` is die 1 then die 5. */
function keysFor(command: string): string[] {
  if (command === 'roll') return ['r'];
  if (command === 'bank') return ['b'];
  if (command.startsWith('select ')) return command.slice(7).split(' ');
  throw new Error(`no key for ${command}`);
}

const ARGS = fourSeatFarkle(6);

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
    // The scoring panel's last line: the frame is drawn top to bottom, so everything checked is on screen.
    const first = await p.waitFor(/Two triplets\.+ 2,500/);
    expect(first).toContain("Ada's turn");
    expect(first).toContain('FARKLE  4 Player Mode, popular rules');
    expect(first).toMatch(/^ +Cy( |$)/m);
    expect(first).not.toContain("× the triple's points");
    expect(first).toMatch(/^ +Bot( |$)/m);
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

describe('the win table of other rules in a terminal', () => {
  it('is solved on a worker thread with a progress bar, kept in the data directory and used by the advice', async () => {
    const rulesFile = join(home(), 'short.json');
    writeFileSync(rulesFile, JSON.stringify({ ...RULE_PRESETS.popular, target: 5000 }));
    const p = start(
      ['farkle', '--seats', 'human:Ada,expert', '--rules', rulesFile, '--seed', '2', '--delay', '0'],
      {
        columns: 100,
        rows: 40,
      },
    );
    await p.waitFor("Ada's turn");
    await p.waitFor(/Solving the win table for these rules: \[[#.]{20}\] \d+ %/, 20_000);
    const kept = join(home(), 'pastime', 'farkle-win-tables');
    await waitForFile(kept, 60_000);
    const files = readdirSync(kept);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(kept, files[0] ?? ''), 'utf8').length).toBeGreaterThan(100);
    // Through a pipe the kept table is used: the advice is the chance to win, not the turn's points alone.
    const { states } = await driveJson(
      ['farkle', '--seats', 'human:Ada,expert', '--rules', rulesFile, '--seed', '2'],
      (_, index) => ['roll', 'advise'][index],
      { dataHome: home() },
    );
    const advice = states.find((state) => state['outcome'] === 'advice');
    expect(advice?.['policy']).toBe('win-probability');
    expect(advice?.['awaitingTable']).toBe(false);
    expect(typeof advice?.['winProbability']).toBe('number');
    p.send('q');
    await p.exitCode();
  }, 120_000);
});

async function waitForFile(directory: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(directory) && readdirSync(directory).some((name) => name.endsWith('.txt'))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no win table in ${directory}`);
}

describe('a table of six with computers of both levels', () => {
  const SIX = ['farkle', '--seats', 'human:Ada,expert,classic,human:Bo,expert:Zed,classic', '--seed', '1'];

  it('names every seat whole, with its level, on the full screen as the messages name it', async () => {
    // Paced, so that each computer's turn stays on the screen long enough to be seen.
    const p = start([...SIX, '--no-save', '--delay', '300'], { columns: 100, rows: 30 });
    const screen = await p.waitFor(/× the triple's points/);
    expect(screen).not.toContain('Computer…');
    // Each seat's name on a line of its own; under it the total, and a computer's level.
    for (const [name, level] of [
      ['Computer 1', 'Expert'],
      ['Computer 2', 'Classic'],
      ['Zed', 'Expert'],
      ['Computer 4', 'Classic'],
    ]) {
      expect(screen).toMatch(new RegExp(`^ +${name}( .*)?\\n +0 +${level}( |$)`, 'm'));
    }
    expect(screen).toMatch(/^ +▶Ada( .*)?\n +0( |$)/m);
    p.send('r');
    p.send('a');
    p.send('b');
    // The computer to play is marked by its whole name too.
    await p.waitFor(/^ +▶Computer [12]( |$)/m, 15_000);
    p.send('q');
  });

  it('names each computer with its level in the text too', async () => {
    const result = await runCli([...SIX, '--no-save'], { input: 'quit\n' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '>Ada: 0  Computer 1 (computer, Expert): 0  Computer 2 (computer, Classic): 0  Bo: 0  Zed (computer, Expert): 0  Computer 4 (computer, Classic): 0',
    );
  });
});
