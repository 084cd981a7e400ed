import type { Advice, FarkleState } from '@pastime/farkle';
import {
  adviceRows,
  adviceWanted,
  AWAITING_TABLE,
  describeAdvice,
  listOf,
  valueHeading,
} from '@pastime/app-core';
import type { WinTableStatus } from './use-win-table.ts';

export interface AdvisorPanelProps {
  readonly on: boolean;
  /** The game on the table (null before the first one). */
  readonly state: FarkleState | null;
  /** The advice for the position shown, once the advisor has worked it out. */
  readonly advice: Advice | null;
  /** Why there is no advice, when the advisor failed. */
  readonly error: string | null;
  readonly onToggle: () => void;
  /** The win table of the game's rules, when it does not ship with the engine. */
  readonly table?: WinTableStatus;
}

/** The dice to keep, drawn as small dice and read as "1, 5 and 5". */
function Keep({ faces }: { readonly faces: readonly number[] }) {
  if (faces.length === 0) return <>nothing</>;
  return (
    <>
      <span class="visually-hidden">{listOf(faces)}</span>
      <span class="fk-advice-keep" aria-hidden="true">
        {faces.map((face, i) => (
          <span key={i} class="fk-mini-die">
            {face}
          </span>
        ))}
      </span>
    </>
  );
}

/**
 * The Advisor (a toggle on the table, also in the File menu): after each roll of a person's turn, the engine's
 * best choice in words (the table marks its dice too) and the few best choices with what each is worth, the
 * player's own selection among them, so the player can see why.
 */
export function AdvisorPanel({ on, state, advice, error, onToggle, table }: AdvisorPanelProps) {
  const wanted = state !== null && adviceWanted(state);
  let body = null;
  if (on && state === null) {
    body = <p class="fk-advice-text">Start a game to get advice.</p>;
  } else if (on && state !== null && !wanted) {
    body = <p class="fk-advice-text">The advisor helps on your turns.</p>;
  } else if (on && state !== null) {
    const rows = advice ? adviceRows(state, advice) : [];
    body = (
      <>
        {/* Said when it changes (after each roll), after the roll itself. */}
        <p class="fk-advice-text" aria-live="polite">
          {error ? `No advice: ${error}` : advice ? describeAdvice(state, advice) : ''}
        </p>
        {advice?.awaitingTable && <p class="fk-advice-note">{AWAITING_TABLE}</p>}
        {advice && rows.length > 1 && (
          <table class="fk-advice-table">
            <thead>
              <tr>
                <th scope="col">Keep</th>
                <th scope="col">Then</th>
                <th scope="col">{valueHeading(state, advice)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} class={row.best ? 'fk-advice-best' : undefined}>
                  <td>
                    <Keep faces={row.keep} />
                    {row.best && <span class="fk-advice-tag">best</span>}
                    {row.yours && <span class="fk-advice-tag fk-advice-yours">yours</span>}
                  </td>
                  <td>{row.then}</td>
                  <td class="fk-advice-value">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }
  return (
    <section class="fk-advisor" aria-label="Advice">
      <button type="button" class="fk-advisor-toggle" aria-pressed={on} onClick={onToggle}>
        <span class="fk-advisor-light" aria-hidden="true" />
        Advisor
      </button>
      {body && <div class="fk-box fk-advice">{body}</div>}
      {table?.kind === 'solving' && (
        <div class="fk-table-progress">
          <label>
            Solving the win table for these rules: {Math.floor(table.fraction * 100)} %
            <progress max={1} value={table.fraction} />
          </label>
          <p class="fk-advice-note">{AWAITING_TABLE}</p>
        </div>
      )}
      {table?.kind === 'failed' && (
        <p class="fk-advice-note">
          The win table for these rules could not be solved ({table.message}): {AWAITING_TABLE}
        </p>
      )}
    </section>
  );
}
