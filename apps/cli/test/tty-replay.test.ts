import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectRestored, terminalTests } from './support/tmux.ts';
import { code2048, codeFarkle } from './support/replay-codes.ts';

const { home, start } = terminalTests();

describe('pastime replay in a terminal', () => {
  it('plays a 2048 replay, steps with the arrows, jumps with Home and End, and quits with q', async () => {
    const game = code2048('replay-tty', 60);
    const count = game.moves.length;
    const p = start(['replay', game.code]);
    await p.waitFor(`FINAL ${game.score}`);
    await p.waitFor('space play/pause');
    expect(p.alternateScreen).toBe(true);
    p.send('Home');
    await p.waitFor(`Move 0 of ${count}. Paused.`);
    await p.waitFor('SCORE 0');
    p.send('Right');
    await p.waitFor(`Move 1 of ${count}. Paused.`);
    p.send('Right');
    await p.waitFor(`Move 2 of ${count}. Paused.`);
    p.send('Left');
    await p.waitFor(`Move 1 of ${count}. Paused.`);
    p.send('End');
    await p.waitFor(`Move ${count} of ${count}. Verified: score ${game.score.toLocaleString('en-US')}`);
    await p.waitFor(`SCORE ${game.score}`);
    // Space at the end plays again from the start.
    p.send('Space');
    await p.waitFor(/Move [0-9]+ of [0-9]+\. Playing\./);
    // - and + play slower and faster, from half to four times the pace.
    p.send('+');
    await p.waitFor(/Playing at 2×\./);
    p.send('+');
    p.send('+');
    await p.waitFor(/Playing at 4×\./);
    p.send('-');
    p.send('-');
    p.send('-');
    p.send('-');
    await p.waitFor(/Playing at 0\.5×\./);
    expect(p.screen()).toContain('- + speed');
    p.send('Space');
    await p.waitFor('Paused at 0.5×.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
    expectRestored(p);
    await p.waitFor(`Verified: score ${game.score.toLocaleString('en-US')}`);
  });

  it('plays a Farkle replay on the table and steps through it', async () => {
    const farkle = codeFarkle('replay-tty-farkle', 'vs-computer', ['Ann', 'Computer'], 'classic');
    const p = start(['replay', farkle.code], { columns: 100, rows: 30 });
    await p.waitFor('FARKLE');
    p.send('Home');
    await p.waitFor('Step 0 of');
    await p.waitFor("Ann's turn");
    p.send('Right');
    await p.waitFor('Step 1 of');
    // Only the replay's own keys: not the game's buttons, nor the die numbers that select.
    expect(p.screen()).toContain('space play/pause');
    expect(p.screen()).not.toMatch(/\bRoll\b|\bBank\b|Select all|\bHint\b|1 +2 +3 +4 +5 +6/);
    p.send('End');
    await p.waitFor('Game over');
    const [ann, computer] = farkle.final.players;
    await p.waitFor(
      `Verified: Ann ${ann?.total.toLocaleString('en-US')}, Computer ${computer?.total.toLocaleString('en-US')}`,
    );
    p.send('C-c');
    expect(await p.exitCode()).toBe(130);
    expectRestored(p);
  });
});

describe('pastime stats in a terminal', () => {
  it('draws the counts as bars and the scores over time as sparklines', async () => {
    mkdirSync(join(home(), 'pastime'));
    for (const file of ['2048-scores.json', 'farkle-scores.json']) {
      copyFileSync(join(import.meta.dirname, 'fixtures', 'records', file), join(home(), 'pastime', file));
    }
    const p = start(['stats'], { rows: 50 });
    expect(await p.exitCode()).toBe(0);
    const screen = p.screen();
    // 128 was reached twice on 4×4, the others once: a full bar and half ones.
    expect(screen).toMatch(/128 {2}2 {2}games {2}█{30}\n/);
    expect(screen).toMatch(/256 {2}1 {2}game {3}█{15}\n/);
    // Scores 1,000, 3,000, 1,256 and 700, oldest first.
    expect(screen).toContain('Scores on 4×4, oldest to newest:  ▂█▃▁');
    expect(screen).toMatch(/250–499 {2}9 {2}█{30}\n/);
  });
});
