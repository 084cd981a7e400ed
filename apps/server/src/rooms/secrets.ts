/** The server's secrets: room ids, seat tokens and seeds, all from the system's cryptographic generator. */
import { createHash, randomBytes } from 'node:crypto';

/** A room id: 96 random bits in base64url (16 characters), unguessable. */
export function newRoomId(): string {
  return randomBytes(12).toString('base64url');
}

/** A seat's token: 128 random bits in base64url; whoever holds it plays the seat. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A game's seed: 128 random bits in hex, so its commitment cannot be searched backwards. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 in hex: a token as stored, a seed's commitment. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
