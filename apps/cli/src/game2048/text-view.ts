import { showBytes } from '../term/quote.ts';
import { formatPoints, type Message2048, type Outcome2048 } from '@pastime/app-core';
import { legalMoves, type Direction, type GameState } from '@pastime/2048';

/** What a line of `--json` output reports: an action's outcome, or what the protocol itself did. */
export type LineOutcome2048 =
  Outcome2048['kind'] | 'start' | 'hint' | 'help' | 'invalid' | 'quit' | 'end-of-input';

/** The answer to `hint`: the best move (null when no move is legal) and the search's value of each legal move. */
export interface HintJson {
  readonly hint: Direction | null;
  readonly values: Partial<Record<Direction, number>>;
}

/** The board as plain text: one row per line, numbers right-aligned, `.` for an empty cell. */
export function boardText(state: Pick<GameState, 'board' | 'bestTile'>): string[] {
  const width = Math.max(4, String(state.bestTile).length) + 1;
  return state.board.map((row) => row.map((v) => (v === 0 ? '.' : String(v)).padStart(width)).join(''));
}

function statusText(state: GameState, best: number): string {
  return `Score: ${formatPoints(state.score)}  Best: ${formatPoints(best)}  Moves: ${formatPoints(state.moves)}  Status: ${state.status}`;
}

/** What the line protocol prints after each command, without colours or cursor movement. */
export function stateText(state: GameState, best: number, message: Message2048 | undefined): string {
  const lines = [...boardText(state), statusText(state, best)];
  if (message !== undefined) lines.push(message.text);
  return `${lines.join('\n')}\n\n`;
}

/** The state as one JSON object (a line of `--json` output). */
export function stateJson(
  state: GameState,
  extra: {
    readonly command: string | null;
    readonly outcome: LineOutcome2048;
    readonly best: number;
    readonly message: Message2048 | undefined;
    readonly error?: string;
    readonly hint?: HintJson;
  },
): string {
  const object = {
    game: '2048',
    command: extra.command === null ? null : showBytes(extra.command),
    outcome: extra.outcome,
    ...(extra.error === undefined ? {} : { error: extra.error }),
    ...(extra.hint === undefined ? {} : { hint: extra.hint.hint, values: extra.hint.values }),
    message: extra.message?.text ?? null,
    size: state.size,
    winValue: state.winValue,
    board: state.board,
    score: state.score,
    best: extra.best,
    moves: state.moves,
    status: state.status,
    won: state.won,
    bestTile: state.bestTile,
    legalMoves: legalMoves(state),
    canUndo: state.undoDepth > 0,
    canRedo: state.redoDepth > 0,
    lastMove:
      state.lastMove === null
        ? null
        : {
            direction: state.lastMove.direction,
            gained: state.lastMove.scoreGained,
            spawn: state.lastMove.spawn,
          },
  };
  return `${JSON.stringify(object)}\n`;
}
