/** One face of a standard six-sided die. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** The faces in order, for enumerations and validation. */
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** Farkle is played with six dice. */
export const DICE_COUNT = 6;

/**
 * One of the six dice on the table.
 * - `face` is `null` only before the game's first roll (screens show the letters of "Farkle" then).
 * - `locked`: set aside by an earlier roll of this turn; it is not rolled again until the turn ends or hot dice.
 * - `selected`: chosen from the current roll; becomes locked when the player rolls again.
 */
export interface Die {
  readonly face: Face | null;
  readonly locked: boolean;
  readonly selected: boolean;
}

/** True when `value` is a die face, 1 to 6. */
export function isFace(value: unknown): value is Face {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}
