/**
 * `pastime history`: the finished games, newest first, as a table per game (text) or one list (JSON), each with
 * its replay code when its record has one.
 */
import { formatPoints, type FinishedFarkleGame, type FinishedGame2048 } from '@pastime/app-core';
import { alignColumns } from '../term/layout.ts';
import type { FinishedGames } from '../storage/files.ts';
import type { RecordsGame } from '../program/invocation.ts';

const newestFirst = <T extends { readonly endedAt: string }>(games: readonly T[]): T[] =>
  [...games].sort((a, b) => (a.endedAt < b.endedAt ? 1 : a.endedAt > b.endedAt ? -1 : 0));

/** `2026-11-26 14:03` (UTC, as the records keep it). */
function shownDate(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** `won, lost`, `lost`, `abandoned`; records of the first version carry no outcome. */
function result2048(game: FinishedGame2048): string {
  const parts = [game.won ? 'won' : undefined, game.outcome].filter((part) => part !== undefined);
  return parts.length === 0 ? 'ended' : parts.join(', ');
}

/** `Ann won`; a game given up: `abandoned`; a one-player game has no winner: `new high score` or `–`. */
function resultFarkle(game: FinishedFarkleGame): string {
  if (game.outcome === 'abandoned') return 'abandoned';
  if (game.winner === null) return game.newHighScore ? 'new high score' : '–';
  return `${game.players[game.winner]?.name ?? `player ${game.winner + 1}`} won`;
}

/** `one player`, `two players`, `vs Expert` (records without a level are of the Classic computer). */
function modeFarkle(game: FinishedFarkleGame): string {
  const level = game.computerLevel === 'expert' ? 'Expert' : 'Classic';
  switch (game.mode) {
    case 'one-player':
      return 'one player';
    case 'two-player':
      return 'two players';
    case 'vs-computer':
      return `vs ${level}`;
    case 'computer-vs-computer':
      return `${level} vs ${level}`;
    case 'custom':
      return `custom, ${game.players.length} player${game.players.length === 1 ? '' : 's'}`;
  }
}

/**
 * One game's finished games as a table under a line that counts them, newest first, every column left-aligned;
 * at most `limit` of them, the line saying how many of all.
 */
function gamesTable<T extends { readonly endedAt: string }>(
  name: string,
  games: readonly T[],
  head: readonly string[],
  row: (game: T) => string[],
  limit = games.length,
): string[] {
  if (games.length === 0) return [`${name}: no finished games yet.`];
  const count = `${games.length} finished game${games.length === 1 ? '' : 's'}`;
  const shown = newestFirst(games).slice(0, limit);
  const what =
    shown.length < games.length ? `the newest ${shown.length} of ${count}` : `${count}, newest first`;
  return [`${name}: ${what}`, ...alignColumns([head, ...shown.map(row)], 'l'.repeat(head.length))];
}

function text2048(games: readonly FinishedGame2048[], limit?: number): string[] {
  return gamesTable(
    '2048',
    games,
    ['ended (UTC)', 'board', 'result', 'score', 'moves', 'tile', 'replay code'],
    (game) => [
      shownDate(game.endedAt),
      `${game.size}×${game.size}`,
      result2048(game),
      formatPoints(game.score),
      formatPoints(game.moves),
      formatPoints(game.bestTile),
      game.replay ?? '–',
    ],
    limit,
  );
}

function textFarkle(games: readonly FinishedFarkleGame[], limit?: number): string[] {
  return gamesTable(
    'Farkle',
    games,
    ['ended (UTC)', 'mode', 'result', 'scores', 'turns', 'replay code'],
    (game) => [
      shownDate(game.endedAt),
      modeFarkle(game),
      resultFarkle(game),
      game.players.map((player) => `${player.name} ${formatPoints(player.score)}`).join(', '),
      String(Math.max(0, ...game.players.map((player) => player.turns))),
      game.replay ?? '–',
    ],
    limit,
  );
}

/** The history as text: a table per game asked for, of at most `limit` games each. */
export function historyText(games: FinishedGames, game: RecordsGame | undefined, limit?: number): string {
  const parts: string[][] = [];
  if (game !== 'farkle') parts.push(text2048(games.game2048, limit));
  if (game !== '2048') parts.push(textFarkle(games.farkle, limit));
  return `${parts.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

function json2048(game: FinishedGame2048): Record<string, unknown> {
  return {
    game: '2048',
    id: game.id,
    endedAt: game.endedAt,
    size: game.size,
    winValue: game.winValue,
    result: result2048(game),
    won: game.won,
    outcome: game.outcome ?? null,
    score: game.score,
    moves: game.moves,
    bestTile: game.bestTile,
    replay: game.replay ?? null,
  };
}

function jsonFarkle(game: FinishedFarkleGame): Record<string, unknown> {
  return {
    game: 'farkle',
    id: game.id,
    endedAt: game.endedAt,
    mode: game.mode,
    computerLevel: game.computerLevel ?? null,
    result: resultFarkle(game),
    players: game.players.map(({ name, computer, score, turns }) => ({ name, computer, score, turns })),
    winner: game.winner,
    newHighScore: game.newHighScore,
    replay: game.replay ?? null,
  };
}

/**
 * The history as one JSON document: `{ "games": [...] }`, both games' in one list, newest first, with at most
 * `limit` of each game.
 */
export function historyJson(games: FinishedGames, limit?: number): string {
  const all = newestFirst([
    ...newestFirst(games.game2048)
      .slice(0, limit)
      .map((game) => ({ endedAt: game.endedAt, json: json2048(game) })),
    ...newestFirst(games.farkle)
      .slice(0, limit)
      .map((game) => ({ endedAt: game.endedAt, json: jsonFarkle(game) })),
  ]);
  return `${JSON.stringify({ games: all.map((entry) => entry.json) })}\n`;
}
