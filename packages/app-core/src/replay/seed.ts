/** The longest seed a code carries, in UTF-8 bytes (as the decoders accept). */
const MAX_SEED_BYTES = 200;

declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** Whether a code can carry `seed`. */
export function seedFits(seed: number | string): boolean {
  return new TextEncoder().encode(String(seed)).length <= MAX_SEED_BYTES;
}
