import type { FarkleState } from '@pastime/farkle';
import type { DataStore } from '../storage/store.ts';
import { FARKLE_SCORES, MAX_FARKLE_RECORDS } from './documents.ts';
import type { FarkleRecord, FarkleScores } from './documents.ts';

/** Farkle's use of the data directory: the one-player high score and the finished games. */
export class StorageFarkle {
  constructor(private readonly store: DataStore) {}

  scores(): FarkleScores {
    return this.store.read(FARKLE_SCORES);
  }

  highScore(): number {
    return this.scores().highScore;
  }

  /**
   * Records a finished game (by id, so a repeat does nothing) and, for one player, raises the high score if the
   * game beats the one stored now (re-read under the lock: another game may have raised it meanwhile).
   */
  recordGame(id: string, state: FarkleState): void {
    const entry: FarkleRecord = {
      id,
      date: new Date().toISOString(),
      mode: state.mode,
      players: state.players.map((p) => ({
        name: p.name,
        computer: p.kind === 'computer',
        score: p.total,
        turns: p.turns.length,
      })),
      winner: state.winner,
      newHighScore: state.newHighScore,
    };
    this.store.update(FARKLE_SCORES, (current) => {
      const games = [...current.games.filter((g) => g.id !== id), entry].slice(-MAX_FARKLE_RECORDS);
      const player = state.players[0];
      if (state.mode === 'one-player' && player !== undefined && player.total > current.highScore) {
        return { highScore: player.total, highScoreName: player.name, highScoreDate: entry.date, games };
      }
      return { ...current, games };
    });
  }

  resetHighScore(): void {
    this.store.update(FARKLE_SCORES, (current) => ({
      ...current,
      highScore: 0,
      highScoreName: null,
      highScoreDate: null,
    }));
  }
}
