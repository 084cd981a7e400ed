import { describe, expect, it } from 'vitest';
import { terminalTests } from './support/tmux.ts';

const { start } = terminalTests();

/** The column where `text` starts on the line that has it, or -1. */
function columnOf(screen: string, text: string): number {
  const line = screen.split('\n').find((l) => l.includes(text));
  return line === undefined ? -1 : line.indexOf(text);
}

describe('the layout of the full screen', () => {
  it('keeps the Farkle table in place when ? puts the advice where the rules were, at 80 columns', async () => {
    const p = start(['farkle', '--players', '1', '--seed', '3']);
    await p.waitFor('Roll the dice to start');
    p.send('r');
    const rules = await p.waitFor('Jacob rolled: 1 2 2 3 5 4');
    expect(rules).toContain('Scoring');
    p.send('?');
    const advice = await p.waitFor('Advice: set aside die 1, then roll');
    expect(advice).not.toContain('Scoring');
    for (const text of ['FARKLE', 'Player: Jacob', '▶Turn  1', 'Turn score:', '1-6 select die']) {
      expect(columnOf(advice, text), text).toBe(columnOf(rules, text));
      expect(columnOf(rules, text), text).toBeGreaterThanOrEqual(0);
    }
    p.send('q', 'y');
    expect(await p.exitCode()).toBe(0);
  });

  it('says "an 8×8 board" when the terminal is too small for it', async () => {
    const p = start(['2048', '--size', '8', '--seed', '1'], { columns: 40, rows: 12 });
    await p.waitFor('An 8×8 board needs at least');
    expect(p.screen()).not.toContain('A 8×8');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });
});
