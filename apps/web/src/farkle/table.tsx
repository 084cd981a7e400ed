import {
  farkleControls,
  farkledDice,
  farkleLossText,
  formatPoints,
  instructionText,
  rolledDice,
  tableMessage,
  turnStatus,
  turnStatusText,
} from '@pastime/app-core';
import { runningTotal, type FarkleState } from '@pastime/farkle';
import { describeHint } from './describe.ts';
import { Dice } from './dice.tsx';

/** What the middle of the table says: the model's message, or the hint the player asked for. */
type TableMessage =
  Exclude<ReturnType<typeof tableMessage>, null> | { readonly kind: 'hint'; readonly text: string };

export interface TableProps {
  readonly state: FarkleState;
  /** No game yet (the mode dialog is open over an empty table): nothing can be used. */
  readonly idle: boolean;
  /** Someone else has the dice (online): the table is shown as it is, and nothing can be used. */
  readonly watching?: boolean;
  readonly hinted: readonly number[] | null;
  /** The dice the advisor keeps, while it is on. */
  readonly advised: readonly number[] | null;
  readonly rollSerial: number;
  readonly animate: boolean;
  readonly onToggle: (index: number) => void;
  readonly onRoll: () => void;
  readonly onBank: () => void;
  readonly onSelectAll: () => void;
}

/** A table message drawn: its class, its big "Farkle!" or title, and the line under it. */
function messageParts(message: TableMessage): { kind: string; title?: string; detail: string } {
  switch (message.kind) {
    case 'farkle':
      return { kind: 'farkle', detail: farkleLossText(message) };
    case 'hot-dice':
      return {
        kind: 'hot',
        title: 'Hot dice!',
        detail: 'Every die scores: roll again for a bonus roll with all six dice.',
      };
    case 'bonus-roll':
      return { kind: 'hot', title: 'Bonus roll', detail: 'All six dice are back in play.' };
    case 'instruction':
      return { kind: '', detail: instructionText(message.instruction) };
    case 'hint':
      return { kind: '', detail: message.text };
    case 'banked':
      return {
        kind: 'banked',
        title: `${message.name} banked ${formatPoints(message.points)} points`,
        detail: instructionText(message.next),
      };
  }
}

function Message({ message }: { message: TableMessage }) {
  const { kind, title, detail } = messageParts(message);
  return (
    <div class={kind ? `fk-table-message fk-message-${kind}` : 'fk-table-message'}>
      {kind === 'farkle' && <p class="fk-farkle-shout">Farkle!</p>}
      {title !== undefined && <p class="fk-message-title">{title}</p>}
      <p>{detail}</p>
    </div>
  );
}

/**
 * The middle of the table (002 §1.2): whose turn it is, the turn score above the dice with the selected dice's
 * score directly below it (§1.2.2, §1.2.9), what just happened, the six dice and the Roll Dice, Bank Score and
 * Select All buttons, each enabled exactly when the engine allows it and a person is playing.
 */
export function Table(props: TableProps) {
  const { state, idle, hinted, advised, rollSerial, animate } = props;
  const allowed = farkleControls(state);
  const enabled = (allowed_: boolean): boolean => !idle && props.watching !== true && allowed_;
  const shown = tableMessage(state);
  // What to do next is said to whoever plays: someone watching (or waiting for their turn) is told nothing to do.
  const message: TableMessage | null = idle
    ? null
    : hinted
      ? { kind: 'hint', text: describeHint(state, hinted) }
      : props.watching === true && shown?.kind === 'instruction'
        ? null
        : shown;
  return (
    <section class="fk-table" aria-label="Table">
      <p class="fk-turn-status">{idle ? 'Choose a game mode' : turnStatusText(turnStatus(state))}</p>
      <div class="fk-box fk-turn-box">
        <p class="fk-turn-score">
          <span class="fk-score-label">Turn score</span>{' '}
          <strong id="farkle-turn-score" class="fk-score-value">
            {formatPoints(runningTotal(state))}
          </strong>
        </p>
        <p class="fk-selection-score">
          <span class="fk-score-label">Selected dice</span>{' '}
          <strong id="farkle-selection-score" class="fk-score-value">
            {formatPoints(state.selectionScore)}
          </strong>
        </p>
        <div
          class={
            state.rules.threeFarklePenalty > 0 ? 'fk-message-area fk-message-area-penalty' : 'fk-message-area'
          }
        >
          {message && <Message message={message} />}
        </div>
      </div>
      <Dice
        dice={state.dice}
        toggleable={allowed.toggle.map(enabled)}
        hinted={hinted}
        advised={advised}
        farkled={farkledDice(state)}
        rolled={rolledDice(state)}
        rollSerial={rollSerial}
        animate={animate}
        onToggle={props.onToggle}
      />
      <div class="fk-table-actions">
        {[
          { label: 'Roll Dice', allowed: allowed.roll, onClick: props.onRoll, extra: ' fk-roll' },
          { label: 'Bank Score', allowed: allowed.bank, onClick: props.onBank, extra: '' },
          { label: 'Select All', allowed: allowed.selectAll, onClick: props.onSelectAll, extra: '' },
        ].map((action) => (
          <button
            key={action.label}
            type="button"
            class={`button fk-table-button${action.extra}`}
            disabled={!enabled(action.allowed)}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
