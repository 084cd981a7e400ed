import { formatPoints, keepsHighScore } from '@pastime/app-core';
import type { FarkleState, Player } from '@pastime/farkle';
import { useEffect, useRef } from 'preact/hooks';
import { useOverflows } from '../shell/use-overflows.ts';
import { LEVEL_LABELS } from './mode-form.ts';
import { turnRows, TWO_PLAYER_VISIBLE_ROWS, type TurnRow } from '@pastime/app-core';

/** A turn's points; "now" for the turn being played, a dash for one not played. */
function turnText(row: TurnRow): string {
  if (row.points !== null) return formatPoints(row.points);
  return row.current ? 'now' : '–';
}

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
          <span class="fk-turn-points">{turnText(row)}</span>
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
      <div class="fk-box fk-player-card fk-player-current">
        <h2 class="fk-player-name">Player: {player.name}</h2>
        <p class="fk-player-total">
          Total <strong id="farkle-total-1">{formatPoints(player.total)}</strong>
        </p>
      </div>
      <TurnList rows={turnRows(state, 0)} label={`${player.name}’s turns`} class="fk-turns-one" />
      {/* A game under house rules keeps no high score: the one kept is the requirements' rules'. */}
      {keepsHighScore(state) && (
        <p class="fk-box fk-high-score">
          High score <strong id="farkle-high-score">{formatPoints(highScore)}</strong>
        </p>
      )}
    </section>
  );
}

/**
 * A two-player list of turns in a pane that shows ten rows and scrolls from the 11th turn (002 §1.4.5), kept
 * scrolled to the latest turn (fewer rows in a window too short for ten). It takes keyboard focus only once it can
 * scroll. Both players' panes are as tall
 * inside as the longer list (`--rows`) and scroll together, so the rows side by side are always the same turn.
 */
function TurnPane({
  state,
  index,
  name,
  rowsShown,
  paneRef,
  onScroll,
}: {
  state: FarkleState;
  index: number;
  name: string;
  rowsShown: number;
  paneRef: (element: HTMLDivElement | null) => void;
  onScroll: () => void;
}) {
  const rows = turnRows(state, index);
  const own = useRef<HTMLDivElement>(null);
  // In a short window the pane may hold fewer than ten rows; it can then be scrolled from the keyboard too.
  const overflows = useOverflows(own);
  const scrollable = rows.length > TWO_PLAYER_VISIBLE_ROWS || overflows;
  return (
    <div class={`fk-turn-column fk-turn-column-${index + 1}`}>
      {/* Names the column where the players' cards stand apart from it (wide screens); the list has a name. */}
      <p class="fk-turn-caption" aria-hidden="true">
        {name}
      </p>
      <div
        ref={(element) => {
          own.current = element;
          paneRef(element);
        }}
        class="fk-turn-pane"
        style={{ '--rows': rowsShown }}
        tabIndex={scrollable ? 0 : undefined}
        role={scrollable ? 'region' : undefined}
        aria-label={scrollable ? `${name}’s turns, scrollable` : undefined}
        onScroll={onScroll}
      >
        <TurnList rows={rows} label={`${name}’s turns`} class="fk-turns-two" />
      </div>
    </div>
  );
}

/**
 * Two players (002 §1.4): each "Player: name" with the game total (a computer player with its level), then their
 * turn lists side by side; the player whose turn it is highlighted, and the first to reach 10,000 highlighted in
 * another colour and labelled.
 */
