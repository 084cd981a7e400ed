/** The longest seed a code of the first Farkle layout (and a 2048 code) carries, in UTF-8 bytes. */
export const MAX_SEED_BYTES = 200;
/** The longest seed a Farkle code of the table layout carries: a save's longest seed (200 UTF-16 units). */
export const MAX_TABLE_SEED_BYTES = 600;

declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** Whether a code can carry `seed` in `maxBytes`. */
export function seedFits(seed: number | string, maxBytes = MAX_SEED_BYTES): boolean {
  return new TextEncoder().encode(String(seed)).length <= maxBytes;
}
