/**
 * What the board draws: one view per tile element, derived from the engine's description of the last move.
 * Tiles that merged are drawn sliding into the merge cell (`source`), under the new tile that pops (`merged`);
 * a spawned tile zooms in (`new`). Views are ordered by tile id, so an element that stays on the board is never
 * moved in the document (moving it would cut its slide short).
 */
import type { GameState } from '@pastime/2048';

type TileMotion = 'still' | 'new' | 'merged' | 'source';

export interface TileView {
  /** The engine's tile id: the same element follows the same tile from move to move. */
  readonly key: number;
  readonly value: number;
  readonly row: number;
  readonly col: number;
  readonly motion: TileMotion;
}

/** The tile elements for `state`; with `animate` false every tile is simply drawn where it is. */
export function tileViews(state: Pick<GameState, 'tiles'>, animate: boolean): TileView[] {
  const views: TileView[] = [];
  for (const tile of state.tiles) {
    const { id, value, row, col } = tile;
    if (!animate) {
      views.push({ key: id, value, row, col, motion: 'still' });
    } else if (tile.mergedFrom) {
      for (const source of tile.mergedFrom) {
        views.push({ key: source.id, value: source.value, row, col, motion: 'source' });
      }
      views.push({ key: id, value, row, col, motion: 'merged' });
    } else {
      views.push({ key: id, value, row, col, motion: tile.spawned ? 'new' : 'still' });
    }
  }
  return views.sort((a, b) => a.key - b.key);
}

/** The colour class of a tile value: its own up to 65536, one shared class beyond. */
export function tileClass(value: number): string {
  return value <= 65536 ? `tile-${value}` : 'tile-super';
}

/** Digits decide the font size: small numbers large, long numbers smaller so they fit the tile. */
export function digitsClass(value: number): string {
  const digits = String(value).length;
  return `tile-digits-${Math.min(digits, 7)}`;
}
