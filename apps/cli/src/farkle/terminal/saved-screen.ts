import { describeKey, type Key } from '../../term/keys.ts';
import { PLAYED_ELSEWHERE, type SavedGame } from '../saved-games.ts';
import { renderSaved } from '../saved-view.ts';
import type { ScreenHost } from './host.ts';

const INVALID = (key: Key): string =>
  `Invalid command: ${describeKey(key)}. Please choose a game with the arrows or its number, Enter to resume it, or Esc to go back.`;

/**
 * The saved-games list the menu opens: the games in progress as `pastime farkle --list` lists them, one of them
 * chosen with the arrows or its number and resumed with Enter. A game another pastime plays is shown but not
 * taken: the host resumes a game only once it has claimed it, as a start resumes one.
 */
export class SavedGamesScreen {
  private games: readonly SavedGame[];
  private selected = 0;

  constructor(
    private readonly host: ScreenHost,
    /** Back to the menu. */
    private readonly back: () => void,
  ) {
    this.games = host.savedGames();
  }

  render(): string[] {
    const chosen = this.games[this.selected];
    return renderSaved(
      {
        games: this.games,
        selected: this.selected,
        message: chosen?.playedElsewhere === true ? `This game is ${PLAYED_ELSEWHERE}.` : undefined,
        warning: this.host.warning,
      },
      this.host.screen.size(),
      this.host.screen.painter,
    );
  }

  onKey(key: Key): void {
    const count = this.games.length;
    if (key.kind === 'arrow' && (key.direction === 'up' || key.direction === 'down')) {
      if (count > 0) this.selected = (this.selected + (key.direction === 'up' ? count - 1 : 1)) % count;
      return;
    }
    if (key.kind === 'enter') return this.resume();
    if (key.kind === 'escape') return this.back();
    if (key.kind === 'end-of-input') return this.host.screen.finish(0);
    const char = key.kind === 'char' ? key.char.toLowerCase() : '';
    if (char === 'q') return this.back();
    if (/^[1-9]$/.test(char)) {
      const n = Number(char);
      if (n <= count) this.selected = n - 1;
      else this.host.warning = `There is no game ${n}: the list has ${count === 1 ? 'one' : count}.`;
      return;
    }
    this.host.warning = INVALID(key);
  }

  private resume(): void {
    const game = this.games[this.selected];
    if (game === undefined) {
      this.host.warning = 'There is no game to resume: press Esc to go back to the menu.';
      return;
    }
    const taken = `Game ${this.selected + 1} is ${PLAYED_ELSEWHERE}: it can be resumed once that program has ended.`;
    if (game.playedElsewhere) {
      this.host.warning = taken;
      return;
    }
    if (this.host.resumeSaved(game.game.id)) return;
    // Claimed by another pastime since the list was read: the list is read again, and says so.
    this.games = this.host.savedGames();
    this.selected = Math.min(this.selected, Math.max(0, this.games.length - 1));
    this.host.warning = taken;
  }
}
