import { MAX_NAME_LENGTH } from '@pastime/farkle';
import type { FarkleEvent } from '@pastime/farkle';
import type { ReadStream, WriteStream } from 'node:tty';
import { checkName } from '../cli/command-farkle.ts';
import type { OptionsFarkle } from '../cli/command-farkle.ts';
import { computerDelay } from '../cli/delay.ts';
import type { SeedSequence } from '../cli/seed-sequence.ts';
import type { Notices } from '../cli/notices.ts';
import type { DataStore } from '../storage/store.ts';
import { graphemesOf } from '../term/ansi.ts';
import { Painter, detectColorDepth } from '../term/color.ts';
import { describeKey } from '../term/keys.ts';
import type { Key } from '../term/keys.ts';
import { NoticePanel } from '../term/notice-panel.ts';
import { TerminalSession } from '../term/terminal.ts';
import { describeComputerStep, describeEvent, points, positions } from './describe.ts';
import { tableCommand } from './keymap.ts';
import type { TableCommand } from './keymap.ts';
import { MENU_CHOICES, renderMenu } from './menu-view.ts';
import type { MenuChoice } from './menu-view.ts';
import { FarkleSession } from './session.ts';
import { modeGiven, setupFromOptions } from './setup.ts';
import { StorageFarkle } from './storage.ts';
import { FarkleHighScore } from './high-score.ts';
import { renderTable } from './table-view.ts';
import type { BannerKind } from './table-view.ts';
import { selectionProblem } from './text-view.ts';

const INTERRUPTED = 130;
const DEFAULT_DELAY_MS = 700;

const KEY_HELP =
  '1-6 select or deselect a die, r roll, b bank, a select all, h hint, n restart the game, m main menu, q quit.';

function bannerFor(events: readonly FarkleEvent[]): BannerKind | undefined {
  let banner: BannerKind | undefined;
  for (const event of events) {
    if (event.type === 'farkled') banner = 'farkle';
    if (event.type === 'hot-dice') banner = 'hot-dice';
    if (event.type === 'final-round-started') banner = 'last-turn';
    if (event.type === 'game-over') banner = 'game-over';
  }
  return banner;
}

interface Confirm {
  readonly question: string;
  readonly then: () => void;
}

/**
 * Farkle in a terminal: the mode menu (002 §1.1.0) and the table (§1.2–1.5), with the computer's turn played
 * one step at a time at a readable pace. Views render; this class holds the screen state and turns keys into
 * engine actions.
 */
class FarkleTerminal {
  private readonly painter = new Painter(detectColorDepth(process.env));
  private readonly terminal = new TerminalSession(process.stdin as ReadStream, process.stdout as WriteStream);
  private readonly highScore: FarkleHighScore;
  /** Data-file problems, shown whole over the screen until a key is pressed. */
  private readonly panel = new NoticePanel();
  private readonly delay: number;
  /** Every game of the run, from the menu too, takes the next seed. */
  private readonly seeds: SeedSequence;
  private screen: 'menu' | 'table' = 'menu';

  // Menu state
  private choice: MenuChoice = 'one-player';
  private names: [string, string] = ['', ''];
  private editing: 0 | 1 | undefined;
  private menuMessage: string | undefined;

  // Table state
  private session: FarkleSession | undefined;
  private messages: string[] = [];
  private hint: readonly number[] | undefined;
  private banner: BannerKind | undefined;
  private computerTimer: NodeJS.Timeout | undefined;

  // Both
  private warning: string | undefined;
  private confirm: Confirm | undefined;
  private resolveExit: ((code: number) => void) | undefined;

  constructor(
    private readonly options: OptionsFarkle,
    store: DataStore | undefined,
    private readonly notices: Notices,
  ) {
    this.highScore = new FarkleHighScore(store === undefined ? undefined : new StorageFarkle(store));
    this.delay = computerDelay(options.delayMs, process.env, DEFAULT_DELAY_MS);
    const setup = setupFromOptions(options);
    this.seeds = setup.seeds;
    this.choice = setup.mode === 'two-player' || setup.mode === 'vs-computer' ? setup.mode : 'one-player';
    this.names = [options.names[0] ?? '', options.names[1] ?? ''];
  }

  run(): Promise<number> {
    return new Promise((resolve) => {
      this.resolveExit = resolve;
      this.notices.listen((text) => {
        this.panel.add(text);
        this.draw();
      });
      this.terminal.enter({ onKey: (key) => this.onKey(key), onResize: () => this.draw() });
      if (modeGiven(this.options)) this.startGame();
      else this.showMenu(undefined);
      for (const text of this.notices.messages) this.panel.add(text);
      this.draw();
    });
  }

