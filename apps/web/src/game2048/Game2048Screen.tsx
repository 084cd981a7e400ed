import type { Direction } from '@pastime/2048';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { seedFromLocation } from '../app/route.ts';
import { appStore, describeKey, describeKeyPrefix } from '../storage/appStore.ts';
import { announce } from '../shell/announcer.tsx';
import { Dialog } from '../shell/Dialog.tsx';
import { usesArrowKeys, useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { usePrefersReducedMotion } from '../shell/usePrefersReducedMotion.ts';
import { Board } from './Board.tsx';
import {
  describeFollowed,
  describeKeepGoing,
  describeMove,
  describeNewGame,
  describeRedo,
  describeResumed,
  describeUndo,
} from './describe.ts';
import { FinishedGames } from './FinishedGames.tsx';
import { directionForKey } from './input.ts';
import { MoveQueue } from './moveQueue.ts';
import { RECORDS_KEY } from './records.ts';
import { LEGACY_GAME_KEY, SAVED_PREFIX } from './savedGame.ts';
import { ScoreBox } from './ScoreBox.tsx';
import { Game2048Session } from './session.ts';
import { loadSettings, saveSettings, SETTINGS_KEY, type Settings } from './settings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { UnfinishedGames } from './UnfinishedGames.tsx';
import './game2048.css';

describeKey(LEGACY_GAME_KEY, 'the saved 2048 game');
describeKeyPrefix(SAVED_PREFIX, 'a saved 2048 game');
describeKey(RECORDS_KEY, 'the 2048 best scores and finished games');
describeKey(SETTINGS_KEY, 'the 2048 settings');

/** How long a slide takes (keep in step with `--slide` in game2048.css); later moves wait for it. */
export const SLIDE_MS = 100;

/** A move asked for by a key (auto-repeat or not) or a swipe. */
interface MoveRequest {
  readonly direction: Direction;
  readonly repeat: boolean;
}

/** What the last change was, which decides how the board draws it. */
type Change = 'load' | 'move' | 'undo' | 'redo' | 'keep-going' | 'new-game';

/** True for an arrow key pressed in a focused box that scrolls (the finished games on a narrow screen). */
function scrollsWithArrows(event: KeyboardEvent): boolean {
  const target = event.target;
  if (
    !event.key.startsWith('Arrow') ||
    !(target instanceof HTMLElement) ||
    !target.matches('[data-scrolls]')
  ) {
    return false;
  }
  return target.scrollWidth > target.clientWidth || target.scrollHeight > target.clientHeight;
}

export function Game2048Screen() {
  useDocumentTitle('2048 · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const reducedMotion = usePrefersReducedMotion();
  const session = useMemo(
    () => new Game2048Session({ store: appStore, seed: seedFromLocation(location.search, location.hash) }),
    [],
  );
  const [, setRevision] = useState(0);
  const [change, setChange] = useState<{ kind: Change; serial: number }>({ kind: 'load', serial: 0 });
  const [lostDismissed, setLostDismissed] = useState(false);
  const [settings, setSettings] = useState<Settings>(() => loadSettings(appStore));
  const animateRef = useRef(!reducedMotion);
  animateRef.current = !reducedMotion;

  const noteChange = (kind: Change): void => setChange((last) => ({ kind, serial: last.serial + 1 }));

  const queue = useMemo(
    () =>
      new MoveQueue<MoveRequest>(({ direction, repeat }) => {
        const result = session.move(direction);
        // Another tab's position taken up instead is announced where the session reports it.
        if (result === 'followed') return 0;
        // A held key that changes nothing stays silent; it would say "Cannot move" many times a second.
        if (result === 'moved' || !repeat) announce(describeMove(direction, result, session.state));
        if (result !== 'moved') return 0;
        noteChange('move');
        // A move that ends the game drops the moves queued behind it: a finished game takes none.
        if (session.over) queue.clear();
        return animateRef.current ? SLIDE_MS : 0;
      }),
    [session],
  );

  // Layout effects: the screen listens from its first drawing on, so a key pressed at once is not lost.
  useLayoutEffect(
    () =>
      session.subscribe((change) => {
        setRevision((n) => n + 1);
        if (change !== 'followed') return;
        // Another tab played this game further: its position is drawn as it is, and moves waiting here, made
        // on the position this tab showed, are dropped.
        queue.clear();
        setLostDismissed(false);
        noteChange('load');
        announce(describeFollowed(session.state));
      }),
    [session, queue],
  );
  useEffect(() => session.followOtherTabs(), [session]);
  useEffect(() => () => queue.clear(), [queue]);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || usesArrowKeys(event.target) || scrollsWithArrows(event)) return;
      // While a dialog is open its buttons have the keyboard; the game behind it takes no moves.
      if (document.querySelector('dialog[open]')) return;
      const direction = directionForKey(event);
      if (!direction) return;
      event.preventDefault();
      queue.push({ direction, repeat: event.repeat }, event.repeat);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [queue]);

  const state = session.state;
  const last = state.lastMove;

  const startNewGame = (next?: Settings): void => {
    queue.clear();
    session.newGame(next);
    setLostDismissed(false);
    noteChange('new-game');
    announce(describeNewGame(session.state));
  };

  const resumeGame = (id: string): void => {
    queue.clear();
    if (session.resume(id)) {
      setLostDismissed(false);
      noteChange('load');
      announce(describeResumed(session.state));
      // The button is gone with the game it offered; the player goes on with the board.
      document.querySelector<HTMLElement>('[role="grid"]')?.focus();
    }
  };

  const keepGoing = (): void => {
    if (session.keepGoing()) {
      noteChange('keep-going');
      announce(describeKeepGoing(session.state));
    }
  };

  const screenTop = useRef<HTMLDivElement>(null);

  const applySettings = (next: Settings): void => {
    saveSettings(appStore, next);
    setSettings(next);
    startNewGame(next);
    // On a phone the settings sit below the board: the new game (scores and board) is brought into view, and
    // the keyboard goes to the board, since the Apply button has closed with its panel.
    document.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
    const top = screenTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const animate =
    !reducedMotion && (change.kind === 'move' || change.kind === 'redo' || change.kind === 'new-game');
  const gain =
    change.kind === 'move' && last ? { points: last.scoreGained, serial: change.serial } : undefined;

  return (
    <div class="g2048">
      <div class="g2048-top" ref={screenTop}>
        <h1 class="g2048-title" ref={heading} tabIndex={-1}>
          2048
        </h1>
        <div class="scores">
          <ScoreBox label="Score" id="score" value={state.score} gain={gain} />
          <ScoreBox label="Best" id="best" value={session.best} />
        </div>
      </div>
      <p class="g2048-goal">
        {state.status === 'lost' ? (
          // Also said once the game over box is closed, so the full board is not left unexplained.
          <>
            Game over: no moves are left. Start a <strong>New Game</strong> or undo.
          </>
        ) : (
          <>
            Join equal tiles to reach <strong>{state.winValue}</strong> on a {state.size}×{state.size} board.
          </>
        )}
      </p>
      <div class="g2048-actions">
        <button type="button" class="button" onClick={() => startNewGame()}>
          New Game
        </button>
        <button
          type="button"
          class="button button-quiet"
          disabled={!session.canUndo}
          onClick={() => {
            queue.clear();
            if (session.undo()) {
              setLostDismissed(false);
              noteChange('undo');
              announce(describeUndo(session.state));
            }
          }}
        >
          Undo
        </button>
        <button
          type="button"
          class="button button-quiet"
          disabled={!session.canRedo}
          onClick={() => {
            queue.clear();
            if (session.redo()) {
              noteChange('redo');
              announce(describeRedo(session.state));
            }
          }}
        >
          Redo
        </button>
      </div>
      <Board
        gameId={session.id}
        state={state}
        animate={animate}
        onSwipe={(direction) => queue.push({ direction, repeat: false })}
      />
      <div class="g2048-side">
        <UnfinishedGames games={session.unfinished} onResume={resumeGame} />
        <p class="g2048-help">
          Move the tiles with the <kbd>arrow keys</kbd> or{' '}
          <span class="nowrap">
            <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd>
          </span>
          , or swipe on the board. Two equal tiles that touch merge into one.
        </p>
        <SettingsPanel settings={settings} onApply={applySettings} />
        <FinishedGames games={session.records.games} />
      </div>

      <Dialog
        open={state.status === 'won'}
        class="dialog-win"
        title="You win!"
        description={`You made the ${state.winValue} tile with a score of ${state.score}.`}
        onCancel={keepGoing}
      >
        <div class="dialog-actions">
          <button type="button" class="button" data-autofocus onClick={keepGoing}>
            Keep going
          </button>
          <button type="button" class="button button-quiet" onClick={() => startNewGame()}>
            New Game
          </button>
        </div>
      </Dialog>

      <Dialog
        open={state.status === 'lost' && !lostDismissed}
        title="Game over"
        description={
          <>
            No moves are left. Your score: <strong>{state.score}</strong>.
          </>
        }
        onCancel={() => setLostDismissed(true)}
      >
        <div class="dialog-actions">
          <button type="button" class="button" data-autofocus onClick={() => startNewGame()}>
            Try again
          </button>
          <button type="button" class="button button-quiet" onClick={() => setLostDismissed(true)}>
            Close
          </button>
        </div>
      </Dialog>
    </div>
  );
}
