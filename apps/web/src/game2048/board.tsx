import type { Direction, GameState } from '@pastime/2048';
import { useRef } from 'preact/hooks';
import { HintArrow } from './hint-arrow.tsx';
import { SwipeTracker, type PointerSample } from './input.ts';
import { digitsClass, tileClass, tileViews } from './tiles.ts';

export interface BoardProps {
  /** The game's id: a new game gets new tile elements, never the old game's sliding to new places. */
  readonly gameId: string;
  /** The position as far as the board draws it (a ranked run's comes from the server, without its generator). */
  readonly state: Pick<GameState, 'size' | 'board' | 'tiles'>;
  /** Animate the last move (slides, merges, new tiles); false draws the board as it is. */
  readonly animate: boolean;
  readonly onSwipe: (direction: Direction) => void;
  /** The hint's direction, drawn as an arrow over the board; null for none. */
  readonly hint: Direction | null;
}

function sample(event: PointerEvent): PointerSample {
  return {
    pointerId: event.pointerId,
    x: event.clientX,
    y: event.clientY,
    pointerType: event.pointerType,
    buttons: event.buttons,
  };
}

/**
 * The board, twice over: an ARIA grid whose cells hold the tile values as text (what assistive technology and
 * tests read, always the current position), and on top of it, hidden from assistive technology, the tile
 * elements that slide, pop and appear.
 */
export function Board({ gameId, state, animate, onSwipe, hint }: BoardProps) {
  const tracker = useRef(new SwipeTracker());

  return (
    <div class="board-frame">
      <div
        class={animate ? 'board' : 'board board-still'}
        style={`--n: ${state.size}`}
        onPointerDown={(event) => {
          tracker.current.down(sample(event));
          if (tracker.current.active) event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerUp={(event) => {
          const direction = tracker.current.up(sample(event));
          if (direction) onSwipe(direction);
        }}
        onPointerCancel={(event) => tracker.current.cancel(event.pointerId)}
      >
        <div class="board-grid" role="grid" aria-label="Game board" tabIndex={0}>
          {state.board.map((row, r) => (
            <div class="board-row" role="row" key={r}>
              {row.map((value, c) => (
                <div class="board-cell" role="gridcell" key={c}>
                  {value === 0 ? null : <span class="visually-hidden">{value}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
        <div class="tile-layer" aria-hidden="true" key={gameId}>
          {tileViews(state, animate).map((tile) => (
            <div
              key={tile.key}
              class={`tile ${tileClass(tile.value)} ${digitsClass(tile.value)} tile-${tile.motion}`}
              style={`--r: ${tile.row}; --c: ${tile.col}`}
            >
              <span class="tile-face">{tile.value}</span>
            </div>
          ))}
        </div>
        {hint && <HintArrow direction={hint} />}
      </div>
    </div>
  );
}
