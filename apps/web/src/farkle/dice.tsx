import type { Die, Face } from '@pastime/farkle';
import { useId } from 'preact/hooks';
import { dieLabel, FARKLE_LETTERS } from './view.ts';

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
  const lockedId = useId();
  const hintId = useId();
  const farkledId = useId();
  const advisedId = useId();
  return (
    <div class="fk-dice" role="group" aria-label="Dice">
      <span id={lockedId} hidden>
        Set aside earlier this turn
      </span>
      <span id={hintId} hidden>
        Suggested by the hint
      </span>
      <span id={farkledId} hidden>
        In the roll that scored nothing
      </span>
      <span id={advisedId} hidden>
        The advisor keeps it
      </span>
      {dice.map((die, i) => {
        const hint = hinted?.includes(i) === true;
        const advice = advised?.includes(i) === true;
        const inFarkle = farkled.includes(i);
        const classes = ['fk-die'];
        if (die.selected) classes.push('fk-die-selected');
        if (die.locked) classes.push('fk-die-locked');
        if (hint) classes.push('fk-die-hint');
        if (advice) classes.push('fk-die-advised');
        if (inFarkle) classes.push('fk-die-farkled');
        if (die.face === null) classes.push('fk-die-letter');
        const described = [
          die.locked ? lockedId : '',
          hint ? hintId : '',
          advice ? advisedId : '',
          inFarkle ? farkledId : '',
        ]
          .filter(Boolean)
          .join(' ');
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
