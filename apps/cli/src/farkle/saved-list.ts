/**
 * `pastime farkle --list`: the Farkle games in progress kept in the data directory, most recently played first, so
 * that a player can see every game kept (the next start resumes only the first one no other program plays) and
 * choose one (`--resume N`).
 */
import type { DataStore } from '../storage/store.ts';
import { seatLevel } from './describe.ts';
import { playersText, progressText, savedGames, type SavedGame } from './saved-games.ts';

function entryText(entry: SavedGame, index: number): string {
  return `${index + 1}. ${playersText(entry.game.save.state)}; ${progressText(entry)}`;
}

function entryJson(entry: SavedGame): Record<string, unknown> {
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
  const entries = savedGames(store, report);
  if (json) return `${JSON.stringify({ games: entries.map(entryJson) })}\n`;
  if (entries.length === 0) return 'No Farkle game in progress is saved.\n';
  const lines = entries.map(entryText);
  return `Farkle games in progress, most recently played first (the next start resumes the first one free; --resume N takes up game N):\n${lines.join('\n')}\n`;
}
