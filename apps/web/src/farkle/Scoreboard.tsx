import { WINNING_TOTAL, type FarkleState } from '@pastime/farkle';
import { useEffect, useRef } from 'preact/hooks';
import { LEVEL_LABELS } from './modeForm.ts';
import { turnRows, TWO_PLAYER_VISIBLE_ROWS, type TurnRow } from './view.ts';
import { formatPoints } from './words.ts';

function TurnList({
  rows,
  label,
  class: className,
}: {
  rows: readonly TurnRow[];
  label: string;
  class: string;
}) {
  return (
    <ol class={`fk-turns ${className}`} aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.turn}
          class={row.current ? 'fk-turn fk-turn-current' : 'fk-turn'}
          aria-current={row.current ? 'step' : undefined}
        >
          <span class="fk-turn-number">Turn {row.turn}</span>
          <span class="fk-turn-points">
            {row.points === null ? (row.current ? 'now' : '–') : formatPoints(row.points)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One player (002 §1.3): the name, the game total, the ten turns with the current one marked, the high score. */
export function OnePlayerScores({ state, highScore }: { state: FarkleState; highScore: number }) {
  const player = state.players[0];
  if (!player) return null;
  return (
    <section class="fk-scoreboard fk-scoreboard-one" aria-label="Scores">
      <div class="fk-player-card fk-player-current">
        <h2 class="fk-player-name">Player: {player.name}</h2>
        <p class="fk-player-total">
          Total <strong id="farkle-total-1">{formatPoints(player.total)}</strong>
        </p>
      </div>
      <TurnList rows={turnRows(state, 0)} label={`${player.name}’s turns`} class="fk-turns-one" />
      <p class="fk-high-score">
        High score <strong id="farkle-high-score">{formatPoints(highScore)}</strong>
      </p>
    </section>
  );
}

/**
 * A two-player list of turns in a pane that shows ten rows and scrolls from the 11th turn (002 §1.4.5), kept
 * scrolled to the latest turn. It takes keyboard focus only once it can scroll.
 */
function TurnPane({ state, index, name }: { state: FarkleState; index: number; name: string }) {
  const rows = turnRows(state, index);
  const pane = useRef<HTMLDivElement>(null);
  const scrollable = rows.length > TWO_PLAYER_VISIBLE_ROWS;
  useEffect(() => {
    const element = pane.current;
    if (element && scrollable) element.scrollTop = element.scrollHeight;
  }, [rows.length, scrollable]);
  return (
    <div
      ref={pane}
      class="fk-turn-pane"
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? `${name}’s turns, scrollable` : undefined}
    >
      <TurnList rows={rows} label={`${name}’s turns`} class="fk-turns-two" />
    </div>
  );
}

/**
 * Two players (002 §1.4): each "Player: name" with the game total and turn list (a computer player with its
 * level); the player whose turn it is highlighted, and the first to reach 10,000 highlighted in another colour
 * and labelled.
 */
export function TwoPlayerScores({ state }: { state: FarkleState }) {
  const playing = state.phase !== 'game-over';
  return (
    <section class="fk-scoreboard fk-scoreboard-two" aria-label="Scores">
      {state.players.map((player, index) => {
        const current = playing && state.current === index;
        const marked = state.finalRound?.marked === index;
        const winner = state.winner === index;
        const classes = ['fk-player-card'];
        if (current) classes.push('fk-player-current');
        if (marked) classes.push('fk-player-marked');
        if (winner) classes.push('fk-player-winner');
        return (
          <div key={index} class={classes.join(' ')} aria-current={current ? 'true' : undefined}>
            <h2 class="fk-player-name">Player: {player.name}</h2>
            {player.kind === 'computer' && (
              <p class="fk-player-level">{LEVEL_LABELS[state.computerLevel]} level</p>
            )}
            <p class="fk-player-total">
              Total <strong id={`farkle-total-${index + 1}`}>{formatPoints(player.total)}</strong>
            </p>
            {(current || marked || winner) && (
              <p class="fk-player-badges">
                {current && <span class="fk-badge fk-badge-turn">Playing</span>}
                {marked && (
                  <span class="fk-badge fk-badge-marked">Reached {formatPoints(WINNING_TOTAL)}</span>
                )}
                {winner && <span class="fk-badge fk-badge-winner">Winner</span>}
              </p>
            )}
            <TurnPane state={state} index={index} name={player.name} />
          </div>
        );
      })}
    </section>
  );
}
