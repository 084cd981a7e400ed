import type { Action, Advice, FarkleEvent } from '@pastime/farkle';
import { describeKey } from '../../term/keys.ts';
import type { Key } from '../../term/keys.ts';
import { adviceSentence } from '../advice.ts';
import { describeComputerStep, describeEvent, points, positions } from '../describe.ts';
import { tableCommand } from '../keymap.ts';
import type { FarkleSession } from '../session.ts';
import { renderTable } from '../table-view.ts';
import type { BannerKind } from '../table-view.ts';
import { selectionProblem } from '../text-view.ts';
import type { ScreenHost } from './host.ts';

/** Every key of the table, told when a wrong key is pressed (`?` is the advice). */
const KEYS_IN_WORDS =
  '1-6 select or deselect a die, r roll, b bank, a select all, h hint, ? advice, n restart the game, m main menu, q quit';

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

/**
 * The table (002 §1.2–1.5): keys become the session's actions, the engine's events become the messages and
 * banners, and the computer's turn is played one step at a time at a readable pace.
 */
export class TableScreen {
  private messages: string[] = [];
  private hint: readonly number[] | undefined;
  private advice: Advice | undefined;
  private banner: BannerKind | undefined;
  private computerTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly host: ScreenHost,
    readonly session: FarkleSession,
    /** The pause before each of the computer's steps. */
    private readonly delay: number,
  ) {
    this.restart(['Roll the dice to start (r).']);
  }

  render(): string[] {
    return renderTable(
      {
        state: this.session.state,
        messages: this.messages,
        warning: this.host.warning ?? selectionProblem(this.session.state),
        hint: this.hint,
        advice: this.advice,
        banner: this.banner,
        computerPlaying: this.session.computerToPlay,
        confirm: this.host.question,
      },
      this.host.size(),
      this.host.painter,
    );
  }

  /** The table is being left: the computer stops, and a game that has ended is recorded. */
  close(): void {
    this.stopComputer();
    this.session.finishGame();
  }

  private restart(messages: string[]): void {
    this.messages = messages;
    this.hint = undefined;
    this.advice = undefined;
    this.banner = undefined;
    this.runComputer();
  }

  /** A game is in progress once a die has been rolled: leaving it is asked first. */
  private inProgress(): boolean {
    const state = this.session.state;
    return (
      state.phase !== 'game-over' &&
      state.players.some((p) => p.turns.length > 0 || state.phase === 'choosing')
    );
  }

  private ask(question: string, then: () => void): void {
    if (this.inProgress()) this.host.confirm(question, then);
    else then();
  }

  onKey(key: Key): void {
    const command = tableCommand(key);
    const session = this.session;
    if (command.type === 'quit') return this.ask('Quit this game?', () => this.host.finish(0));
    if (command.type === 'menu') {
      if (session.computerToPlay) return this.busy();
      return this.ask('Leave this game for the main menu?', () => this.host.showMenu());
    }
    if (session.state.phase === 'game-over') {
      if (command.type === 'play-again') {
        session.playAgain();
        return this.restart(['New game, same players. Roll the dice to start (r).']);
      }
      this.host.warning = 'The game is over: p play again, m main menu, q quit.';
      return;
    }
    if (session.computerToPlay) return this.busy();
    switch (command.type) {
      case 'restart':
        return this.ask('Restart this game from the first turn?', () => {
          session.playAgain();
          this.restart(['The game starts again. Roll the dice (r).']);
        });
      case 'hint':
        return this.showHint();
      case 'advice':
        return this.showAdvice();
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
        this.host.warning = `Invalid command: ${describeKey(key)}. Please enter a new command: ${KEYS_IN_WORDS}.`;
        return;
    }
  }

  private busy(): void {
    this.host.warning = 'The computer is playing its turn; wait for it, or press q to quit.';
  }

  /** The best play (`advise`): its dice marked, the sentence under the table, every choice in the panel. */
  private showAdvice(): void {
    const result = this.session.advise();
    if (!result.ok) {
      this.host.warning = `No advice now: ${result.error}.`;
      return;
    }
    this.advice = result.advice;
    this.hint = result.advice.indices;
    this.messages = [adviceSentence(result.advice)];
  }

  private showHint(): void {
    this.advice = undefined;
    const result = this.session.hint();
    if (!result.ok) {
      this.host.warning = `No hint now: ${result.error}.`;
    } else if (result.indices.length === 0) {
      this.messages = ['Hint: no die scores.'];
    } else {
      this.hint = result.indices;
      this.messages = [
        `Hint: select dice ${positions(result.indices)} for ${points(this.session.state.rollScore)} points.`,
      ];
    }
  }

  private act(action: Action, what: string): void {
    const result = this.session.act(action);
    if (!result.ok) {
      this.host.warning = `Cannot ${what}: ${result.error}.`;
      return;
    }
    // The hint and the advice hold until the dice change (a selection changes neither).
    if (action.type !== 'toggle') {
      this.hint = undefined;
      this.advice = undefined;
    }
    if (result.events.length > 0) {
      this.messages = result.events.map((e) => describeEvent(e, this.session.state));
      this.banner = bannerFor(result.events);
    } else if (action.type !== 'toggle' || this.banner !== 'hot-dice') {
      this.banner = undefined;
    }
    this.runComputer();
  }

  /** The computer's turn, one step per `delay`, each drawn as it happens. */
  private runComputer(): void {
    const session = this.session;
    if (!session.computerToPlay || this.computerTimer !== undefined) return;
    this.computerTimer = setTimeout(() => {
      this.computerTimer = undefined;
      const step = session.computerStep();
      if (step === undefined) return;
      const said = describeComputerStep(step.action, step.before, step.events, session.state);
      // One computer turn reads as a running story; keep its last lines.
      this.messages = [...this.messages, ...said].slice(-6);
      this.banner = bannerFor(step.events) ?? (step.action.type === 'roll' ? undefined : this.banner);
      this.hint = undefined;
      this.advice = undefined;
      this.host.warning = undefined;
      this.host.draw();
      this.runComputer();
    }, this.delay);
  }

  private stopComputer(): void {
    if (this.computerTimer !== undefined) clearTimeout(this.computerTimer);
    this.computerTimer = undefined;
  }
}
