import { FARKLE_LETTERS } from '@pastime/app-core';
import type { Die, Face } from '@pastime/farkle';
import { useId } from 'preact/hooks';
import { dieLabel } from './view.ts';

/** Where a face's pips sit on a 3×3 grid, numbered 1–9 row by row. */
const PIPS: Readonly<Record<Face, readonly number[]>> = {
  1: [5],
  2: [3, 7],
  3: [3, 5, 7],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

const CELLS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A die's marks, each drawn by its class `fk-die-<mark>`, in this order. */
const CLASSES = ['selected', 'locked', 'hint', 'advised', 'farkled', 'letter'] as const;

/** The marks a screen reader is told of, with a die's name and whether it is pressed, in this order. */
const MARKS = [
  { name: 'locked', text: 'Set aside earlier this turn' },
  { name: 'hint', text: 'Suggested by the hint' },
  { name: 'advised', text: 'The advisor keeps it' },
  { name: 'farkled', text: 'In the roll that scored nothing' },
] as const;

function Pips({ face }: { readonly face: Face }) {
  return (
    <span class="fk-pips" data-face={face}>
      {CELLS.map((cell) => (
        <span key={cell} class={PIPS[face].includes(cell) ? 'fk-pip' : 'fk-pip fk-pip-off'} />
      ))}
    </span>
  );
}

export interface DiceProps {
  readonly dice: readonly Die[];
  /** Per die: whether a click selects or deselects it now. */
  readonly toggleable: readonly boolean[];
  /** Dice the hint points at. */
  readonly hinted: readonly number[] | null;
  /** Dice the advisor advises to keep. */
  readonly advised: readonly number[] | null;
  /** After a farkle, the dice of the roll that scored nothing (see `farkledDice`). */
  readonly farkled: readonly number[];
  /** The dice rolled by the last roll, and a number that changes with every roll, to replay the animation. */
  readonly rolled: readonly number[];
  readonly rollSerial: number;
  readonly animate: boolean;
  readonly onToggle: (index: number) => void;
}

/**
 * The six dice as toggle buttons: pressed = selected from the current roll (yellow border), shaded = set aside
 * by an earlier roll of the turn, red-bordered = in a roll that farkled, dashed outline = the hint's, a dotted
 * ring with a corner mark = the advisor's. Dice that cannot be toggled stay focusable (`aria-disabled`) so their
 * face can still be read and focus is never lost when a roll locks them.
 */
export function Dice({
  dice,
  toggleable,
  hinted,
  advised,
  farkled,
  rolled,
  rollSerial,
  animate,
  onToggle,
}: DiceProps) {
  const id = useId();
  return (
    <div class="fk-dice" role="group" aria-label="Dice">
      {MARKS.map((mark) => (
        <span key={mark.name} id={`${id}-${mark.name}`} hidden>
          {mark.text}
        </span>
      ))}
      {dice.map((die, i) => {
        const marks = {
          selected: die.selected,
          locked: die.locked,
          hint: hinted?.includes(i) === true,
          advised: advised?.includes(i) === true,
          farkled: farkled.includes(i),
          letter: die.face === null,
        };
        const classes = ['fk-die', ...CLASSES.flatMap((mark) => (marks[mark] ? [`fk-die-${mark}`] : []))];
        const described = MARKS.flatMap((mark) => (marks[mark.name] ? [`${id}-${mark.name}`] : [])).join(' ');
        const rolling = animate && rolled.includes(i);
        return (
          <button
            key={i}
            type="button"
            class={classes.join(' ')}
            aria-label={dieLabel(die, i)}
            aria-pressed={die.selected}
            aria-disabled={toggleable[i] ? undefined : true}
            aria-describedby={described || undefined}
            onClick={() => {
              if (toggleable[i]) onToggle(i);
            }}
          >
            <span
              key={rolling ? `roll-${rollSerial}` : 'still'}
              class={rolling ? 'fk-die-face fk-die-rolling' : 'fk-die-face'}
              aria-hidden="true"
            >
              {die.face === null ? FARKLE_LETTERS[i] : <Pips face={die.face} />}
            </span>
          </button>
        );
      })}
    </div>
  );
}
