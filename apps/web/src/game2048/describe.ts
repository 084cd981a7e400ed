/** Short sentences for the live region: what a move or an action did, for players who cannot see the board. */
import type { Direction, GameState } from '@pastime/2048';
import type { AutoPlayEvent, AutoPlaySpeed, AutoPlayStart, Hint2048, Outcome2048 } from '@pastime/app-core';

function points(n: number): string {
  return n === 1 ? '1 point' : `${n} points`;
}

/**
 * What a command did (`state`: the position after it); undefined where the buttons say it already (nothing to
 * undo, redo or keep going from).
 */
export function describeOutcome(outcome: Outcome2048, state: GameState): string | undefined {
  switch (outcome.kind) {
    case 'moved':
    case 'won':
    case 'lost':
      return describeMoved(outcome.direction, state);
    case 'waiting-after-win':
      return 'You won. Choose Keep going or New Game.';
    case 'no-moves-left':
      return 'The game is over.';
    case 'nothing-moved':
      return `Cannot move ${outcome.direction}.`;
    case 'followed':
      return describeFollowed(state);
    case 'undone':
      return `Move undone. Score ${state.score}.`;
    case 'redone': {
      const direction = state.lastMove?.direction;
      return `Move ${direction ? `${direction} ` : ''}redone. Score ${state.score}.`;
    }
    case 'kept-going':
      return `Keep going. Score ${state.score}.`;
    case 'new-game':
      return describeNewGame(state);
    case 'nothing-to-undo':
    case 'nothing-to-redo':
    case 'not-won':
      return undefined;
  }
}

/** A move that moved tiles: the player's, or auto-play's. */
export function describeMoved(
  direction: Direction,
  state: Pick<GameState, 'lastMove' | 'score' | 'status' | 'winValue'>,
): string {
  const last = state.lastMove;
  const parts = [`Moved ${direction}.`];
  if (last && last.scoreGained > 0) {
    parts.push(
      `${last.merges === 1 ? '1 merge' : `${last.merges} merges`}, plus ${points(last.scoreGained)}.`,
    );
  }
  parts.push(`Score ${state.score}.`);
  if (last?.spawn)
    parts.push(`New ${last.spawn.value} at row ${last.spawn.row + 1}, column ${last.spawn.col + 1}.`);
  if (state.status === 'won') parts.push(`You win! You made ${state.winValue}.`);
  if (state.status === 'lost') parts.push('Game over: no moves left.');
  return parts.join(' ');
}

export function describeNewGame(state: GameState): string {
  const tiles = state.tiles.map((tile) => `${tile.value} at row ${tile.row + 1}, column ${tile.col + 1}`);
  return `New game on a ${state.size} by ${state.size} board, reach ${state.winValue}. Tiles: ${tiles.join('; ')}.`;
}

/** Another tab played this game further, and this tab took up its position instead of making its own move. */
export function describeFollowed(state: GameState): string {
  return `This game was played on in another tab: showing its latest position. Score ${state.score}.`;
}

export function describeResumed(state: GameState): string {
  return `Resumed the game on a ${state.size} by ${state.size} board, reach ${state.winValue}. Score ${state.score}.`;
}

/** How an auto-play speed is offered in its control. */
export function speedLabel(speed: AutoPlaySpeed): string {
  return speed === 'fastest' ? 'Fastest' : `${speed} a second`;
}

/** How an auto-play speed is said. */
function speedWords(speed: AutoPlaySpeed): string {
  if (speed === 'fastest') return 'as fast as it can';
  return speed === 1 ? '1 move a second' : `${speed} moves a second`;
}

/** The hint: "Best move: Left", or why there is none; undefined when the board moved on while it was sought. */
export function describeHint(hint: Hint2048): string | undefined {
  if (hint.ok) return `Best move: ${hint.direction.charAt(0).toUpperCase()}${hint.direction.slice(1)}`;
  switch (hint.reason) {
    case 'lost':
      return 'No move is left: the game is over.';
    case 'won':
    case 'no-move':
    case 'no-search':
      return 'No move is possible.';
    case 'moved-on':
      return undefined;
  }
}

/** Why Auto-play did not start. */
export function describeAutoPlayRefused(reason: Exclude<AutoPlayStart, { ok: true }>['reason']): string {
  switch (reason) {
    case 'won':
      return 'Auto-play waits after a win: choose Keep going first.';
    case 'lost':
      return 'No move is left: the game is over.';
    case 'running':
      return 'Auto-play is on.';
    case 'no-search':
      return 'Auto-play is not available.';
  }
}

/** What auto-play says when it starts, stops, pauses at a win and goes on after Keep going. */
export function describeAutoPlay(event: AutoPlayEvent, state: GameState, speed: AutoPlaySpeed): string {
  switch (event.type) {
    case 'started':
      return `Auto-play started, ${speedWords(speed)}. Press any key or click to take over.`;
    case 'paused':
      return `Auto-play paused: you made ${state.winValue}. Choose Keep going to let it play on.`;
    case 'resumed':
      return 'Auto-play goes on.';
    case 'stopped':
      switch (event.reason) {
        case 'lost':
          return `Auto-play stopped: no moves are left. Score ${state.score}.`;
        case 'error':
          return `Auto-play stopped: the search failed${event.error ? ` (${event.error.message})` : ''}.`;
        case 'player':
        case 'button':
        case 'game-changed':
          return `Auto-play stopped. Score ${state.score}.`;
      }
  }
}
