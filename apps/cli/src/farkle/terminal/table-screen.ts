import {
  bannerOf,
  describeEvent,
  formatPoints,
  gameInProgress,
  type FarkleBanner,
  type FarkleChange,
} from '@pastime/app-core';
import type { Action, Advice, FarkleState } from '@pastime/farkle';
import { describeKey, type Key } from '../../term/keys.ts';
import { adviceSentence } from '../advice.ts';
import { adviceFor, describeComputerStep, diceNamed, noHint, notPlayed } from '../describe.ts';
import { tableCommand } from '../input.ts';
import { renderTable } from '../table-view.ts';
import { selectionProblem } from '../text-view.ts';
import type { ScreenHost } from './host.ts';

/** Every key of the table, told when a wrong key is pressed (`?` is the advice). */
const KEYS_IN_WORDS =
  '1-6 select or deselect a die, r roll, b bank, a select all, h hint, ? advice, n restart the game, m main menu, q quit';

/**
 * The table (002 §1.2–1.5): keys become the game manager's actions, the engine's events become the messages and
 * banners, and the computer's turn, which the manager plays at a readable pace, is drawn step by step.
 */
export class TableScreen {
  private messages: string[] = [];
  private hint: readonly number[] | undefined;
  private advice: Advice | undefined;
  private banner: FarkleBanner | undefined;
  private readonly stopListening: () => void;

  constructor(
    private readonly host: ScreenHost,
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

  private ask(question: string, then: () => void): void {
    if (gameInProgress(this.state)) this.host.screen.confirm(question, then);
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
        manager.restart();
        return this.restart(['New game, same players. Roll the dice to start (r).']);
      }
      this.host.warning = 'The game is over: p play again, m main menu, q quit.';
      return;
    }
    if (manager.computerToPlay) return this.busy();
    switch (command.type) {
      case 'restart':
        return this.ask('Restart this game from the first turn?', () => {
          manager.restart();
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
    this.host.adviceAsked = true;
    this.advice = result.advice;
    this.hint = result.advice.indices;
    this.messages = [adviceSentence(result.advice)];
  }

  private showHint(): void {
    this.advice = undefined;
    const result = this.host.manager.hint();
    if (!result.ok) {
      this.host.warning = `No hint now: ${noHint(result)}.`;
    } else if (result.dice.length === 0) {
      this.messages = ['Hint: no die scores.'];
    } else {
      this.hint = result.dice;
      this.messages = [
        `Hint: select ${diceNamed(result.dice)} for ${formatPoints(this.state.rollScore)} points.`,
      ];
    }
  }

  private act(action: Action, what: string): void {
    const result = this.host.manager.act(action);
    if (result.kind !== 'played') {
      this.host.warning = `Cannot ${what}: ${notPlayed(result)}.`;
      return;
    }
    // The hint and the advice hold until the dice change (a selection changes neither).
    if (action.type !== 'toggle') {
      this.hint = undefined;
      this.advice = undefined;
    }
    if (result.events.length > 0) {
      this.messages = result.events.map((e) => describeEvent(e, this.state));
      this.banner = bannerOf(result.events);
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
      const events = this.state.events;
      const said = describeComputerStep(change.action, change.before, events, this.state);
      // One computer turn reads as a running story; keep its last lines.
      this.messages = [...this.messages, ...said].slice(-6);
      this.banner = bannerOf(events) ?? (change.action.type === 'roll' ? undefined : this.banner);
    }
    this.host.screen.draw();
  }
}
