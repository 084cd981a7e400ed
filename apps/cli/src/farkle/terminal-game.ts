import type { OptionsFarkle } from '../program/invocation.ts';
import { computerDelay } from '../program/delay.ts';
import type { Notices } from '../term/notices.ts';
import {
  FARKLE_PACE_MS,
  formatPoints,
  setupConfig,
  nameClash,
  winTableWanted,
  type FarkleManager,
  type FarkleSetup,
} from '@pastime/app-core';
import type { DataStore, Report } from '../storage/store.ts';
import { winTableKey } from '@pastime/farkle';
import { installCached, solveInBackground, tableRules, type WinTableProgress } from './win-tables.ts';
import { FullScreen, type FullScreenGame } from '../term/full-screen.ts';
import { onEnd } from '../term/lifecycle.ts';
import type { Key } from '../term/keys.ts';
import { modeGiven, resumes, runSeeds, setupFromOptions } from './setup.ts';
import { openFarkle, type FarkleRun } from './storage.ts';
import { refuseUntaken, resumeAsked, savedGames, type SavedGame } from './saved-games.ts';
import type { MenuTable, ScreenHost } from './terminal/host.ts';
import { MenuScreen } from './terminal/menu-screen.ts';
import { TableScreen } from './terminal/table-screen.ts';

/**
 * Farkle in a terminal: the full screen that shows the mode menu or the table (each in its own module under
 * `terminal/`), the warning of the last key, and the win table being solved for an Expert computer.
 */
class FarkleTerminal implements ScreenHost, FullScreenGame {
  warning: string | undefined;
  readonly screen: FullScreen;
  /** The run's game manager: a saved game chosen from the menu is taken up by a manager of its own. */
  private farkle: FarkleRun;
  private readonly store: DataStore | undefined;
  private readonly delay: number;
  /** The seeds the run's managers have used, so that each game takes the run's next one. */
  private seedsUsed = 0;
  private readonly menu: MenuScreen;
  /** The table while a game is shown; the menu otherwise. */
  private table: TableScreen | undefined;
  /** The data directory, where solved win tables are kept (none with `--no-save`). */
  private readonly directory: string | undefined;
  private readonly report: Report;
  /** The win tables asked for this run, by their rules' key, and how far each has got. */
  private readonly tables = new Map<string, WinTableProgress>();
  private stopSolving: (() => void) | undefined;
  /** Lets go of the game on the table now rather than at the end of the program. */
  private letGoOnEnd: (() => void) | undefined;
  tableNote: string | undefined;
  /** Advice was asked for in this game: its win table is worth solving, as for an Expert at the table. */
  adviceAsked = false;

  constructor(
    private readonly options: OptionsFarkle,
    store: DataStore | undefined,
    notices: Notices,
  ) {
    // A game `--resume N` cannot have is refused before the screen is taken over.
    const resume = resumeAsked(options.resume, resumes(options), store, notices.report);
    this.screen = new FullScreen(notices);
    this.delay = computerDelay(options.delayMs, process.env, FARKLE_PACE_MS);
    this.store = store;
    this.directory = store?.directory;
    this.report = notices.report;
    this.farkle = this.open(resume);
    refuseUntaken(this.farkle, resume, options.resume);
    const setup = setupFromOptions(options);
    const choice = setup.mode === 'two-player' || setup.mode === 'vs-computer' ? setup.mode : 'one-player';
    this.menu = new MenuScreen(this, choice, options.names, options.rules);
  }

  get manager(): FarkleManager {
    return this.farkle.manager;
  }

  get kept(): boolean {
    return this.farkle.kept;
  }

  private open(resume: boolean | { readonly id: string }): FarkleRun {
    const base = this.seedsUsed;
    const seeds = runSeeds(this.options);
    return openFarkle({
      store: this.store,
      report: this.report,
      delay: this.delay,
      resume,
      seed: (n) => {
        this.seedsUsed = base + n;
        return seeds(base + n);
      },
    });
  }

  run(): Promise<number> {
    if (this.manager.game !== null) {
      this.table = new TableScreen(this, ['Your Farkle game was resumed.']);
    } else if (this.options.seats !== undefined) {
      // A custom table is not one of the menu's modes: it starts as the options set it.
      this.manager.start(setupConfig(setupFromOptions(this.options)));
      this.table = new TableScreen(this, ['Roll the dice to start (r).']);
    } else if (modeGiven(this.options)) this.menu.start();
    else this.showMenu();
    const exit = this.screen.run(this);
    // Registered after the terminal's, so run before it: a closed window (SIGHUP) lets go of the saved game first,
    // and a program started at once in its place can resume it.
    this.letGoOnEnd = onEnd(() => this.farkle.close());
    return exit;
  }

