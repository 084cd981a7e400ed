import { SCORING_RULES, newGame } from '@pastime/farkle';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../src/program/time.ts';
import { renderTable } from '../src/farkle/table-view.ts';
import type { TableScreen } from '../src/farkle/table-view.ts';
import { graphemesOf, truncate, visibleWidth } from '../src/term/ansi.ts';
import { stripAnsi } from './support/ansi.ts';
import { Painter } from '../src/term/color.ts';

describe('text width', () => {
  it('counts emoji sequences, East Asian wide and full-width characters as terminals draw them', () => {
    expect(visibleWidth('👩‍💻')).toBe(2); // woman, zero-width joiner, laptop: one glyph
    expect(visibleWidth('👍🏽')).toBe(2); // with a skin tone
    expect(visibleWidth('🇫🇷')).toBe(2); // a flag: two regional indicators
    expect(visibleWidth('❤️')).toBe(2); // a text symbol shown as emoji
    expect(visibleWidth('李小龍')).toBe(6);
    expect(visibleWidth('Ａ')).toBe(2); // full-width A
    expect(visibleWidth('ｶﾞ')).toBe(2); // half-width katakana and its voiced mark
    expect(visibleWidth('Zoe\u0301')).toBe(3); // a combining accent takes no column
    expect(visibleWidth('\u001b[1mA\u001b[0m')).toBe(1);
  });

  it('cuts text between characters, never inside an emoji sequence', () => {
    expect(graphemesOf('a👩‍💻é')).toEqual(['a', '👩‍💻', 'é']);
    expect(truncate('👩‍💻👩‍💻👩‍💻', 5)).toBe('👩‍💻👩‍💻…');
    expect(truncate('李小龍李小龍', 6)).toBe('李小…');
    expect(visibleWidth(truncate('李小龍李小龍', 6))).toBeLessThanOrEqual(6);
  });
});

describe('the Farkle table with names in emoji and East Asian characters', () => {
  const screen = (names: readonly string[]): TableScreen => ({
    state: newGame({ mode: names.length === 2 ? 'two-player' : 'one-player', names, seed: 1 }),
    messages: [],
    warning: undefined,
    hint: undefined,
    advice: undefined,
    banner: undefined,
    computerPlaying: false,
    confirm: undefined,
  });

  // Measured with the library directly (the first test pins its widths), not with the code under test.
  /** The screen column where `text` starts on `line`. */
  const columnOf = (line: string, text: string): number => stringWidth(line.slice(0, line.indexOf(text)));

  it('keeps the columns straight: the rules panel starts at the same column on every line', () => {
    // A rule's line: its name (words with single spaces), dots, its worth.
    const rule = /\S(?:[^. ]| (?! ))*\.{2,} \S+$/;
    for (const names of [['👩‍💻 Zoé', '李小龍👍🏽'], ['🇫🇷 Ｊｅａｎ'], ['李小龍李小龍李小龍']]) {
      const lines = renderTable(screen(names), { columns: 100, rows: 30 }, new Painter('none')).map(
        stripAnsi,
      );
      const title = lines.find((line) => line.includes('Scoring')) ?? '';
      const starts = lines.flatMap((line) => {
        const found = rule.exec(line);
        return found === null ? [] : [stringWidth(line.slice(0, found.index))];
      });
      expect(starts).toHaveLength(SCORING_RULES.length);
      expect(new Set([columnOf(title, 'Scoring'), ...starts]), names.join(', ')).toEqual(
        new Set([columnOf(title, 'Scoring')]),
      );
      for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(100);
      const shown = lines.join('\n');
      for (const name of names) expect(shown).toContain(`Player: ${graphemesOf(name)[0] ?? '?'}`);
    }
  });

  it('cuts a long wide name at the column, not after it', () => {
    const lines = renderTable(screen(['李小龍李小龍李小龍']), { columns: 100, rows: 30 }, new Painter('none'))
      .map(stripAnsi)
      .filter((line) => line.includes('Player: '));
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    const cell = line.slice(line.indexOf('Player: '));
    expect(cell.startsWith('Player: 李小龍李小…')).toBe(true);
  });
});

describe('relative times', () => {
  it('say how long ago a game was saved, in words', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const ago = (seconds: number): string => timeAgo(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(20)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60 + 10)).toBe('5 minutes ago');
    expect(ago(2 * 3600)).toBe('2 hours ago');
    expect(ago(26 * 3600)).toBe('yesterday');
    expect(ago(3 * 86400)).toBe('3 days ago');
    expect(ago(15 * 86400)).toBe('2 weeks ago');
    expect(ago(70 * 86400)).toBe('2 months ago');
    expect(ago(800 * 86400)).toBe('2 years ago');
    expect(timeAgo('not a date', now)).toBe('some time ago');
  });
});
