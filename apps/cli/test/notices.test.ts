import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Painter } from '../src/term/color.ts';
import { NoticePanel } from '../src/term/notice-panel.ts';
import { visibleWidth } from '../src/term/ansi.ts';
import { stripAnsi } from './support/ansi.ts';
import { terminalTests } from './support/tmux.ts';

const { home, start } = terminalTests();

/** The text without any white space: a notice wrapped (a long path broken) still reads the same. */
const solid = (text: string): string => text.replace(/\s+/g, '');

/** Writes a corrupt data file; returns a function giving the path of its backup once the program made it. */
function corrupt(file: string): () => string {
  const dir = join(home(), 'pastime');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), '{"version": 1, "games": [\n');
  return () => {
    const backups = readdirSync(dir).filter((f) => f.startsWith(`${file}.corrupt-`));
    expect(backups).toHaveLength(1);
    return join(dir, backups[0] ?? '');
  };
}

describe('data-file notices on the full screen', () => {
  it('Farkle: a corrupt scores file is told whole (which file, why, the backup) before the menu', async () => {
    const backup = corrupt('farkle-scores.json');
    const p = start(['farkle']);
    const screen = await p.waitFor('and replaced.');
    const notice = `The Farkle scores file ${join(home(), 'pastime', 'farkle-scores.json')} could not be read: not valid JSON`;
    expect(solid(screen)).toContain(solid(notice));
    expect(solid(screen)).toContain(solid(`It was kept as ${backup()} and replaced.`));
    expect(screen).toContain('Press any key to go on.');
    for (const line of screen.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
    p.send('Enter');
    await p.waitFor('Select game mode');
    expect(p.screen()).not.toContain('could not be read');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });

  it('2048: a corrupt scores file is told whole over the board, then the game starts', async () => {
    const backup = corrupt('2048-scores.json');
    const p = start(['2048', '--size', '4', '--seed', '7']);
    const screen = await p.waitFor('and replaced.');
    expect(solid(screen)).toContain(
      solid(`The 2048 scores file ${join(home(), 'pastime', '2048-scores.json')}`),
    );
    expect(solid(screen)).toContain(solid(`It was kept as ${backup()} and replaced.`));
    // The key that puts the notice away (an arrow too, when the notice fits) does nothing else.
    p.send('Down');
    await p.waitFor('SCORE 0');
    expect(p.screen()).toContain('Join equal tiles to make 2048.');
    p.send('q');
    expect(await p.exitCode()).toBe(0);
  });
});

describe('the notice panel', () => {
  it('scrolls a notice longer than the screen with the arrow keys, and any other key puts it away', () => {
    const panel = new NoticePanel();
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    panel.add(words.join(' '));
    const size = { columns: 40, rows: 10 };
    const painter = new Painter('none');
    const shown = (): string => stripAnsi(panel.render(size, painter).join('\n'));
    expect(shown()).toContain('word0 ');
    expect(shown()).toMatch(/Lines 1–\d+ of \d+: ↑\/↓ scroll/);
    for (const line of panel.render(size, painter)) expect(visibleWidth(line)).toBeLessThanOrEqual(40);
    expect(panel.render(size, painter).length).toBeLessThanOrEqual(10);
    for (let i = 0; i < 20; i++) panel.onKey({ kind: 'arrow', direction: 'down' }, size);
    expect(shown()).toContain('word59');
    expect(shown()).not.toContain('word0 ');
    panel.onKey({ kind: 'arrow', direction: 'up' }, size);
    expect(panel.open).toBe(true);
    panel.onKey({ kind: 'char', char: 'x' }, size);
    expect(panel.open).toBe(false);
  });
});
