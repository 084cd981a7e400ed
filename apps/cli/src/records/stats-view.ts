/**
 * `pastime stats`: the statistics of `@pastime/app-core` (the web app's), as tables with Unicode bars and
 * sparklines in a terminal, plain text through a pipe, or one JSON document.
 */
import {
  farkleStats,
  formatPoints,
  ONE_PLAYER_OPTIMUM,
  OPTIMUM_PER_TURN,
  stats2048,
  type FarkleStats,
  type SizeStats2048,
} from '@pastime/app-core';
import { alignColumns } from '../term/layout.ts';
import type { FinishedGames } from '../storage/files.ts';
import type { RecordsGame } from '../program/invocation.ts';

const BLOCKS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
const SPARKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
/** The widest bar, in columns. */
const BAR_WIDTH = 30;
/** The most games a sparkline shows (the newest). */
const SPARK_WIDTH = 60;

/** A horizontal bar `value / max` of `BAR_WIDTH` columns, to an eighth of a column. */
function bar(value: number, max: number): string {
  if (max <= 0 || value <= 0) return '';
  const eighths = Math.max(1, Math.round((value / max) * BAR_WIDTH * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + (BLOCKS[eighths % 8] ?? '');
}

/** One character a value, its height between the smallest and the largest. */
function sparkline(values: readonly number[]): string {
  const shown = values.slice(-SPARK_WIDTH);
  const low = Math.min(...shown);
  const high = Math.max(...shown);
  return shown
    .map(
      (value) =>
        SPARKS[high === low ? 3 : Math.round(((value - low) / (high - low)) * (SPARKS.length - 1))] ?? '',
    )
    .join('');
}

/** A number to a tenth at most: 8,120.5; none is a dash. */
function decimal(value: number | null): string {
  return value === null ? '–' : formatPoints(Math.round(value * 10) / 10);
}

function percent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

function plural(count: number, word: string): string {
  return `${formatPoints(count)} ${word}${count === 1 ? '' : 's'}`;
}

function size2048Lines(stats: SizeStats2048, charts: boolean): string[] {
  const most = Math.max(...stats.highestTiles.map((entry) => entry.games));
  const tiles = stats.highestTiles.map(({ tile, games }) => [
    formatPoints(tile),
    formatPoints(games),
    `${games === 1 ? 'game ' : 'games'}${charts ? `  ${bar(games, most)}` : ''}`,
  ]);
  const lines = [
    `  Highest tile reached on ${stats.size}×${stats.size}:`,
    ...alignColumns(tiles, 'rrl').map((line) => `    ${line}`),
  ];
  if (charts && stats.games.length > 1) {
    const newest = stats.games.length > SPARK_WIDTH ? ` (the newest ${SPARK_WIDTH})` : '';
    lines.push(
      `  Scores on ${stats.size}×${stats.size}, oldest to newest${newest}:  ${sparkline(stats.games.map((game) => game.score))}`,
    );
    lines.push(
      `  Moves on ${stats.size}×${stats.size}, oldest to newest${newest}:   ${sparkline(stats.games.map((game) => game.moves))}`,
    );
  }
  return lines;
}

function text2048(all: readonly SizeStats2048[], charts: boolean): string[] {
  if (all.length === 0) return ['2048: no finished games yet.'];
  const played = all.reduce((sum, stats) => sum + stats.played, 0);
  const numbers = alignColumns(
    [
      ['board', 'played', 'won', 'best', 'mean', 'median'],
      ...all.map((stats) => [
        `${stats.size}×${stats.size}`,
        formatPoints(stats.played),
        formatPoints(stats.won),
        formatPoints(stats.best),
        decimal(stats.mean),
        decimal(stats.median),
      ]),
    ],
    'lrrrrr',
  );
  return [
    `2048: ${plural(played, 'game')} played`,
    ...numbers.map((line) => `  ${line}`),
    ...all.flatMap((stats) => size2048Lines(stats, charts)),
  ];
}

const OPPONENT_NAMES = {
  person: 'a person',
  classic: 'Classic computer',
  expert: 'Expert computer',
} as const;

function textFarkle(stats: FarkleStats, charts: boolean): string[] {
  if (stats.played === 0) return ['Farkle: no finished games yet.'];
  const lines = [`Farkle: ${plural(stats.played, 'game')} played`];
  if (stats.against.length > 0) {
    const rows = stats.against.map(({ opponent, games, wins }) => [
      `  against ${OPPONENT_NAMES[opponent]}`,
      formatPoints(games),
      formatPoints(wins),
      percent(games === 0 ? null : wins / games),
    ]);
    lines.push(...alignColumns([['', 'games', 'wins', 'won'], ...rows], 'lrrr'));
  }
  const scores = stats.onePlayer.map((game) => game.score);
  if (scores.length > 0) {
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    lines.push(
      `  One player: ${plural(scores.length, 'game')}, best ${formatPoints(Math.max(...scores))}, mean ${decimal(mean)} (the best play's mean: ${decimal(ONE_PLAYER_OPTIMUM)})`,
    );
    if (charts && scores.length > 1)
      lines.push(`  One-player scores, oldest to newest:  ${sparkline(scores)}`);
  }
  if (stats.turns === 0) {
    lines.push('  No turn scores recorded yet.');
    return lines;
  }
  lines.push(
    `  Points per turn: ${decimal(stats.pointsPerTurn)} over ${plural(stats.turns, 'turn')} (the best play's: ${decimal(OPTIMUM_PER_TURN)})`,
    `  Farkle rate: ${percent(stats.farkleRate)} of turns scored nothing`,
  );
  if (stats.banked.length > 0) {
    const most = Math.max(...stats.banked.map((bin) => bin.count));
    const rows = stats.banked.map((bin) => [
      `${formatPoints(bin.from)}–${formatPoints(bin.to - 1)}`,
      formatPoints(bin.count),
      ...(charts ? [bar(bin.count, most)] : []),
    ]);
    lines.push('  Banked turns, by points:', ...alignColumns(rows, 'rrl').map((line) => `    ${line}`));
  }
  return lines;
}

/** The statistics as text; `charts` adds the bars and sparklines a terminal shows. */
export function statsText(games: FinishedGames, game: RecordsGame | undefined, charts: boolean): string {
  const parts: string[][] = [];
  if (game !== 'farkle') parts.push(text2048(stats2048(games.game2048), charts));
  if (game !== '2048') parts.push(textFarkle(farkleStats(games.farkle), charts));
  return `${parts.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** The statistics as one JSON document: `{ "2048": [per size], "farkle": {...} }`, the games asked for. */
export function statsJson(games: FinishedGames, game: RecordsGame | undefined): string {
  return `${JSON.stringify({
    ...(game === 'farkle' ? {} : { '2048': stats2048(games.game2048) }),
    ...(game === '2048' ? {} : { farkle: farkleStats(games.farkle) }),
  })}\n`;
}
