import type { Direction, GameState } from '@pastime/2048';
import {
  messageOf,
  outcomeMoved,
  type AutoPlayEvent,
  type AutoPlaySpeed,
  type Command2048,
} from '@pastime/app-core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { seedFromLocation } from '../shell/route.ts';
import { appStore, describeKey, describeKeyPrefix } from '../shell/app-store.ts';
import { announce } from '../shell/announcer.tsx';
import { usesArrowKeys, useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { usePrefersReducedMotion } from '../shell/use-prefers-reduced-motion.ts';
import { Analyst } from './ai/analyst.ts';
import {
  describeAutoPlay,
  describeAutoPlayRefused,
  describeFollowed,
  describeHint,
  describeMoved,
  describeNewGame,
  describeOutcome,
  describeResumed,
} from './describe.ts';
import type { Game2048ViewProps } from './game2048-view.tsx';
import { commandForKey, directionForKey, type KeyCommand2048 } from './input.ts';
import { MoveQueue } from './move-queue.ts';
import {
  followOtherTabs,
  GAMES_PREFIX,
  LEGACY_GAME_KEY,
  open2048,
  RECORDS_KEY,
  SAVED_PREFIX,
} from './session.ts';
import {
  loadAutoPlaySettings,
  loadSettings,
  saveAutoPlaySettings,
  saveSettings,
  SETTINGS_KEY,
  type AutoPlaySettings,
  type Settings,
} from './settings.ts';

describeKey(LEGACY_GAME_KEY, 'the saved 2048 game');
describeKeyPrefix(SAVED_PREFIX, 'a saved 2048 game');
describeKeyPrefix(GAMES_PREFIX, 'a saved 2048 game');
describeKey(RECORDS_KEY, 'the 2048 best scores and finished games');
describeKey(SETTINGS_KEY, 'the 2048 settings');

/** How long a slide takes (keep in step with `--slide` in game2048.css); later moves wait for it. */
const SLIDE_MS = 100;

/** A move asked for by a key (auto-repeat or not) or a swipe. */
interface MoveRequest {
  readonly direction: Direction;
  readonly repeat: boolean;
}

/**
 * What the last change was, which decides how the board draws it. `quick-move`: a move of auto-play at its
 * fastest, drawn at once like the moves of a player far ahead of the board.
 */
type Change = 'load' | 'move' | 'quick-move' | 'undo' | 'redo' | 'keep-going' | 'new-game';

/** Keys that only move the focus: pressing them to reach the speed control does not stop auto-play. */
const FOCUS_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/** How long a sentence of auto-play waits to be joined to the announcement of what the player did next. */
const NOTE_MS = 1000;

/** True for a press on the Auto-play button or its speed, which change auto-play rather than stop it. */
function onAutoPlayControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-auto-play-control]') !== null;
}

/**
 * True for a key that changes auto-play rather than stop it: any key in the speed control (its arrow keys choose),
 * Enter or Space on the Auto-play button (its click turns auto-play off).
 */
function keyForAutoPlayControl(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!onAutoPlayControl(target)) return false;
  return target instanceof HTMLSelectElement || event.key === 'Enter' || event.key === ' ';
}

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

/**
 * The 2048 screen's controller: opens the game manager and follows it (and other tabs), turns keys, swipes and
 * clicks into its actions, stops auto-play when the player takes over, and announces what changed. Returns what
 * the pure view draws.
 */
