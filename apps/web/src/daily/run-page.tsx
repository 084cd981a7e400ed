/**
 * `#/daily/2048` and `#/daily/farkle`: today's ranked run of a game. The local game's board or table, drawn from
 * what the server answers after each move (it deals every tile and roll), with the connection's state and End run;
 * no undo, hint, auto-play or advisor. At the end: the score, and the way to the board.
 */
import type { Direction } from '@pastime/2048';
import {
  formatPoints,
  shownState,
  type DailyGame,
  type DailyRunView,
  type PublicFarkleState,
} from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ConfirmDialog } from '../farkle/confirm-dialog.tsx';
import { describeEvents, describeSelection } from '../farkle/describe.ts';
import { OnePlayerScores } from '../farkle/scoreboard.tsx';
import { highScoreDocument } from '../farkle/storage.ts';
import { Table } from '../farkle/table.tsx';
import { Board } from '../game2048/board.tsx';
import { describeMoved } from '../game2048/describe.ts';
import { directionForKey } from '../game2048/input.ts';
import { MoveHelp } from '../game2048/move-help.tsx';
import { ScoreBox } from '../game2048/score-box.tsx';
import { CONNECTION_WORDS } from '../online/words.ts';
import { announce } from '../shell/announcer.tsx';
import { appStore } from '../shell/app-store.ts';
import { usesArrowKeys, useScreenHeadingFocus } from '../shell/focus.ts';
import { hrefFor } from '../shell/route.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { usePrefersReducedMotion } from '../shell/use-prefers-reduced-motion.ts';
import { deviceOf } from './device.ts';
import { recordDailyRun } from './record-run.ts';
import { useRankedRun } from './use-ranked-run.ts';
import { dailyProblemText, GAME_NAMES } from './words.ts';

const device = deviceOf(appStore);

