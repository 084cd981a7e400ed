/**
 * The Farkle screen's controller (002 §1–2): the game manager over the page's storage, the mode dialog's form,
 * the computer's turns played out one action at a time, the advisor, the announcements and where focus goes.
 * Every rule and every enabled control comes from the engine; `FarkleView` draws what this hook returns.
 */
import {
  endSummary,
  endSummaryText,
  FarkleManager,
  farkleControls,
  farklePaceMs,
  farkleMenu,
  gameInProgress,
  runSeed,
  setupConfig,
  timerClock,
} from '@pastime/app-core';
import { newGame, type Action, type FarkleState } from '@pastime/farkle';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hrefFor, seedFromLocation, type SeedParam } from '../shell/route.ts';
import { announce } from '../shell/announcer.tsx';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { showToast } from '../shell/toast.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { usePrefersReducedMotion } from '../shell/use-prefers-reduced-motion.ts';
import { appStore, describeKey, describeKeyPrefix } from '../shell/app-store.ts';
import { gameId } from '../storage/game-ids.ts';
import { AdvisorClient } from './advisor/advisor-client.ts';
import { describeEvents, describeHint, describeSelection, describeStart } from './describe.ts';
import type { FarkleViewProps } from './farkle-view.tsx';
import type { Shortcut } from './keys.ts';
import type { LeaveCommand } from './leave-game-dialog.tsx';
import { INITIAL_FORM, type ModeForm } from './mode-form.ts';
import { loadPace, paceFromLocation, savePace } from './pace.ts';
import { chosenSetup, INITIAL_SETUP, type SetupForm } from './setup-form.ts';
import {
  farklePorts,
  GAMES_PREFIX,
  HIGH_SCORE_KEY,
  LEGACY_GAME_KEY,
  moveLegacyGame,
  SAVED_PREFIX,
} from './storage.ts';
import { useAdvice } from './use-advice.ts';
import { useShortcuts } from './use-shortcuts.ts';
import { useWinTable, WIN_TABLE_PREFIX } from './use-win-table.ts';
import { labelled, modeTitle } from './view.ts';
import type { FarkleMenuCommand } from '@pastime/app-core';

describeKey(HIGH_SCORE_KEY, 'the Farkle high score');
describeKey(LEGACY_GAME_KEY, 'the saved Farkle game');
describeKeyPrefix(SAVED_PREFIX, 'a saved Farkle game');
describeKeyPrefix(GAMES_PREFIX, 'a saved Farkle game');
describeKeyPrefix(WIN_TABLE_PREFIX, 'a Farkle win table solved for other rules');

const FOLLOWED = 'This game was played on in another tab: showing its latest position.';

/**
 * The game manager over the page's storage, following the other tabs; the computer decides in the advisor's worker.
 * With `?seed=S` the run's games are S, S/2, S/3…
 */
function openManager(
  advisor: AdvisorClient,
  pace: number,
  seed: SeedParam | undefined,
  onComputerError: (error: Error) => void,
): FarkleManager {
  const ports = farklePorts(appStore);
  moveLegacyGame(appStore, ports.shelf, gameId(), new Date().toISOString());
  return new FarkleManager({
    ...ports,
    clock: timerClock,
    newId: () => gameId(),
    pace,
    decide: (state) => advisor.computerAction(state),
    onComputerError,
    seed: (n) => runSeed(seed, n),
  });
}

/** An empty table to show behind the mode dialog before the first game: the dice spell "Farkle". */
const EMPTY_TABLE: FarkleState = newGame({ mode: 'one-player', seed: 0 });

/**
 * Quit and Close (002 §1.1.1, §1.2.10.c, §1.5.1.c): a web page cannot close the browser, so they return to the
 * app's home screen; an installed app running in its own window closes that window where the platform allows.
 */
function quitApp(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) window.close();
  location.hash = hrefFor('home');
}

/** Where focus should go after the table changed, if it was in the table. */
type FocusRequest = 'roll' | 'keep';

/**
 * Focus stays in the table when a control it was on becomes disabled: on Roll Dice, else a die (`keep`); or goes
 * to Roll Dice, else a die, when a person's turn begins (`roll`).
 */
function moveFocus(root: HTMLElement, request: FocusRequest): void {
  const active = document.activeElement;
  const lost =
    !(active instanceof HTMLElement) ||
    !root.contains(active) ||
    (active instanceof HTMLButtonElement && active.disabled);
  if (request === 'keep' && !lost) return;
  const roll = root.querySelector<HTMLButtonElement>('.fk-roll:not(:disabled)');
  const die =
    root.querySelector<HTMLElement>('.fk-die:not([aria-disabled])') ??
    root.querySelector<HTMLElement>('.fk-die');
  (request === 'roll' ? (roll ?? die) : (die ?? roll))?.focus();
}