  beforeDraw(): void {
    this.askForTable();
    // Read first: reading the scores file may find it corrupt, and that notice is drawn instead of the screen.
    this.manager.reloadHighScore();
  }

  render(): string[] {
    return (this.table ?? this.menu).render();
  }

  onKey(key: Key): void {
    this.warning = undefined;
    (this.table ?? this.menu).onKey(key);
  }

  /** The game's win table, when its rules need one that does not ship: from the data directory, else solved. */
  private askForTable(): void {
    const game = this.manager.game;
    const rules = game === null || winTableWanted(game, this.adviceAsked) === null ? null : tableRules(game);
    const progress = rules === null ? undefined : this.tables.get(winTableKey(rules));
    this.tableNote =
      progress?.kind === 'solving'
        ? `Solving the win table for these rules: ${progressBar(progress.fraction)} (until then the Expert and the advice play for the turn's points)`
        : undefined;
    if (rules === null || progress !== undefined) return;
    const key = winTableKey(rules);
    if (installCached(this.directory, rules, this.report)) {
      this.tables.set(key, { kind: 'ready' });
      return;
    }
    this.tables.set(key, { kind: 'solving', fraction: 0 });
    this.stopSolving = solveInBackground(this.directory, rules, (next) => {
      this.tables.set(key, next);
      this.screen.draw();
    });
  }

  /** Starts the menu's game; false, with the warning naming the names, when two players would share a name. */
  startGame(table: MenuTable): boolean {
    const setup: FarkleSetup =
      table.choice === 'custom'
        ? { mode: 'custom', seats: table.seats, rules: table.rules }
        : { mode: table.choice, names: table.names, computerLevel: this.options.level, rules: table.rules };
    // The menu's name fields take only names the engine takes alone: a clash is all that can be wrong.
    const clash = nameClash(setup);
    if (clash !== undefined) {
      const [first, second] = clash.seats;
      this.warning = `Players ${first + 1} and ${second + 1} would both be called "${clash.name}": press e to change a name.`;
      return false;
    }
    this.adviceAsked = false;
    this.manager.start(setupConfig(setup));
    this.table = new TableScreen(this, ['Roll the dice to start (r).']);
    return true;
  }

  savedGames(): readonly SavedGame[] {
    return savedGames(this.store, this.report);
  }

  resumeSaved(id: string): boolean {
    const previous = this.manager.id;
    this.table?.close();
    this.table = undefined;
    // The game of this run is let go of, still saved, as when the program ends.
    this.farkle.close();
    this.farkle = this.open({ id });
    if (this.manager.id !== id) {
      // Another pastime took the chosen game meanwhile: this run takes its own game up again.
      this.farkle.close();
      this.farkle = this.open(previous === null ? false : { id: previous });
      return false;
    }
    this.adviceAsked = false;
    this.table = new TableScreen(this, ['Your Farkle game was resumed.']);
    return true;
  }

  showMenu(): void {
    this.table?.close();
    this.table = undefined;
    this.menu.reopen(undefined);
  }

  close(): string[] {
    this.stopSolving?.();
    const table = this.table;
    table?.close();
    const letGo = this.letGoOnEnd;
    this.letGoOnEnd = undefined;
    if (letGo === undefined) this.farkle.close();
    else letGo();
    const state = table === undefined ? null : this.manager.game;
    const lines = ['Thanks for playing Farkle!'];
    if (state !== null && state.phase === 'game-over') {
      lines.push(state.players.map((p) => `${p.name}: ${formatPoints(p.total)}`).join(', '));
    }
    return lines;
  }
}

export function runTerminalFarkle(
  options: OptionsFarkle,
  store: DataStore | undefined,
  notices: Notices,
): Promise<number> {
  return new FarkleTerminal(options, store, notices).run();
}

/** A progress bar of twenty cells and the percentage: `[#########...........] 45 %`. */
function progressBar(fraction: number): string {
  const done = Math.round(Math.min(1, Math.max(0, fraction)) * 20);
  return `[${'#'.repeat(done)}${'.'.repeat(20 - done)}] ${Math.floor(fraction * 100)} %`;
}