function Run2048({
  view,
  state,
  played,
  animate,
  onMove,
}: {
  view: DailyRunView;
  state: Extract<DailyRunView['position'], { game: '2048' }>['state'];
  /** Moves were made on this page (the position found on arrival is drawn and said as it is). */
  played: boolean;
  animate: boolean;
  onMove: (direction: Direction) => void;
}) {
  // Each move the player made here is said, as in the local game; the position found on arrival is not.
  useEffect(() => {
    const direction = state.lastMove?.direction;
    if (played && direction !== undefined) announce(describeMoved(direction, state));
  }, [view.moves]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || usesArrowKeys(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const direction = directionForKey(event);
      if (!direction) return;
      event.preventDefault();
      if (!event.repeat) onMove(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onMove]);
  return (
    <div class="g2048 daily-2048">
      <div class="scores">
        <ScoreBox label="Score" id="score" value={state.score} />
        <ScoreBox label="Highest tile" id="best" value={state.bestTile} />
      </div>
      <Board
        gameId={`daily-${view.day}`}
        state={state}
        animate={played && animate && state.lastMove !== null}
        onSwipe={onMove}
        hint={null}
      />
      <MoveHelp />
    </div>
  );
}

function RunFarkle({
  view,
  state,
  played,
  onAction,
}: {
  view: DailyRunView;
  state: PublicFarkleState;
  played: boolean;
  onAction: (action: Action) => void;
}) {
  const table = shownState(state);
  const root = useRef<HTMLDivElement>(null);
  /** The keyboard was on the table when the last action was sent. */
  const onTable = useRef(false);
  // A control the answer disabled (Roll Dice after a roll) keeps the keyboard on the table: on Roll Dice, else a die.
  useEffect(() => {
    const active = document.activeElement;
    const lost = !(active instanceof HTMLElement) || !active.isConnected || active === document.body;
    const disabled = active instanceof HTMLButtonElement && active.disabled;
    if (!onTable.current || !(lost || disabled)) return;
    const next =
      root.current?.querySelector<HTMLElement>('.fk-roll:not(:disabled)') ??
      root.current?.querySelector<HTMLElement>('.fk-die:not([aria-disabled])');
    next?.focus();
  }, [view.moves]);
  const act = (action: Action): void => {
    onTable.current = root.current?.contains(document.activeElement) ?? false;
    onAction(action);
  };
  // What each answer did is said, as at the local table.
  useEffect(() => {
    if (played) announce(describeEvents(table) || describeSelection(table));
  }, [view.moves]);
  const highScore = useMemo(() => highScoreDocument(appStore).read().score, []);
  return (
    <div class="farkle online-game daily-farkle" ref={root}>
      <div class="online-table">
        <Table
          state={table}
          idle={false}
          watching={view.finished}
          hinted={null}
          advised={null}
          rollSerial={view.moves}
          animate={false}
          onToggle={(index) => act({ type: 'toggle', index })}
          onRoll={() => act({ type: 'roll' })}
          onBank={() => act({ type: 'bank' })}
          onSelectAll={() => act({ type: 'select-all' })}
        />
        <div class="online-scores">
          <OnePlayerScores state={table} highScore={highScore} />
        </div>
      </div>
    </div>
  );
}

function RunOver({ view }: { view: DailyRunView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The control that ended the run (a move, End run) is gone with it: the keyboard goes on from the result.
  useEffect(() => {
    const active = document.activeElement;
    const gone = active === null || active === document.body || !active.isConnected;
    if (gone || (active instanceof HTMLButtonElement && active.disabled)) heading.current?.focus();
  }, []);
  return (
    <section class="daily-over" aria-label="Run over">
      <h2 ref={heading} tabIndex={-1}>
        Run over
      </h2>
      <p>
        Your score: <strong id="daily-final-score">{formatPoints(view.score)}</strong>
        {view.game === '2048' ? ` (highest tile ${formatPoints(view.best)})` : ''}. It counts on the board of{' '}
        {view.day}.
      </p>
      <p>
        <a class="button" href={hrefFor('daily')}>
          See the board
        </a>
      </p>
    </section>
  );
}

export function RunPage({ game }: { game: DailyGame }) {
  const title = `Today’s ${GAME_NAMES[game]}`;
  useDocumentTitle(`${title} · Daily · Pastime`);
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const reducedMotion = usePrefersReducedMotion();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const run = useRankedRun(game, device, (view) => {
    recordDailyRun(appStore, view);
    announce(`Run over. Your score: ${formatPoints(view.score)}.`);
  });
  const { view, problem, client } = run;
  // Moves are drawn sliding once the run is on the screen; the position found on arrival is drawn as it is.
  const [moved, setMoved] = useState(false);
  const move = useMemo(
    () =>
      (next: Direction | Action): void => {
        setMoved(true);
        void client.move(next);
      },
    [client],
  );

  return (
    <div class={`online daily daily-run daily-run-${game}`}>
      <div class="daily-run-top">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p class={`online-connection online-${run.connection}`} role="status">
          {CONNECTION_WORDS[run.connection]}
        </p>
      </div>
      <p class="online-note">
        Ranked run of {view?.day ?? 'today'}: every move counts, and there is no undo. Your name on the board:{' '}
        <strong>{view?.name ?? device.name()}</strong>.
      </p>
      {problem && (
        <p class="fk-field-error" role="alert">
          {dailyProblemText(problem)}
          {problem.reason === 'bad-name' && (
            <>
              {' '}
              <a href={hrefFor('daily')}>Choose your name</a>.
            </>
          )}
        </p>
      )}
      {view?.position.game === '2048' && (
        <Run2048
          view={view}
          state={view.position.state}
          played={moved}
          animate={!reducedMotion}
          onMove={move}
        />
      )}
      {view?.position.game === 'farkle' && (
        <RunFarkle view={view} state={view.position.state} played={moved} onAction={move} />
      )}
      {view && !view.finished && (
        <div class="daily-run-actions">
          <button type="button" class="button button-quiet" onClick={() => setConfirmEnd(true)}>
            End run
          </button>
        </div>
      )}
      {view?.finished === true && <RunOver view={view} />}
      <ConfirmDialog
        open={confirmEnd}
        title="End this run?"
        description={`It counts with the score it has now, and today’s ${GAME_NAMES[game]} cannot be played again.`}
        confirm="End run"
        onConfirm={() => {
          setConfirmEnd(false);
          void client.end();
        }}
        onCancel={() => setConfirmEnd(false)}
      />
    </div>
  );
}
