/**
 * `#/online`: "Play online": a room's settings (the rules a preset or customized as in the mode dialog), then
 * Create room, which seats the creator and opens the room.
 */
import {
  DEFAULT_ROOM_SETTINGS,
  ROOM_SEATS_MAX,
  ROOM_RULE_FIELDS,
  ROOM_SEATS_MIN,
  SEAT_KINDS,
  TURN_TIMERS,
  type RoomSettings,
  type SeatKind,
  type TurnTimer,
} from '@pastime/app-core';
import { RULE_PRESETS } from '@pastime/farkle';
import { useRef, useState } from 'preact/hooks';
import { INITIAL_SETUP, SEAT_KIND_LABELS, type SetupForm } from '../farkle/setup-form.ts';
import { readRules } from '../farkle/rules-form.ts';
import { RulesSection } from '../farkle/setup-sections.tsx';
import { NameField } from './name-field.tsx';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { createRoom } from './online-api.ts';
import { holdSeat } from './seat-tokens.ts';
import { refusalText } from './words.ts';

const TIMER_LABELS: Readonly<Record<TurnTimer, string>> = {
  0: 'Off',
  30: '30 seconds',
  60: '60 seconds',
  120: '2 minutes',
};

/** The rules as the form holds them: a preset, or Customize… and its fields as typed. */
type RulesForm = Pick<SetupForm, 'rules' | 'draft'>;

/** The rules the form asks for, or each custom field's objection. */
function formRules(form: RulesForm) {
  return form.rules === 'custom' ? readRules(form.draft) : { rules: RULE_PRESETS[form.rules], errors: null };
}

export function CreatePage() {
  useDocumentTitle('Play online · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const [name, setName] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [rulesForm, setRulesForm] = useState<RulesForm>({
    rules: INITIAL_SETUP.rules,
    draft: INITIAL_SETUP.draft,
  });
  const read = formRules(rulesForm);
  const [seats, setSeats] = useState<readonly SeatKind[]>(DEFAULT_ROOM_SETTINGS.seats);
  const [turnTimer, setTurnTimer] = useState<TurnTimer>(0);
  const [advisorAllowed, setAdvisorAllowed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (read.rules === null) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const settings: RoomSettings = { rules: read.rules, seats, turnTimer, advisorAllowed };
    setBusy(true);
    const answer = await createRoom(name, settings);
    setBusy(false);
    if (!answer.ok) return setError(refusalText(answer));
    holdSeat(answer.room, { token: answer.token, seat: answer.seat });
    location.hash = `#/online/${answer.room}`;
  };

  return (
    <div class="online">
      <h1 ref={heading} tabIndex={-1}>
        Play Farkle online
      </h1>
      <p class="online-intro">
        Create a room, send its invite link to your friends, and play together wherever they are.
      </p>
      <form ref={formRef} class="online-form" noValidate onSubmit={(event) => void submit(event)}>
        <NameField id="online-name" value={name} onInput={setName} />
        <RulesSection
          setup={rulesForm}
          errors={read.errors ?? {}}
          onChange={setRulesForm}
          fields={ROOM_RULE_FIELDS}
        />
        <fieldset class="online-seats">
          <legend>Seats</legend>
          {seats.map((kind, index) => (
            <div class="fk-field online-seat" key={index}>
              <label for={`online-seat-${index}`}>Seat {index + 1}</label>
              <select
                id={`online-seat-${index}`}
                value={kind}
                onChange={(event) =>
                  setSeats(
                    seats.map((old, i) => (i === index ? (event.currentTarget.value as SeatKind) : old)),
                  )
                }
              >
                {SEAT_KINDS.map((choice) => (
                  <option key={choice} value={choice}>
                    {SEAT_KIND_LABELS[choice]}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div class="online-seat-buttons">
            <button
              type="button"
              class="button button-quiet button-small"
              disabled={seats.length >= ROOM_SEATS_MAX}
              onClick={() => setSeats([...seats, 'human'])}
            >
              Add a seat
            </button>
            <button
              type="button"
              class="button button-quiet button-small"
              disabled={seats.length <= ROOM_SEATS_MIN}
              onClick={() => setSeats(seats.slice(0, -1))}
            >
              Remove the last seat
            </button>
          </div>
          <p class="online-note">
            Seat 1 of the people’s seats is yours; friends take the others with the invite link.
          </p>
        </fieldset>
        <div class="fk-field">
          <label for="online-timer">Turn timer</label>
          <select
            id="online-timer"
            value={String(turnTimer)}
            onChange={(event) => setTurnTimer(Number(event.currentTarget.value) as TurnTimer)}
          >
            {TURN_TIMERS.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {TIMER_LABELS[seconds]}
              </option>
            ))}
          </select>
        </div>
        <label class="online-check">
          <input
            type="checkbox"
            checked={advisorAllowed}
            onChange={(event) => setAdvisorAllowed(event.currentTarget.checked)}
          />{' '}
          Advisor allowed
        </label>
        {error && (
          <p class="fk-field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="button" disabled={busy}>
          Create room
        </button>
      </form>
    </div>
  );
}
