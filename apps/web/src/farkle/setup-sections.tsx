/**
 * The mode dialog's extra choices: "More players…" (the seats of a game of two to six) and "Rules" (a preset or
 * Customize…, every setting with the engine's objection next to it). Both sit below the requirements' fields.
 */
import { SEAT_KINDS, type RuleField, type SeatKind } from '@pastime/app-core';
import { MAX_NAME_UNITS, RULE_FIELDS } from '@pastime/farkle';
import { useId } from 'preact/hooks';
import {
  NUMBER_FIELDS,
  RULE_LABELS,
  RULE_OPTIONS,
  RULES_CHOICE_LABELS,
  type RulesChoice,
} from './rules-form.ts';
import {
  MAX_SEATS,
  MIN_SEATS,
  SEAT_KIND_LABELS,
  withSeatCount,
  type Seat,
  type SetupErrors,
  type SetupForm,
} from './setup-form.ts';

const CHOICES = Object.keys(RULES_CHOICE_LABELS) as RulesChoice[];

function SeatRow({
  index,
  seat,
  error,
  onChange,
}: {
  index: number;
  seat: Seat;
  error: string | undefined;
  onChange: (seat: Seat) => void;
}) {
  const id = useId();
  return (
    <div class="fk-seat">
      <div class="fk-field">
        <label for={`${id}-kind`}>Seat {index + 1}</label>
        <select
          id={`${id}-kind`}
          value={seat.kind}
          onChange={(event) => onChange({ ...seat, kind: event.currentTarget.value as SeatKind })}
        >
          {SEAT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SEAT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div class="fk-field">
        <label for={`${id}-name`}>Seat {index + 1} Name</label>
        <input
          id={`${id}-name`}
          type="text"
          autocomplete="off"
          spellcheck={false}
          maxLength={MAX_NAME_UNITS}
          placeholder="Default name"
          value={seat.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={(event) => onChange({ ...seat, name: event.currentTarget.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} class="fk-field-error fk-seat-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SeatsSection({
  seats,
  errors,
  onChange,
}: {
  seats: readonly Seat[];
  errors: SetupErrors['seats'];
  onChange: (seats: readonly Seat[]) => void;
}) {
  const id = useId();
  return (
    <fieldset class="fk-seats">
      <legend>Players at the table</legend>
      <div class="fk-field fk-seat-count">
        <label for={id}>Number of players</label>
        <select
          id={id}
          value={String(seats.length)}
          onChange={(event) => onChange(withSeatCount(seats, Number(event.currentTarget.value)))}
        >
          {Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => i + MIN_SEATS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {seats.map((seat, index) => (
        <SeatRow
          key={index}
          index={index}
          seat={seat}
          error={errors[index]}
          onChange={(next) => onChange(seats.map((s, i) => (i === index ? next : s)))}
        />
      ))}
    </fieldset>
  );
}

function RuleInput({
  field,
  value,
  error,
  onInput,
}: {
  field: RuleField;
  value: string;
  error: string | undefined;
  onInput: (value: string) => void;
}) {
  const id = useId();
  const options = RULE_OPTIONS[field];
  const described = error ? `${id}-error` : undefined;
  return (
    <div class="fk-field fk-rule-field">
      <label for={id}>{RULE_LABELS[field]}</label>
      {NUMBER_FIELDS.has(field) || options === undefined ? (
        <input
          id={id}
          name={field}
          type="text"
          inputMode="numeric"
          autocomplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      ) : (
        <select id={id} name={field} value={value} onChange={(event) => onInput(event.currentTarget.value)}>
          {options.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={described} class="fk-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The rules choice and, for Customize…, its fields: of a form holding a rules choice and its draft (the mode
 * dialog's, the online create form's).
 */
export function RulesSection<Form extends Pick<SetupForm, 'rules' | 'draft'>>({
  setup,
  errors,
  onChange,
  fields = RULE_FIELDS,
}: {
  setup: Form;
  errors: SetupErrors['rules'];
  onChange: (setup: Form) => void;
  /** The settings Customize… shows (the others keep their values). */
  fields?: readonly RuleField[];
}) {
  const id = useId();
  return (
    <div class="fk-rules-choice">
      <div class="fk-field">
        <label for={id}>Rules</label>
        <select
          id={id}
          value={setup.rules}
          onChange={(event) => onChange({ ...setup, rules: event.currentTarget.value as RulesChoice })}
        >
          {CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {RULES_CHOICE_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      {setup.rules === 'custom' && (
        <fieldset class="fk-custom-rules">
          <legend>Custom rules</legend>
          {fields.map((field) => (
            <RuleInput
              key={field}
              field={field}
              value={setup.draft[field]}
              error={errors[field]}
              onInput={(value) => onChange({ ...setup, draft: { ...setup.draft, [field]: value } })}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
