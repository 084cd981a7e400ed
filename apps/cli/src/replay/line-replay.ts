/**
 * A replay through a pipe (or with `--plain` / `--json`): each position on a line of its own, then the verified
 * result.
 */
import type { GameState } from '@pastime/2048';
import type { FarkleState } from '@pastime/farkle';
import { formatPoints, type PlayedReplay } from '@pastime/app-core';
import type { Writable } from 'node:stream';
import { writable } from '../program/line-io.ts';
import { dieText } from '../farkle/text-view.ts';
import { verifiedJson, verifiedText } from './played.ts';

function boardLine(state: GameState): string {
  return state.board
    .map((row) => row.map((value) => (value === 0 ? '.' : String(value))).join(' '))
    .join(' | ');
}

/** `Move 3 of 120 (left, +8): score 24 | 2 . . . | …`; the start is `Start`. */
function position2048Text(state: GameState, index: number, count: number): string {
  const move = state.lastMove;
  const head =
    index === 0 || move === null
      ? 'Start'
      : `Move ${index} of ${count} (${move.direction}${move.scoreGained > 0 ? `, +${formatPoints(move.scoreGained)}` : ''})`;
  return `${head}: score ${formatPoints(state.score)}, ${state.status} | ${boardLine(state)} |`;
}

function position2048Json(state: GameState, index: number, count: number): Record<string, unknown> {
  return {
    game: '2048',
    position: index,
    of: count,
    move: index === 0 ? null : (state.lastMove?.direction ?? null),
    board: state.board,
    score: state.score,
    moves: state.moves,
    status: state.status,
    bestTile: state.bestTile,
  };
}

/** `Step 5 of 80: Ann, turn 3, choosing: dice 1 [5] (3) 2 4 6, turn total 150 | Ann 1,200, Bob 900`. */
function positionFarkleText(state: FarkleState, index: number, count: number): string {
  const head = index === 0 ? 'Start' : `Step ${index} of ${count}`;
  const player = state.players[state.current];
  const whose =
    state.phase === 'game-over' ? 'game over' : `${player?.name ?? ''}, turn ${state.turn}, ${state.phase}`;
  const totals = state.players.map((p) => `${p.name} ${formatPoints(p.total)}`).join(', ');
  return `${head}: ${whose}: dice ${state.dice.map(dieText).join(' ')}, turn total ${formatPoints(state.turnTotal)} | ${totals}`;
}

function positionFarkleJson(state: FarkleState, index: number, count: number): Record<string, unknown> {
  return {
    game: 'farkle',
    position: index,
    of: count,
    phase: state.phase,
    current: state.current,
    turn: state.turn,
    dice: state.dice,
    turnTotal: state.turnTotal,
    selectionScore: state.selectionScore,
    totals: state.players.map((player) => player.total),
    winner: state.winner,
  };
}

/** The lines `pastime replay` prints through a pipe: one a position, then the verified result. */
function replayLines(played: PlayedReplay, json: boolean): string[] {
  const count = played.positions.length - 1;
  const lines =
    played.game === '2048'
      ? played.positions.map((state, i) =>
          json ? JSON.stringify(position2048Json(state, i, count)) : position2048Text(state, i, count),
        )
      : played.positions.map((state, i) =>
          json ? JSON.stringify(positionFarkleJson(state, i, count)) : positionFarkleText(state, i, count),
        );
  lines.push(json ? JSON.stringify(verifiedJson(played)) : verifiedText(played));
  return lines;
}

/** Writes the lines, waiting whenever the reader is behind (a long game is many lines). */
export async function runLineReplay(played: PlayedReplay, json: boolean, output: Writable): Promise<number> {
  for (const line of replayLines(played, json)) {
    output.write(`${line}\n`);
    await writable(output);
  }
  return 0;
}
