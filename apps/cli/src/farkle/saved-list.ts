/**
 * `pastime farkle --list`: the Farkle games in progress kept in the data directory, most recently played first, so
 * that a player can see every game kept (the next start resumes only the first one no other program plays).
 */
import { join } from 'node:path';
import { FARKLE_SAVE_CODEC, formatPoints, type FarkleSave } from '@pastime/app-core';
import type { FarkleState } from '@pastime/farkle';
import { timeAgo } from '../program/time.ts';
import { FARKLE_GAMES_DIRECTORY } from '../storage/files.ts';
import { fileShelf, type ShelfEntry } from '../storage/shelf.ts';
import type { DataStore } from '../storage/store.ts';
import { seatLevel, seatText } from './describe.ts';

/** Each player as the text view names them: `Ada 1,250`, `Computer 2 (computer, Expert) 900`. */
function playersText(state: FarkleState): string {
  return state.players
    .map((player, index) => `${seatText(state, index)} ${formatPoints(player.total)}`)
    .join(', ');
}

function entryText(entry: ShelfEntry<FarkleSave>, index: number): string {
  const state = entry.game.save.state;
  const turn =
    state.players.length === 1 ? `turn ${state.turn} of ${state.rules.onePlayerTurns}` : `turn ${state.turn}`;
  const where = entry.playedElsewhere ? ', being played by another pastime' : '';
  return `${index + 1}. ${playersText(state)}; ${turn}; saved ${timeAgo(entry.game.updatedAt)}${where}`;
}

function entryJson(entry: ShelfEntry<FarkleSave>): Record<string, unknown> {
  const { game } = entry;
  const state = game.save.state;
  return {
    id: game.id,
    startedAt: game.startedAt,
    updatedAt: game.updatedAt,
    mode: state.mode,
    turn: state.turn,
    players: state.players.map((player, index) => ({
      name: player.name,
      computer: player.kind === 'computer',
      level: seatLevel(state, index)?.toLowerCase() ?? null,
      total: player.total,
    })),
    playedElsewhere: entry.playedElsewhere,
  };
}

/** The list printed: text lines, or one JSON document. */
export function savedFarkleGames(store: DataStore, report: (message: string) => void, json: boolean): string {
  const shelf = fileShelf({
    directory: join(store.directory, FARKLE_GAMES_DIRECTORY),
    description: 'The saved Farkle game',
    codec: FARKLE_SAVE_CODEC,
    report,
  });
  // A finished game is kept only until it is recorded: it is not a game to go back to.
  const entries = shelf.entries().filter((entry) => entry.game.save.state.phase !== 'game-over');
  if (json) return `${JSON.stringify({ games: entries.map(entryJson) })}\n`;
  if (entries.length === 0) return 'No Farkle game in progress is saved.\n';
  const lines = entries.map(entryText);
  return `Farkle games in progress, most recently played first (the next start resumes the first one free):\n${lines.join('\n')}\n`;
}
