import { describeKey, type Key } from '../../term/keys.ts';
import { MENU_CHOICES, renderMenu, type MenuChoice } from '../menu-view.ts';
import type { ScreenHost } from './host.ts';
import { editName } from './name-entry.ts';

const INVALID = (key: Key): string =>
  `Invalid command: ${describeKey(key)}. Please choose a mode with 1 to 3, or press q to quit.`;

/** The select-game-mode screen (002 §1.1.0), also the main menu after a game: the mode, the names, the keys. */
export class MenuScreen {
  private choice: MenuChoice;
  private readonly names: [string, string];
  /** The name field being typed in, if any (0: player one, 1: player two). */
  private editing: 0 | 1 | undefined;
  private message: string | undefined;

  constructor(
    private readonly host: ScreenHost,
    choice: MenuChoice,
    names: readonly string[],
  ) {
    this.choice = choice;
    this.names = [names[0] ?? '', names[1] ?? ''];
  }

  /** Shown again (after a game): with a message, and no name being typed. */
  reopen(message: string | undefined): void {
    this.editing = undefined;
    this.message = message;
  }

  /** Starts a game of the chosen mode with the names typed: one name, or two for two human players. */
  start(): void {
    const names = this.choice === 'two-player' ? this.names : [this.names[0]];
    this.host.startGame(this.choice, names);
  }

  render(): string[] {
    const highScore = this.host.manager.highScore;
    return renderMenu(
      {
        choice: this.choice,
        names: this.names,
        editing: this.editing,
        highScore: highScore.score,
        highScoreName: highScore.name,
        message: this.message,
        warning: this.host.warning,
        confirm: this.host.screen.question,
      },
      this.host.screen.size(),
      this.host.screen.painter,
    );
  }

  onKey(key: Key): void {
    if (this.editing !== undefined) return this.onNameKey(key, this.editing);
    if (key.kind === 'arrow' && (key.direction === 'up' || key.direction === 'down')) {
      const i = MENU_CHOICES.indexOf(this.choice);
      const next = (i + (key.direction === 'up' ? MENU_CHOICES.length - 1 : 1)) % MENU_CHOICES.length;
      this.choice = MENU_CHOICES[next] ?? 'one-player';
      return;
    }
    if (key.kind === 'enter') return this.start();
    if (key.kind === 'end-of-input') return this.host.screen.finish(0);
    if (key.kind !== 'char') {
      this.host.warning = INVALID(key);
      return;
    }
    const char = key.char.toLowerCase();
    if (char === '1' || char === '2' || char === '3') {
      this.choice = MENU_CHOICES[Number(char) - 1] ?? 'one-player';
    } else if (char === 'e') {
      this.editing = 0;
    } else if (char === 's') {
      this.start();
    } else if (char === 'x') {
      this.host.screen.confirm('Reset the one-player high score to 0?', () => {
        this.host.manager.resetHighScore();
        this.message = this.host.kept
          ? 'The high score is reset.'
          : 'The high score is reset (scores are not kept after this run: --no-save).';
      });
    } else if (char === 'q') {
      this.host.screen.finish(0);
    } else {
      this.host.warning = INVALID(key);
    }
  }

  private onNameKey(key: Key, field: 0 | 1): void {
    const edit = editName(this.names[field], key);
    this.names[field] = edit.name;
    if (edit.warning !== undefined) this.host.warning = edit.warning;
    if (edit.leave === 'next') this.editing = field === 0 && this.choice === 'two-player' ? 1 : undefined;
    if (edit.leave === 'done') this.editing = undefined;
  }
}
