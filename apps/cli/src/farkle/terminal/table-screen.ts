import { describeEvent, formatPoints, type FarkleChange } from '@pastime/app-core';
import type { Action, Advice, FarkleEvent, FarkleState } from '@pastime/farkle';
import { describeKey, type Key } from '../../term/keys.ts';
import { adviceSentence } from '../advice.ts';
import { adviceFor, describeComputerStep, hintFor, play, positions } from '../describe.ts';
import { tableCommand } from '../input.ts';
import { gameConfig, type FarkleSetup } from '../setup.ts';
import { renderTable, type BannerKind } from '../table-view.ts';
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
 * The table (002 §1.2–1.5): keys become the game manager's actions, the engine's events become the messages and
 * banners, and the computer's turn, which the manager plays at a readable pace, is drawn step by step.
 */
export class TableScreen {
  private messages: string[] = [];
  private hint: readonly number[] | undefined;
  private advice: Advice | undefined;
  private banner: BannerKind | undefined;
  private readonly stopListening: () => void;

  constructor(
    private readonly host: ScreenHost,
    /** What Play Again and Restart start again. */
    private readonly setup: FarkleSetup,
    messages: string[],
  ) {
    this.restart(messages);
    this.stopListening = host.manager.subscribe((change) => this.onChange(change));
    host.manager.pause(false);
  }

  /** The game on the table (a table is shown only with one). */
  private get state(): FarkleState {
    const game = this.host.manager.game;
    if (game === null) throw new Error('there is no game on the table');
    return game;
  }

  render(): string[] {
    return renderTable(
      {
        state: this.state,
        messages: this.host.tableNote === undefined ? this.messages : [...this.messages, this.host.tableNote],
        warning: this.host.warning ?? selectionProblem(this.state),
        hint: this.hint,
        advice: this.advice,
        banner: this.banner,
        computerPlaying: this.host.manager.computerToPlay,
        confirm: this.host.screen.question,
      },
      this.host.screen.size(),
      this.host.screen.painter,
    );
  }

  /** The table is being left: the computer stops (the game stays saved). */
  close(): void {
    this.stopListening();
    this.host.manager.pause(true);
  }

  private restart(messages: string[]): void {
    this.messages = messages;
    this.hint = undefined;
    this.advice = undefined;
    this.banner = undefined;
  }

  /** A game is in progress once a die has been rolled: leaving it is asked first. */
  private inProgress(): boolean {
    const state = this.state;
    return (
      state.phase !== 'game-over' &&
      state.players.some((p) => p.turns.length > 0 || state.phase === 'choosing')
    );
  }

  private ask(question: string, then: () => void): void {
    if (this.inProgress()) this.host.screen.confirm(question, then);
    else then();
  }

  onKey(key: Key): void {
    const command = tableCommand(key);
    const manager = this.host.manager;
    if (command.type === 'quit') return this.ask('Quit this game?', () => this.host.screen.finish(0));
    if (command.type === 'menu') {
      if (manager.computerToPlay) return this.busy();
      return this.ask('Leave this game for the main menu?', () => this.host.showMenu());
    }
    if (this.state.phase === 'game-over') {
      if (command.type === 'play-again') {
        manager.start(gameConfig(this.setup));
        return this.restart(['New game, same players. Roll the dice to start (r).']);
      }
      this.host.warning = 'The game is over: p play again, m main menu, q quit.';
      return;
    }
    if (manager.computerToPlay) return this.busy();
    switch (command.type) {
      case 'restart':
        return this.ask('Restart this game from the first turn?', () => {
          manager.start(gameConfig(this.setup));
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
    const result = adviceFor(this.state);
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
    const result = hintFor(this.host.manager);
    if (!result.ok) {
      this.host.warning = `No hint now: ${result.error}.`;
    } else if (result.indices.length === 0) {
      this.messages = ['Hint: no die scores.'];
    } else {
      this.hint = result.indices;
      this.messages = [
        `Hint: select dice ${positions(result.indices)} for ${formatPoints(this.state.rollScore)} points.`,
      ];
    }
  }

  private act(action: Action, what: string): void {
    const result = play(this.host.manager, action);
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
      this.messages = result.events.map((e) => describeEvent(e, this.state));
      this.banner = bannerFor(result.events);
    } else if (action.type !== 'toggle' || this.banner !== 'hot-dice') {
      this.banner = undefined;
    }
  }

  /** The computer's steps, drawn as they happen; another terminal's position, taken up. */
  private onChange(change: FarkleChange): void {
    if (change.kind === 'high-score') return;
    this.hint = undefined;
    this.advice = undefined;
    this.host.warning = undefined;
    if (change.kind === 'followed') {
      this.messages = ['This game was played on in another terminal: showing its latest position.'];
      this.banner = undefined;
    } else {
      const manager = this.host.manager;
      // The computer does not wait for the last-turn notice in a terminal: the message line tells it.
      if (manager.lastTurn) manager.dismissLastTurn();
      const events = this.state.events;
      const said = describeComputerStep(change.action, change.before, events, this.state);
      // One computer turn reads as a running story; keep its last lines.
      this.messages = [...this.messages, ...said].slice(-6);
      this.banner = bannerFor(events) ?? (change.action.type === 'roll' ? undefined : this.banner);
    }
    this.host.screen.draw();
  }
}
