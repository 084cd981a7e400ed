/** The seats of a Farkle game of more players, as both apps offer them: a person, or a computer at a level. */
import type { ComputerLevel, PlayerConfig } from '@pastime/farkle';

export type SeatKind = 'human' | ComputerLevel;

export const SEAT_KINDS: readonly SeatKind[] = ['human', 'classic', 'expert'];

/** The engine's configuration of a seat; without a name the engine gives the seat its default one. */
export function seatConfig(kind: SeatKind, name?: string): PlayerConfig {
  const named = name === undefined ? {} : { name };
  return kind === 'human' ? { kind, ...named } : { kind: 'computer', level: kind, ...named };
}