  private draw(): void {
    const size = this.terminal.size();
    // Read first: reading the scores file may find it corrupt, and that notice is drawn instead of the menu.
    const highScore = this.highScore.current();
    if (this.panel.open) {
      this.terminal.draw(this.panel.render(size, this.painter));
      return;
    }
    if (this.screen === 'menu') {
      this.terminal.draw(
        renderMenu(
          {
            choice: this.choice,
            names: this.names,
            editing: this.editing,
            highScore: highScore.score,
            highScoreName: highScore.name,
            message: this.menuMessage,
            warning: this.warning,
            confirm: this.confirm?.question,
          },
          size,
          this.painter,
        ),
      );
      return;
    }
    const session = this.session;
    if (session === undefined) return;
    this.terminal.draw(
      renderTable(
        {
          state: session.state,
          messages: this.messages,
          warning: this.warning ?? selectionProblem(session.state),
          hint: this.hint,
          banner: this.banner,
          computerPlaying: session.computerToPlay,
          confirm: this.confirm?.question,
        },
        size,
        this.painter,
      ),
    );
  }

  private finish(code: number): void {
    this.stopComputer();
    this.notices.listen(undefined);
    this.terminal.leave();
    this.session?.finishGame();
    const lines = ['Thanks for playing Farkle!'];
    const state = this.session?.state;
    if (state !== undefined && state.phase === 'game-over') {
      lines.push(state.players.map((p) => `${p.name}: ${points(p.total)}`).join(', '));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const text of this.notices.messages) process.stderr.write(`pastime: ${text}\n`);
    this.resolveExit?.(code);
  }

  private onKey(key: Key): void {
    if (key.kind === 'interrupt') return this.finish(INTERRUPTED);
    if (this.panel.open) {
      this.panel.onKey(key, this.terminal.size());
      this.draw();
      return;
    }
    this.warning = undefined;
    if (this.confirm !== undefined) {
      const confirm = this.confirm;
      this.confirm = undefined;
      if (key.kind === 'char' && key.char.toLowerCase() === 'y') confirm.then();
      this.draw();
      return;
    }
    if (this.screen === 'menu') this.onMenuKey(key);
    else this.onTableKey(key, tableCommand(key));
    this.draw();
  }

  // ---- Menu

  private showMenu(message: string | undefined): void {
    this.stopComputer();
    this.session?.finishGame();
    this.session = undefined;
    this.screen = 'menu';
    this.editing = undefined;
    this.menuMessage = message;
  }

  private onMenuKey(key: Key): void {
    if (this.editing !== undefined) return this.onNameKey(key, this.editing);
    if (key.kind === 'arrow' && (key.direction === 'up' || key.direction === 'down')) {
      const i = MENU_CHOICES.indexOf(this.choice);
      const next = (i + (key.direction === 'up' ? MENU_CHOICES.length - 1 : 1)) % MENU_CHOICES.length;
      this.choice = MENU_CHOICES[next] ?? 'one-player';
      return;
    }
    if (key.kind === 'enter') return this.startGame();
    if (key.kind === 'end-of-input') return this.finish(0);
    if (key.kind !== 'char') {
      this.warning = `Invalid command: ${describeKey(key)}. Please choose a mode with 1 to 3, or press q to quit.`;
      return;
    }
    const char = key.char.toLowerCase();
    if (char === '1' || char === '2' || char === '3') {
      this.choice = MENU_CHOICES[Number(char) - 1] ?? 'one-player';
    } else if (char === 'e') {
      this.editing = 0;
    } else if (char === 's') {
      this.startGame();
    } else if (char === 'x') {
      this.confirm = {
        question: 'Reset the one-player high score to 0?',
        then: () => {
          this.highScore.reset();
          this.menuMessage = this.highScore.kept
            ? 'The high score is reset.'
            : 'The high score is reset (scores are not kept after this run: --no-save).';
        },
      };
    } else if (char === 'q') {
      this.finish(0);
    } else {
      this.warning = `Invalid command: ${describeKey(key)}. Please choose a mode with 1 to 3, or press q to quit.`;
    }
  }

  private onNameKey(key: Key, field: 0 | 1): void {
    const current = this.names[field];
    if (key.kind === 'char') {
      const next = current + key.char;
      if ([...next].length > MAX_NAME_LENGTH)
        this.warning = `A name has at most ${MAX_NAME_LENGTH} characters.`;
      else if ('problem' in checkName(next)) this.warning = 'A name is plain text.';
      else this.names[field] = next;
    } else if (key.kind === 'clear-line') {
      this.names[field] = '';
    } else if (key.kind === 'backspace') {
      this.names[field] = graphemesOf(current).slice(0, -1).join('');
    } else if (key.kind === 'enter' || key.kind === 'tab') {
      this.names[field] = current.trim();
      this.editing = field === 0 && this.choice === 'two-player' ? 1 : undefined;
    } else if (key.kind === 'escape') {
      this.names[field] = current.trim();
      this.editing = undefined;
    }
  }