export function useFarkle(): FarkleViewProps {
  const seed = useMemo(() => seedFromLocation(location.search, location.hash), []);
  // The advisor's solver and the computer's decisions run in a worker, started when first needed.
  const advisor = useMemo(() => new AdvisorClient(), []);
  useEffect(() => () => advisor.dispose(), [advisor]);
  /** The last failure of the computer's decisions said, until one succeeds. */
  const computerError = useRef<string | null>(null);
  const [pace, setPace] = useState(() => loadPace(appStore));
  const manager = useMemo(
    () =>
      openManager(
        advisor,
        paceFromLocation(location.search, location.hash, farklePaceMs(pace)),
        seed,
        (error) => {
          // Said once while the same failure repeats: the computer asks again every few seconds.
          if (computerError.current === error.message) return;
          computerError.current = error.message;
          announce(`The computer cannot play just now: ${error.message}. It tries again shortly.`);
        },
      ),
    [advisor],
  );
  const reducedMotion = usePrefersReducedMotion();
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const [, setRevision] = useState(0);
  /** Draws the table again after the screen's own call to the manager (listeners hear only of the others). */
  const refresh = (): void => setRevision((n) => n + 1);
  const [modeOpen, setModeOpen] = useState(() => manager.game === null);
  const [form, setForm] = useState<ModeForm>(INITIAL_FORM);
  const [setup, setSetup] = useState<SetupForm>(INITIAL_SETUP);
  const [confirmReset, setConfirmReset] = useState(false);
  const [leaving, setLeaving] = useState<LeaveCommand | null>(null);
  const [advisorOn, setAdvisorOn] = useState(false);
  const center = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  useEffect(
    () =>
      manager.subscribe((change) => {
        refresh();
        if (change.kind === 'followed') announce(FOLLOWED);
        if (change.kind === 'computer' && manager.game) {
          computerError.current = null;
          afterAction(manager.game);
        }
      }),
    [manager],
  );
  useEffect(() => appStore.subscribe(HIGH_SCORE_KEY, () => manager.reloadHighScore()), [manager]);
  useEffect(() => {
    const unfollow = manager.follow();
    return () => {
      unfollow();
      manager.close();
    };
  }, [manager]);
  useEffect(() => {
    if (manager.resumed) announce('Your Farkle game was resumed.');
  }, [manager]);
  // The computer waits while a dialog is open over the table.
  useEffect(
    () => manager.pause(modeOpen || confirmReset || leaving !== null),
    [manager, modeOpen, confirmReset, leaving],
  );

  const game = manager.game;
  useDocumentTitle(game ? modeTitle(game.mode) : 'Farkle · Pastime');

  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request && center.current) moveFocus(center.current, request);
  });

  const noteFocus = (next: FarkleState): void => {
    if (!(center.current?.contains(document.activeElement) ?? false)) return;
    const passedToPerson = next.events.some(
      (event) => event.type === 'turn-passed' && next.players[event.to]?.kind === 'human',
    );
    focusRequest.current = passedToPerson ? 'roll' : 'keep';
  };

  const afterAction = (next: FarkleState): void => {
    noteFocus(next);
    announce(describeEvents(next) || describeSelection(next));
  };

  const play = (action: Action): void => {
    const outcome = manager.act(action);
    refresh();
    // A refusal slipping past the screen's controls is said rather than breaking the page.
    if (outcome.kind === 'refused') announce(outcome.problem);
    else if (outcome.kind === 'followed') announce(FOLLOWED);
    else afterAction(outcome.state);
  };

  const table = useWinTable(advisor, game, advisorOn);
  const { advice, error: adviceError } = useAdvice((state) => advisor.advise(state), game, advisorOn);
  const toggleAdvisor = (): void => {
    const on = !advisorOn;
    setAdvisorOn(on);
    announce(on ? 'Advisor on: after each roll it shows the best choice.' : 'Advisor off.');
  };

  const showHint = (): boolean => {
    const hint = manager.hint();
    refresh();
    if (hint.ok && manager.game) announce(describeHint(manager.game, hint.dice));
    return hint.ok;
  };

  /** After a new game or a restart: focus on Roll Dice, and the mode and who starts said. */
  const started = (next: FarkleState | null, what: string): void => {
    refresh();
    if (!next) return;
    focusRequest.current = 'roll';
    announce(`${modeTitle(next.mode)}${what} ${describeStart(next)}`);
  };

  const restart = (): void => started(manager.restart(), ' restarted.');

  const start = (): void => {
    // The dialog lets Start through only without problems (`setupProblems`), which the engine then takes.
    const chosen = chosenSetup(form, setup);
    if (chosen === null) return;
    const next = manager.start(setupConfig(chosen));
    setModeOpen(false);
    started(next, '.');
  };

  const quit = (): void => {
    manager.quit();
    quitApp();
  };

  /** Restart Game and Quit give the game up: asked first once a die has been rolled. */
  const leave = (command: LeaveCommand): void => {
    if (game !== null && gameInProgress(game)) return setLeaving(command);
    return command === 'quit' ? quit() : restart();
  };

  const onCommand = (command: FarkleMenuCommand): void => {
    switch (command) {
      case 'hint':
        showHint();
        return;
      case 'advisor':
        return toggleAdvisor();
      case 'new-game':
        return setModeOpen(true);
      case 'restart-game':
        return leave('restart-game');
      case 'reset-high-score':
        // Nothing to lose at 0, so nothing to confirm; said on screen, where nothing else changes.
        if (manager.highScore.score === 0) return showToast('The high score is already 0.');
        return setConfirmReset(true);
      case 'quit':
        return leave('quit');
    }
  };

  useShortcuts((shortcut: Shortcut): boolean => {
    const current = manager.game;
    if (!current) return false;
    if (shortcut.type === 'hint') return showHint();
    const allowed = farkleControls(current);
    const ok =
      shortcut.type === 'toggle'
        ? allowed.toggle[shortcut.index] === true
        : { roll: allowed.roll, bank: allowed.bank, 'select-all': allowed.selectAll }[shortcut.type];
    if (ok) play(shortcut);
    return ok;
  });

  const ended = game !== null && game.phase === 'game-over';
  const highScore = manager.highScore.score;
  return {
    heading,
    center,
    game,
    highScore,
    menu: {
      items: labelled(farkleMenu(game, advisorOn)),
      onCommand,
      links: [{ label: 'Play online', href: '#/online' }],
    },
    table: {
      state: game ?? EMPTY_TABLE,
      idle: game === null,
      hinted: manager.hinted,
      advised: advice && game?.phase === 'choosing' ? advice.indices : null,
      rollSerial: manager.rolls,
      animate: !reducedMotion,
      onToggle: (index) => play({ type: 'toggle', index }),
      onRoll: () => play({ type: 'roll' }),
      onBank: () => play({ type: 'bank' }),
      onSelectAll: () => play({ type: 'select-all' }),
    },
    advisor: { on: advisorOn, state: game, advice, error: adviceError, onToggle: toggleAdvisor, table },
    mode: {
      open: modeOpen,
      form,
      onChange: setForm,
      setup,
      onSetupChange: setSetup,
      pace,
      onPaceChange: (chosen) => {
        setPace(chosen);
        savePace(appStore, chosen);
        manager.setPace(farklePaceMs(chosen));
      },
      onStart: start,
      // Closing the app keeps a game in progress stored, to be resumed (002 §1.1.1 closes, it does not give up).
      onClose: () => (game !== null && !ended ? quitApp() : quit()),
      // Escape: back to the game in progress (File → New Game was a slip), else as Close.
      onCancel: () => (game !== null && !ended ? setModeOpen(false) : quit()),
    },
    reset: {
      open: confirmReset,
      highScore,
      onReset: () => {
        setConfirmReset(false);
        // A refusal is reported with the other storage problems.
        if (manager.resetHighScore()) showToast('High score reset to 0.');
        refresh();
      },
      onCancel: () => setConfirmReset(false),
    },
    leave: {
      asking: leaving,
      onConfirm: () => {
        const command = leaving;
        setLeaving(null);
        if (command === 'quit') quit();
        else if (command === 'restart-game') restart();
      },
      onCancel: () => setLeaving(null),
    },
    lastTurn: {
      state: game,
      notice: modeOpen ? null : manager.lastTurn,
      onDismiss: () => {
        focusRequest.current = 'roll';
        manager.dismissLastTurn();
        refresh();
      },
    },
    end: {
      summary: ended && !modeOpen ? endSummaryText(endSummary(game, manager.newHighScore, highScore)) : null,
      onPlayAgain: restart,
      onMainMenu: () => setModeOpen(true),
      onQuit: quit,
    },
  };
}
