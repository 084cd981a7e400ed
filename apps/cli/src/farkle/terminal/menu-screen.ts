import { SEAT_KINDS, type SetupSeat } from '@pastime/app-core';
import { MAX_PLAYERS, presetOf, RULE_PRESETS, sameRules, type Rules } from '@pastime/farkle';
import { describeKey, type Key } from '../../term/keys.ts';
import { MENU_CHOICES, renderMenu, type MenuChoice } from '../menu-view.ts';
import type { ScreenHost } from './host.ts';
import { editName } from './name-entry.ts';
import { SavedGamesScreen } from './saved-screen.ts';

const INVALID = (key: Key): string =>
  `Invalid command: ${describeKey(key)}. Please choose a mode with 1 to 4, or press q to quit.`;

/** The rules the menu offers in turn: the presets, and rules of the command line that are neither. */
function rulesOffered(given: Rules): readonly Rules[] {
  const presets = [RULE_PRESETS.traditional, RULE_PRESETS.popular];
  return presets.some((rules) => sameRules(rules, given)) ? presets : [...presets, given];
}

function rulesName(rules: Rules): string {
  const preset = presetOf(rules);
  return preset === 'traditional' ? 'Traditional' : preset === 'popular' ? 'Popular' : 'Custom (--rules)';
}

/** The custom table before it is changed: a person and the two computers. */
const FIRST_SEATS: readonly SetupSeat[] = [
  { kind: 'human', name: '' },
  { kind: 'classic', name: '' },
  { kind: 'expert', name: '' },
];
const MIN_SEATS = 2;

/**
 * The select-game-mode screen (002 §1.1.0), also the main menu after a game: the mode (or a table of up to six
 * seats, each a person or a computer), the names, the rules, the keys.
 */
export class MenuScreen {
  private choice: MenuChoice;
  private readonly names: [string, string];
  private seats: SetupSeat[];
  private readonly rulesList: readonly Rules[];
  private rulesIndex: number;
  /** The name field being typed in, if any (a seat, from 0). */
  private editing: number | undefined;
  private message: string | undefined;
  /** The saved-games list, while it is open over the menu. */
  private saved: SavedGamesScreen | undefined;
  /** How many saved games may be chosen, counted when the menu is shown. */
  private savedCount: number;

  constructor(
    private readonly host: ScreenHost,
    choice: MenuChoice,
    names: readonly string[],
    rules: Rules,
  ) {
    this.choice = choice;
    this.names = [names[0] ?? '', names[1] ?? ''];
    this.seats = FIRST_SEATS.map((seat, i) => (i === 0 ? { ...seat, name: this.names[0] } : seat));
    this.rulesList = rulesOffered(rules);
    this.rulesIndex = Math.max(
      0,
      this.rulesList.findIndex((offered) => sameRules(offered, rules)),
    );
    this.savedCount = host.savedGames().length;
  }

  private get rules(): Rules {
    return this.rulesList[this.rulesIndex] ?? RULE_PRESETS.traditional;
  }

  /** Shown again (after a game): with a message, and no name being typed. */
  reopen(message: string | undefined): void {
    this.editing = undefined;
    this.message = message;
    this.saved = undefined;
    this.savedCount = this.host.savedGames().length;
  }

  /** Starts a game of the chosen mode with the names typed (one, or two for two people), or of the seats. */
  start(): void {
    if (this.choice === 'custom') {
      this.host.startGame({ choice: 'custom', seats: this.seats, rules: this.rules });
      return;
    }
    const names = this.choice === 'two-player' ? this.names : [this.names[0]];
    this.host.startGame({ choice: this.choice, names, rules: this.rules });
  }

  render(): string[] {
    if (this.saved !== undefined) return this.saved.render();
    const highScore = this.host.manager.highScore;
    return renderMenu(
      {
        choice: this.choice,
        names: this.names,
        seats: this.seats,
        editing: this.editing,
        rules: rulesName(this.rules),
        highScore: highScore.score,
        highScoreName: highScore.name,
        message: this.message,
        warning: this.host.warning,
        confirm: this.host.screen.question,
        savedGames: this.savedCount,
      },
      this.host.screen.size(),
      this.host.screen.painter,
    );
  }

  onKey(key: Key): void {
    if (this.saved !== undefined) return this.saved.onKey(key);
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
    if (/^[1-4]$/.test(char)) {
      this.choice = MENU_CHOICES[Number(char) - 1] ?? 'one-player';
    } else if (char === 'e') {
      this.editing = 0;
    } else if (char === 'u') {
      this.rulesIndex = (this.rulesIndex + 1) % this.rulesList.length;
    } else if ((char === '+' || char === '=') && this.choice === 'custom') {
      if (this.seats.length < MAX_PLAYERS) this.seats = [...this.seats, { kind: 'classic', name: '' }];
      else this.host.warning = `A table has at most ${MAX_PLAYERS} seats.`;
    } else if (char === '-' && this.choice === 'custom') {
      if (this.seats.length > MIN_SEATS) this.seats = this.seats.slice(0, -1);
      else this.host.warning = `A table has at least ${MIN_SEATS} seats.`;
    } else if (char === 's') {
      this.start();
    } else if (char === 'l') {
      this.openSaved();
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

  /** The saved-games list, when there are saved games to choose from. */
  private openSaved(): void {
    this.savedCount = this.host.savedGames().length;
    if (this.savedCount > 0) {
      this.saved = new SavedGamesScreen(this.host, () => this.reopen(this.message));
      return;
    }
    this.host.warning = this.host.kept
      ? 'No Farkle game in progress is saved.'
      : 'No Farkle game in progress is saved: games are not kept in this run (--no-save).';
  }

  private onNameKey(key: Key, field: number): void {
    if (this.choice === 'custom') return this.onSeatKey(key, field);
    const index = field === 0 ? 0 : 1;
    const edit = editName(this.names[index], key);
    this.names[index] = edit.name;
    if (edit.warning !== undefined) this.host.warning = edit.warning;
    if (edit.leave === 'next') this.editing = field === 0 && this.choice === 'two-player' ? 1 : undefined;
    if (edit.leave === 'done') this.editing = undefined;
  }

  /** A key while a seat of the custom table is named: Tab changes who sits there, the others edit the name. */
  private onSeatKey(key: Key, field: number): void {
    const seat = this.seats[field];
    if (seat === undefined) return;
    if (key.kind === 'tab') {
      const kind = SEAT_KINDS[(SEAT_KINDS.indexOf(seat.kind) + 1) % SEAT_KINDS.length] ?? 'human';
      this.seats = this.seats.map((s, i) => (i === field ? { ...s, kind } : s));
      return;
    }
    const edit = editName(seat.name, key);
    this.seats = this.seats.map((s, i) => (i === field ? { ...s, name: edit.name } : s));
    if (edit.warning !== undefined) this.host.warning = edit.warning;
    if (edit.leave === 'next') this.editing = field + 1 < this.seats.length ? field + 1 : undefined;
    if (edit.leave === 'done') this.editing = undefined;
  }
}
