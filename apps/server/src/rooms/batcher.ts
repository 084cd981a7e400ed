/**
 * Writes gathered into batches: what is asked while earlier batches are being written goes out together in the
 * next, so that a busy server makes one round trip to the database for many rooms' actions instead of one each.
 * Each item is answered once its batch is written; nobody waits for a timer.
 */
export interface BatcherOptions<I, R> {
  /** Writes the items together, answering each in order; it fails as a whole. */
  readonly many: (items: readonly I[]) => Promise<readonly R[]>;
  /** Writes one item alone: where a batch failed, each of its items is tried so, and answered for itself. */
  readonly one: (item: I) => Promise<R>;
  /** Batches being written at once (PGlite serves one at a time; a pool of connections more). */
  readonly inFlight: number;
  /** The most items in one batch. */
  readonly maxItems: number;
}

interface Waiting<I, R> {
  readonly item: I;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

export class Batcher<I, R> {
  readonly #options: BatcherOptions<I, R>;
  #waiting: Waiting<I, R>[] = [];
  #writing = 0;

  constructor(options: BatcherOptions<I, R>) {
    this.#options = options;
  }

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#next();
    });
  }

  #next(): void {
    while (this.#writing < this.#options.inFlight && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.#options.maxItems);
      this.#writing++;
      void this.#write(batch).finally(() => {
        this.#writing--;
        this.#next();
      });
    }
  }

  async #write(batch: readonly Waiting<I, R>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await this.#options.many(batch.map((waiting) => waiting.item));
        if (results.length === batch.length) {
          results.forEach((result, i) => batch[i]?.resolve(result));
          return;
        }
      } catch {
        // One item may have failed the batch: each is tried alone below, and answered for itself.
      }
    }
    await Promise.all(
      batch.map((waiting) => this.#options.one(waiting.item).then(waiting.resolve, waiting.reject)),
    );
  }
}
