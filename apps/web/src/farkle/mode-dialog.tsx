import { COMPUTER_LEVELS, defaultNames, MAX_NAME_LENGTH, MAX_NAME_UNITS } from '@pastime/farkle';
import { useId, useRef } from 'preact/hooks';
import { Dialog } from '../shell/dialog.tsx';
import {
  COMPUTER_NAME,
  FIELD_LABELS,
  formErrors,
  LEVEL_LABELS,
  modeOf,
  OPPONENT_LABELS,
  playerTwoField,
  typedName,
  type ModeForm,
  type NameField,
} from './mode-form.ts';
import { FARKLE_PACES, type FarklePace } from '@pastime/app-core';
import { PACE_LABELS } from './pace.ts';
import { RulesSection, SeatsSection } from './setup-sections.tsx';
import { FIRST_SEATS, hasSetupErrors, setupErrors, type SetupForm } from './setup-form.ts';

export interface ModeDialogProps {
  readonly open: boolean;
  readonly form: ModeForm;
  readonly onChange: (form: ModeForm) => void;
  /** More players and the rules, beside the requirements' choices. */
  readonly setup: SetupForm;
  readonly onSetupChange: (setup: SetupForm) => void;
  /** The computer's pace, a preference kept for every game. */
  readonly pace: FarklePace;
  readonly onPaceChange: (pace: FarklePace) => void;
  readonly onStart: () => void;
  /** The Close button (002 §1.1.1). */
  readonly onClose: () => void;
  /** Escape. */
  readonly onCancel: () => void;
}

const PLAYER_COUNTS = [1, 2] as const;
const OPPONENTS = ['human', 'computer'] as const;

interface NameInputProps {
  readonly field: NameField;
  readonly value: string;
  readonly fallback: string;
  readonly disabled: boolean;
  readonly error: string | undefined;
  readonly onInput: (value: string) => void;
}

function NameInput({ field, value, fallback, disabled, error, onInput }: NameInputProps) {
  const id = useId();
  const help = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div class="fk-field">
      <label for={id}>{FIELD_LABELS[field]}</label>
      <input
        id={id}
        name={field}
        type="text"
        autocomplete="off"
        spellcheck={false}
        maxLength={MAX_NAME_UNITS}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${help}` : help}
        onInput={(event) => {
          const input = event.currentTarget;
          // Typing and pasting stop at MAX_NAME_LENGTH characters; a longer value set otherwise (autofill, a
          // script) is kept and explained by the form's error.
          const typed = event instanceof InputEvent && event.inputType.startsWith('insert');
          const kept = typed ? typedName(input.value) : input.value;
          // Only when cut: setting the value moves the caret to the end.
          if (kept !== input.value) input.value = kept;
          onInput(kept);
        }}
      />
      <p id={help} class="fk-field-help">
        {disabled
          ? 'The computer plays player two.'
          : `Up to ${MAX_NAME_LENGTH} characters; blank for ${fallback}.`}
      </p>
      {error && (
        <p id={errorId} class="fk-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly { label: string; checked: boolean; choose: () => void }[];
}

/** A group of radio buttons under a legend. */
function Choice({ legend, name, options }: ChoiceProps) {
  return (
    <fieldset class="fk-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.label} class="fk-choice-option">
          <input type="radio" name={name} checked={option.checked} onChange={option.choose} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The Select Game Mode option box (002 §1.1): the number of players, the opponent for two players, the names,
 * Start and Close (both always enabled). Invalid names are explained next to their field and Start refuses them.
 */
export function ModeDialog({
  open,
  form,
  onChange,
  setup,
  onSetupChange,
  pace,
  onPaceChange,
  onStart,
  onClose,
  onCancel,
}: ModeDialogProps) {
  const group = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const two = playerTwoField(form);
  const defaults = defaultNames(modeOf(form));
  const more = setup.seats !== null;
  // The requirements' names are not used by a game of more players, so their objections do not hold it up.
  const errors = more ? {} : formErrors(form);
  const extraErrors = setupErrors(setup);
  const update = (change: Partial<ModeForm>): void => {
    onChange({ ...form, ...change });
    if (change.players !== undefined && more) onSetupChange({ ...setup, seats: null });
  };

  return (
    <Dialog open={open} title="Select Game Mode" onCancel={onCancel} class="farkle-dialog farkle-mode-dialog">
      <form
        ref={formRef}
        class="fk-mode-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(errors).length > 0 || hasSetupErrors(extraErrors)) {
            formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          onStart();
        }}
      >
        <Choice
          legend="Players"
          name={`${group}-players`}
          options={PLAYER_COUNTS.map((players) => ({
            label: `${players} Player Mode`,
            checked: !more && form.players === players,
            choose: () => update({ players }),
          }))}
        />
        <button
          type="button"
          class="button button-quiet fk-more-players"
          aria-expanded={more}
          onClick={() => onSetupChange({ ...setup, seats: more ? null : FIRST_SEATS })}
        >
          More players…
        </button>
        {setup.seats !== null && (
          <SeatsSection
            seats={setup.seats}
            errors={extraErrors.seats}
            onChange={(seats) => onSetupChange({ ...setup, seats })}
          />
        )}
        {!more && form.players === 2 && (
          <Choice
            legend="Opponent"
            name={`${group}-opponent`}
            options={OPPONENTS.map((opponent) => ({
              label: OPPONENT_LABELS[opponent],
              checked: form.opponent === opponent,
              choose: () => update({ opponent }),
            }))}
          />
        )}
        {!more && modeOf(form) === 'vs-computer' && (
          <Choice
            legend="Computer Level"
            name={`${group}-level`}
            options={COMPUTER_LEVELS.map((level) => ({
              label: LEVEL_LABELS[level],
              checked: form.level === level,
              choose: () => update({ level }),
            }))}
          />
        )}
        {!more && (
          <NameInput
            field="nameOne"
            value={form.nameOne}
            fallback={defaults[0] ?? ''}
            disabled={false}
            error={errors.nameOne}
            onInput={(nameOne) => update({ nameOne })}
          />
        )}
        {!more && two.shown && (
          <NameInput
            field="nameTwo"
            value={two.editable ? form.nameTwo : COMPUTER_NAME}
            fallback={defaults[1] ?? ''}
            disabled={!two.editable}
            error={errors.nameTwo}
            onInput={(nameTwo) => update({ nameTwo })}
          />
        )}
        <RulesSection setup={setup} errors={extraErrors.rules} onChange={onSetupChange} />
        <Choice
          legend="Computer’s pace"
          name={`${group}-pace`}
          options={FARKLE_PACES.map((option) => ({
            label: PACE_LABELS[option.id],
            checked: pace === option.id,
            choose: () => onPaceChange(option.id),
          }))}
        />
        <div class="dialog-actions">
          <button type="submit" class="button">
            Start
          </button>
          <button type="button" class="button button-quiet" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Dialog>
  );
}
