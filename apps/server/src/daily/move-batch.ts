/**
 * Group commit for the moves of ranked runs: the moves that arrive while a write is under way are written together
 * in the next transaction, so a thousand runs moving at once cost a few transactions, not a thousand. Each move is
 * still stored before it is answered.
 */
import type { MoveRecord } from './daily-store.ts';

/** The most moves one transaction writes. */
const MOST_IN_A_WRITE = 500;

interface Waiting {
  readonly record: MoveRecord;
  readonly resolve: (written: boolean) => void;
  readonly reject: (error: unknown) => void;
}

export class MoveBatch {
  readonly #write: (batch: readonly MoveRecord[]) => Promise<boolean[]>;
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(write: (batch: readonly MoveRecord[]) => Promise<boolean[]>) {
    this.#write = write;
  }

  /** Writes `record` with whatever else is waiting; true once written, false when its number was taken. */
  write(record: MoveRecord): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ record, resolve, reject });
      if (!this.#writing) {
        this.#writing = true;
        // The moves that arrive in this turn of the event loop go in the first write too.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, MOST_IN_A_WRITE);
      try {
        const written = await this.#write(batch.map((waiting) => waiting.record));
        batch.forEach((waiting, index) => waiting.resolve(written[index] === true));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#writing = false;
  }
}