  // ---- Table

  private startGame(): void {
    const names =
      this.choice === 'vs-computer'
        ? [this.names[0]]
        : this.choice === 'one-player'
          ? [this.names[0]]
          : this.names;
    this.session = new FarkleSession({ mode: this.choice, names, seeds: this.seeds }, this.highScore);
    this.screen = 'table';
    this.resetTable(['Roll the dice to start (r).']);
    this.runComputer();
  }

  private resetTable(messages: string[]): void {
    this.messages = messages;
    this.hint = undefined;
    this.banner = undefined;
  }

  private inProgress(): boolean {
    const state = this.session?.state;
    return (
      state !== undefined &&
      state.phase !== 'game-over' &&
      state.players.some((p) => p.turns.length > 0 || state.phase === 'choosing')
    );
  }

  private ask(question: string, then: () => void): void {
    if (this.inProgress()) this.confirm = { question, then };
    else then();
  }

  private onTableKey(key: Key, command: TableCommand): void {
    const session = this.session;
    if (session === undefined) return;
    const over = session.state.phase === 'game-over';
    if (command.type === 'quit') return this.ask('Quit this game?', () => this.finish(0));
    if (command.type === 'menu') {
      if (session.computerToPlay) return this.busy();
      return this.ask('Leave this game for the main menu?', () => this.showMenu(undefined));
    }
    if (command.type === 'help') {
      this.messages = [KEY_HELP];
      return;
    }
    if (over) {
      if (command.type === 'play-again') {
        session.playAgain();
        this.resetTable(['New game, same players. Roll the dice to start (r).']);
        this.runComputer();
        return;
      }
      this.warning = 'The game is over: p play again, m main menu, q quit.';
      return;
    }
    if (session.computerToPlay) return this.busy();
    switch (command.type) {
      case 'restart':
        return this.ask('Restart this game from the first turn?', () => {
          session.playAgain();
          this.resetTable(['The game starts again. Roll the dice (r).']);
          this.runComputer();
        });
      case 'hint': {
        const result = session.hint();
        if (!result.ok) {
          this.warning = `No hint now: ${result.error}.`;
        } else if (result.indices.length === 0) {
          this.messages = ['Hint: no die scores.'];
        } else {
          this.hint = result.indices;
          this.messages = [
            `Hint: select dice ${positions(result.indices)} for ${points(session.state.rollScore)} points.`,
          ];
        }
        return;
      }
      case 'toggle':
        return this.act({ type: 'toggle', index: command.index }, `select die ${command.index + 1}`);
      case 'roll':
        return this.act({ type: 'roll' }, 'roll');
      case 'bank':
        return this.act({ type: 'bank' }, 'bank');
      case 'select-all':
        return this.act({ type: 'select-all' }, 'select all');
      case 'play-again':
      case 'yes':
      case 'invalid':
      case 'interrupt':
        this.warning = `Invalid command: ${describeKey(key)}. Please enter a new command (? shows the keys).`;
        return;
    }
  }

  private busy(): void {
    this.warning = 'The computer is playing its turn; wait for it, or press q to quit.';
  }

  private act(action: Parameters<FarkleSession['act']>[0], what: string): void {
    const session = this.session;
    if (session === undefined) return;
    const result = session.act(action);
    if (!result.ok) {
      this.warning = `Cannot ${what}: ${result.error}.`;
      return;
    }
    if (action.type !== 'toggle') this.hint = undefined;
    if (result.events.length > 0) {
      this.messages = result.events.map((e) => describeEvent(e, session.state));
      this.banner = bannerFor(result.events);
    } else if (action.type !== 'toggle' || this.banner !== 'hot-dice') {
      this.banner = undefined;
    }
    this.runComputer();
  }

  // ---- The computer's turn, step by step

  private runComputer(): void {
    const session = this.session;
    if (session === undefined || !session.computerToPlay || this.computerTimer !== undefined) return;
    this.computerTimer = setTimeout(() => {
      this.computerTimer = undefined;
      const step = session.computerStep();
      if (step === undefined || this.session !== session) return;
      const said = describeComputerStep(step.action, step.before, step.events, session.state);
      // One computer turn reads as a running story; keep its last lines.
      this.messages = [...this.messages, ...said].slice(-6);
      this.banner = bannerFor(step.events) ?? (step.action.type === 'roll' ? undefined : this.banner);
      this.hint = undefined;
      this.warning = undefined;
      this.draw();
      this.runComputer();
    }, this.delay);
  }

  private stopComputer(): void {
    if (this.computerTimer !== undefined) clearTimeout(this.computerTimer);
    this.computerTimer = undefined;
  }
}

export function runTerminalFarkle(
  options: OptionsFarkle,
  store: DataStore | undefined,
  notices: Notices,
): Promise<number> {
  return new FarkleTerminal(options, store, notices).run();
}