export function useGame2048(): Game2048ViewProps {
  useDocumentTitle('2048 · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const reducedMotion = usePrefersReducedMotion();
  // The search runs in workers, one per core, started on the first Hint or Auto-play (or when either is approached).
  const analyst = useMemo(() => new Analyst(), []);
  const session = useMemo(
    () =>
      open2048({
        store: appStore,
        seed: seedFromLocation(location.search, location.hash),
        search: (state) => analyst.analyze(state),
      }),
    [analyst],
  );
  const [, setRevision] = useState(0);
  const [change, setChange] = useState<{ kind: Change; serial: number }>({ kind: 'load', serial: 0 });
  const [lostDismissed, setLostDismissed] = useState(false);
  const [settings, setSettings] = useState<Settings>(() => loadSettings(appStore));
  const [autoSettings, setAutoSettings] = useState<AutoPlaySettings>(() => loadAutoPlaySettings(appStore));
  const [autoPlaying, setAutoPlaying] = useState(false);
  const [hint, setHint] = useState<{ readonly state: GameState; readonly direction: Direction } | null>(null);
  /** Counts the hints asked for: the answer to one asked before the last is dropped. */
  const hintsAsked = useRef(0);
  const animateRef = useRef(!reducedMotion);
  animateRef.current = !reducedMotion;
  const announceAutoMoves = useRef(autoSettings.announceMoves);
  announceAutoMoves.current = autoSettings.announceMoves;

  const noteChange = (kind: Change): void => setChange((last) => ({ kind, serial: last.serial + 1 }));

  /**
   * Auto-play's sentence ("Auto-play stopped. …") is said at once, and also joined to the announcement of what
   * the player does right after (the key or click that stopped it), which would otherwise replace it before a
   * screen reader has read it. Joined, it is said anew of the position then shown: the player's move or undo has
   * changed the score since.
   */
  const autoNote = useRef<{
    readonly event: AutoPlayEvent;
    readonly speed: AutoPlaySpeed;
    readonly at: number;
  } | null>(null);
  const say = (text: string): void => {
    const note = autoNote.current;
    autoNote.current = null;
    const recent = note && performance.now() - note.at < NOTE_MS;
    announce(recent ? `${text} ${describeAutoPlay(note.event, session.state, note.speed)}` : text);
  };
  const onAutoEvent = useRef<(event: AutoPlayEvent) => void>(() => undefined);
  onAutoEvent.current = (event) => {
    setAutoPlaying(event.type !== 'stopped');
    announce(describeAutoPlay(event, session.state, autoSettings.speed));
    // The first move follows a start at once and needs no reminder of it.
    autoNote.current =
      event.type === 'started' ? null : { event, speed: autoSettings.speed, at: performance.now() };
  };

  /** Another tab's position taken up instead: drawn as it is, and moves waiting here are dropped. */
  const followed = (): void => {
    queue.clear();
    setLostDismissed(false);
    noteChange('load');
    say(describeFollowed(session.state));
  };

  const queue = useMemo(
    () =>
      new MoveQueue<MoveRequest>(({ direction, repeat }) => {
        const outcome = session.act({ type: 'move', direction });
        if (outcome.kind === 'followed') {
          followed();
          return 0;
        }
        const moved = outcomeMoved(outcome);
        // A held key that changes nothing stays silent; it would say "Cannot move" many times a second.
        const text = moved || !repeat ? describeOutcome(outcome, session.state) : undefined;
        if (text !== undefined) say(text);
        if (!moved) return 0;
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
        if (change === 'auto-play') {
          const event = session.lastAutoPlayEvent;
          if (event) onAutoEvent.current(event);
        } else if (change === 'game') {
          // A move of auto-play's, drawn at once at its fastest, like the moves of a player far ahead.
          const direction = session.state.lastMove?.direction;
          if (announceAutoMoves.current && direction) say(describeMoved(direction, session.state));
          noteChange(session.autoPlaySpeed === 'fastest' ? 'quick-move' : 'move');
        } else if (change === 'followed') {
          // Another tab played this game further: moves waiting here, made on the position this tab showed, go.
          followed();
        }
      }),
    [session, queue],
  );
  useEffect(() => followOtherTabs(session, appStore), [session]);
  useEffect(
    () => () => {
      queue.clear();
      onAutoEvent.current = () => undefined;
      // Not `close()`: leaving the screen keeps the game as it is (a lost one is shown again, its dialog with it).
      session.stopAutoPlay('game-changed');
      analyst.dispose();
    },
    [session, queue, analyst],
  );

  // The player takes over: any key (but those that only move the focus), any press of a pointer (a click, a tap,
  // the start of a swipe) or any click (also one without a pointer: a screen reader's, a voice command's) stops
  // auto-play, before the key or click does its own work.
  useLayoutEffect(() => {
    const running = (): boolean => session.autoPlay.kind === 'running';
    const onKey = (event: KeyboardEvent): void => {
      if (running() && !FOCUS_KEYS.has(event.key) && !keyForAutoPlayControl(event)) {
        session.stopAutoPlay('player');
      }
    };
    const onPointer = (event: Event): void => {
      if (running() && !onAutoPlayControl(event.target)) session.stopAutoPlay('player');
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('click', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('click', onPointer, true);
    };
  }, [session]);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || usesArrowKeys(event.target) || scrollsWithArrows(event)) return;
      // While a dialog is open its buttons have the keyboard; the game behind it takes no moves.
      if (document.querySelector('dialog[open]')) return;
      const command = commands.current[commandForKey(event) ?? 'none'];
      if (command !== undefined && !(event.target instanceof HTMLInputElement)) {
        event.preventDefault();
        if (!event.repeat) command();
        return;
      }
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

  // Every command of the player's stops auto-play first (the manager's rule), whatever brought it (a key, a
  // pointer, a click without either): it never plays on from a position the player chose. Keep going lets auto-play
  // paused at the win go on.
  const play = (command: Command2048, change: Change): void => {
    if (command.type !== 'keep-going') queue.clear();
    const outcome = session.act(command);
    if (outcome.kind === 'followed') {
      followed();
    } else if (outcome.kind === 'undone' || outcome.kind === 'redone' || outcome.kind === 'kept-going') {
      if (outcome.kind === 'undone') setLostDismissed(false);
      noteChange(change);
      const text = describeOutcome(outcome, session.state);
      if (text !== undefined) say(text);
    }
  };

  const startNewGame = (next?: Settings): void => {
    queue.clear();
    session.start(next);
    setLostDismissed(false);
    noteChange('new-game');
    say(describeNewGame(session.state));
  };

  const resumeGame = (id: string): void => {
    session.stopAutoPlay('player');
    queue.clear();
    if (session.resume(id)) {
      setLostDismissed(false);
      noteChange('load');
      say(describeResumed(session.state));
      // The button is gone with the game it offered; the player goes on with the board.
      document.querySelector<HTMLElement>('[role="grid"]')?.focus();
    }
  };

  const screenTop = useRef<HTMLDivElement>(null);
  /** What U, R, N and H do: the same as their buttons, as this render defines them. */
  const commands = useRef<Partial<Record<KeyCommand2048 | 'none', () => void>>>({});

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

  const showHint = (): void => {
    const asked = ++hintsAsked.current;
    const state = session.state;
    session.hint().then(
      (answer) => {
        // A hint about a position no longer shown would mislead: it is dropped, as is an older request's.
        if (hintsAsked.current !== asked) return;
        const text = describeHint(answer);
        if (text === undefined) return;
        if (!answer.ok) return say(text);
        setHint({ state, direction: answer.direction });
        autoNote.current = null;
        announce(text);
      },
      (error: unknown) => {
        if (hintsAsked.current === asked) say(`The hint is not available: ${messageOf(error)}.`);
      },
    );
  };

  const toggleAutoPlay = (): void => {
    if (session.autoPlay.kind !== 'off') {
      session.stopAutoPlay('button');
      return;
    }
    const start = session.startAutoPlay();
    if (!start.ok) say(describeAutoPlayRefused(start.reason));
  };

  const changeAutoPlay = (next: AutoPlaySettings): void => {
    saveAutoPlaySettings(appStore, next);
    setAutoSettings(next);
    session.setAutoPlaySpeed(next.speed);
  };

  commands.current = {
    undo: () => play({ type: 'undo' }, 'undo'),
    redo: () => play({ type: 'redo' }, 'redo'),
    'new-game': () => startNewGame(),
    hint: showHint,
  };

  const animate =
    !reducedMotion && (change.kind === 'move' || change.kind === 'redo' || change.kind === 'new-game');
  const gain =
    change.kind === 'move' && last ? { points: last.scoreGained, serial: change.serial } : undefined;

  return {
    heading,
    top: screenTop,
    gameId: session.id,
    state,
    best: session.best,
    gain,
    animate,
    hint: hint && hint.state === state ? hint.direction : null,
    canUndo: session.canUndo,
    canRedo: session.canRedo,
    autoPlaying,
    settings,
    autoSettings,
    unfinished: session.unfinished,
    finished: session.records.games,
    showLost: state.status === 'lost' && !lostDismissed,
    onNewGame: () => startNewGame(),
    onUndo: () => play({ type: 'undo' }, 'undo'),
    onRedo: () => play({ type: 'redo' }, 'redo'),
    onKeepGoing: () => play({ type: 'keep-going' }, 'keep-going'),
    onCloseLost: () => setLostDismissed(true),
    onHint: showHint,
    onToggleAutoPlay: toggleAutoPlay,
    onAutoPlay: changeAutoPlay,
    onApproach: () => analyst.warm(),
    onSwipe: (direction) => queue.push({ direction, repeat: false }),
    onResume: resumeGame,
    onApply: applySettings,
  };
}
