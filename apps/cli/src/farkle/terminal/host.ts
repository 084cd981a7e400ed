import type { FullScreen } from '../../term/full-screen.ts';
import type { FarkleManager } from '@pastime/app-core';
import type { SetupSeat } from '@pastime/app-core';
import type { Rules } from '@pastime/farkle';
import type { MenuChoice } from '../menu-view.ts';
import type { SavedGame } from '../saved-games.ts';

/** The game the menu starts: a mode with the names typed (empty: the default name), or the seats; and the rules. */
export type MenuTable =
  | {
      readonly choice: Exclude<MenuChoice, 'custom'>;
      readonly names: readonly string[];
      readonly rules: Rules;
    }
  | { readonly choice: 'custom'; readonly seats: readonly SetupSeat[]; readonly rules: Rules };

/** What the menu and the table ask of the full-screen program that shows them. */
export interface ScreenHost {
  readonly screen: FullScreen;
  readonly manager: FarkleManager;
  /** Whether the high score outlives this run (not with `--no-save`). */
  readonly kept: boolean;
  /** The warning shown under the screen until the next key (or the computer's next step). */
  warning: string | undefined;
  /** How far the win table of the game's rules has got, while it is being solved. */
  readonly tableNote: string | undefined;
  /** Advice was asked for in this game (its win table is then wanted). */
  adviceAsked: boolean;
  /** Starts the menu's game; false, with a warning, when the names cannot be used together. */
  startGame(table: MenuTable): boolean;
  /** Back to the mode menu; the game at the table is recorded if it has ended. */
  showMenu(): void;
  /** The saved games in progress, most recently played first, as `pastime farkle --list` lists them. */
  savedGames(): readonly SavedGame[];
  /**
   * Takes up the saved game `id` at the table, claimed as a start claims the game it resumes (the game this run
   * played stays saved); false when another pastime plays it.
   */
  resumeSaved(id: string): boolean;
}
