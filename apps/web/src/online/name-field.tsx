import { MAX_NAME_UNITS } from '@pastime/farkle';

/** "Your name", as the create form and the join form ask it. */
export function NameField({
  id,
  value,
  onInput,
}: {
  id: string;
  value: string;
  onInput: (name: string) => void;
}) {
  return (
    <div class="fk-field">
      <label for={id}>Your name</label>
      <input
        id={id}
        type="text"
        autocomplete="nickname"
        spellcheck={false}
        maxLength={MAX_NAME_UNITS}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
    </div>
  );
}
