import type { FarkleState } from '@pastime/farkle';
import type { DataStore } from '../storage/store.ts';
import { FARKLE_SCORES, MAX_FARKLE_RECORDS } from './documents.ts';
import type { FarkleRecord, FarkleScores } from './documents.ts';

/** The one-player high score and who made it, when. */
export interface HighScoreHolder {
  readonly score: number;
  readonly name: string | null;
  readonly date: string | null;
}

/** Farkle's use of the data directory: the one-player high score and the finished games. */
export class StorageFarkle {
  constructor(private readonly store: DataStore) {}

  scores(): FarkleScores {
    return this.store.read(FARKLE_SCORES);
  }

  /**
   * Records a finished game (by id, so a repeat does nothing) and, for one player, raises the high score if the
   * game beats the one stored now (re-read under the lock: another game may have raised it meanwhile); so does
   * `carried`, a high score reached earlier that could not be written then. False when it could not be saved
   * (reported).
   */
  recordGame(id: string, state: FarkleState, carried?: HighScoreHolder): boolean {
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
    const player = state.players[0];
    const reached: HighScoreHolder | undefined =
      state.mode === 'one-player' && player !== undefined
        ? { score: player.total, name: player.name, date: entry.date }
        : undefined;
    const written = this.store.update(FARKLE_SCORES, (current) => {
      const games = [...current.games.filter((g) => g.id !== id), entry].slice(-MAX_FARKLE_RECORDS);
      let next: FarkleScores = { ...current, games };
      for (const holder of [carried, reached]) {
        if (holder !== undefined && holder.score > next.highScore) {
          next = { ...next, highScore: holder.score, highScoreName: holder.name, highScoreDate: holder.date };
        }
      }
      return next;
    });
    return written !== undefined;
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