export function TwoPlayerScores({ state }: { state: FarkleState }) {
  const rowsShown = Math.max(...state.players.map((_, index) => turnRows(state, index).length));
  const panes = useRef<(HTMLDivElement | null)[]>([]);
  /** The positions this code gave each pane: their scroll events are echoes, not the player's scrolling. */
  const given = useRef(new Map<number, number>());
  // A new turn brings both lists to the latest turn.
  useEffect(() => {
    for (const pane of panes.current) if (pane) pane.scrollTop = pane.scrollHeight;
  }, [rowsShown]);
  const follow = (from: number): void => {
    const source = panes.current[from];
    if (!source) return;
    const top = source.scrollTop;
    const echo = given.current.get(from);
    given.current.delete(from);
    // Passing an echo on would fight a smooth scroll still under way in the other pane.
    if (echo !== undefined && Math.abs(echo - top) < 1) return;
    panes.current.forEach((pane, i) => {
      if (!pane || i === from || Math.abs(pane.scrollTop - top) < 1) return;
      pane.scrollTop = top;
      given.current.set(i, pane.scrollTop);
    });
  };
  return (
    <section class="fk-scoreboard fk-scoreboard-two" aria-label="Scores">
      {state.players.map((player, index) => (
        <PlayerCard
          key={index}
          state={state}
          player={player}
          index={index}
          class={`fk-player-card-${index + 1}`}
        />
      ))}
      {state.players.map((player, index) => (
        <TurnPane
          key={index}
          state={state}
          index={index}
          name={player.name}
          rowsShown={rowsShown}
          paneRef={(element) => {
            panes.current[index] = element;
          }}
          onScroll={() => follow(index)}
        />
      ))}
    </section>
  );
}

/** A player's name, level (a computer's), total and badges: whose turn it is, who reached the target, who won. */
function PlayerCard(props: { state: FarkleState; player: Player; index: number; class: string }) {
  const { state, player, index } = props;
  const current = state.phase !== 'game-over' && state.current === index;
  const marked = state.finalRound?.marked === index;
  const winner = state.winner === index;
  const classes = ['fk-box fk-player-card', props.class];
  if (current) classes.push('fk-player-current');
  if (marked) classes.push('fk-player-marked');
  if (winner) classes.push('fk-player-winner');
  return (
    <div class={classes.join(' ')} aria-current={current ? 'true' : undefined}>
      <h2 class="fk-player-name">Player: {player.name}</h2>
      {player.kind === 'computer' && (
        <p class="fk-player-level">{LEVEL_LABELS[player.level ?? state.computerLevel]} level</p>
      )}
      <p class="fk-player-total">
        Total <strong id={`farkle-total-${index + 1}`}>{formatPoints(player.total)}</strong>
      </p>
      {(current || marked || winner) && (
        <p class="fk-player-badges">
          {current && <span class="fk-badge fk-badge-turn">Playing</span>}
          {marked && <span class="fk-badge fk-badge-marked">Reached {formatPoints(state.rules.target)}</span>}
          {winner && <span class="fk-badge fk-badge-winner">Winner</span>}
        </p>
      )}
    </div>
  );
}

/**
 * Three to six players: a card for each (name, level, total, whose turn it is, who reached the target, who won)
 * and one table of every player's turns, a column each, scrolled to the latest turn.
 */
export function ManyPlayerScores({ state }: { state: FarkleState }) {
  const rows = Math.max(...state.players.map((_, index) => turnRows(state, index).length));
  const pane = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(pane);
  useEffect(() => {
    if (pane.current) pane.current.scrollTop = pane.current.scrollHeight;
  }, [rows]);
  return (
    <section class="fk-scoreboard fk-scoreboard-many" aria-label="Scores">
      <div class="fk-player-cards">
        {state.players.map((player, index) => (
          <PlayerCard key={index} state={state} player={player} index={index} class="fk-player-card-small" />
        ))}
      </div>
      <div
        ref={pane}
        class="fk-turn-grid-pane"
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? 'Turns, scrollable' : undefined}
      >
        <table class="fk-turn-grid">
          <caption class="visually-hidden">Every player’s turns</caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              {state.players.map((player, index) => (
                <th key={index} scope="col" class="fk-turn-grid-name">
                  {player.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, turn) => (
              <tr key={turn}>
                <th scope="row">{turn + 1}</th>
                {state.players.map((_, index) => {
                  const row = turnRows(state, index)[turn];
                  return (
                    <td
                      key={index}
                      class={row?.current ? 'fk-turn-current' : undefined}
                      aria-current={row?.current ? 'step' : undefined}
                    >
                      {row === undefined ? '–' : turnText(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
