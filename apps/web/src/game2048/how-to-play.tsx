import {
  BOARD_SIZE_MAX,
  BOARD_SIZE_MIN,
  formatPoints,
  WIN_VALUE_MAX,
  WIN_VALUE_MIN,
} from '@pastime/app-core';
import { hrefFor } from '../shell/route.ts';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** `#/2048/how-to-play`: the rules, the keys and gestures, and what Hint and Auto-play do. */
export function HowToPlay2048() {
  useDocumentTitle('How to play 2048 · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <article class="guide">
      <h1 ref={heading} tabIndex={-1}>
        How to play 2048
      </h1>
      <p class="guide-intro">
        Slide all the tiles at once. Two equal tiles that meet merge into one with their sum, which is added
        to your score. Reach the <strong>2048</strong> tile to win, then keep going for a higher score or
        start again. <a href={hrefFor('2048')}>Play 2048</a>.
      </p>

      <h2>Rules</h2>
      <ul>
        <li>Every move slides every tile as far as it goes in that direction.</li>
        <li>
          Two tiles of the same value that touch in the direction of the move merge into one; a tile merges
          once per move.
        </li>
        <li>After each move that changes the board, a new 2 (sometimes a 4) appears on an empty cell.</li>
        <li>When the board is full and no two neighbours are equal, no move is left: the game is over.</li>
        <li>
          <strong>Settings</strong> choose the board ({BOARD_SIZE_MIN}×{BOARD_SIZE_MIN} to {BOARD_SIZE_MAX}×
          {BOARD_SIZE_MAX}) and the tile that wins ({WIN_VALUE_MIN} to {formatPoints(WIN_VALUE_MAX)}) for the
          next game.
        </li>
      </ul>

      <h2>Moving</h2>
      <table class="guide-table">
        <thead>
          <tr>
            <th scope="col">To move</th>
            <th scope="col">On a touch screen</th>
            <th scope="col">With a keyboard</th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['Up', 'Swipe up', 'ArrowUp', 'W'],
              ['Down', 'Swipe down', 'ArrowDown', 'S'],
              ['Left', 'Swipe left', 'ArrowLeft', 'A'],
              ['Right', 'Swipe right', 'ArrowRight', 'D'],
            ] as const
          ).map(([direction, swipe, arrow, letter]) => (
            <tr key={direction}>
              <th scope="row">{direction}</th>
              <td>{swipe} on the board</td>
              <td>
                <kbd>{arrow.replace('Arrow', '')} arrow</kbd> or <kbd>{letter}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        A mouse can drag on the board as a finger swipes. <strong>Undo</strong> and <strong>Redo</strong> step
        through the game's moves; <strong>New Game</strong> starts again. Every move is saved: closing the
        page and coming back resumes the game, also offline.
      </p>
      <p>
        Keys for the buttons: <kbd>U</kbd> Undo, <kbd>R</kbd> Redo, <kbd>N</kbd> New Game and <kbd>H</kbd>{' '}
        Hint.
      </p>

      <h2>Hint and Auto-play</h2>
      <dl class="guide-terms">
        <dt>Hint</dt>
        <dd>
          Draws a large arrow over the board pointing the best move, and says it (“Best move: Left”). The move
          is chosen by a search that looks several moves ahead, weighing where the new tiles may appear. The
          arrow goes with your next move.
        </dd>
        <dt>Auto-play</dt>
        <dd>
          Plays the search's moves for you at the <strong>Speed</strong> beside it: 1, 2, 4 or 8 moves a
          second, or as fast as it can. Press any key, click or swipe to take over; it stops by itself when no
          move is left and pauses when you win. Its moves are ordinary moves: Undo takes them back.
        </dd>
      </dl>
    </article>
  );
}
