import { apply, keepGoing, newGame, summarize, type GameState } from '@pastime/2048';
import { analyze } from '@pastime/2048-ai';
import type { Writable } from 'node:stream';
import { formatPoints } from '@pastime/app-core';
import { writable } from '../../program/line-io.ts';
import { boardText } from '../text-view.ts';
import { analyzeOptions, describeLimits, type SearchLimits } from './search.ts';

export interface AutoplaySetup {
  readonly size: number;
  readonly winValue: number;
  readonly seed: string | undefined;
  readonly search: SearchLimits;
}

function seedShown(state: GameState): string {
  return JSON.stringify(String(state.seed));
}

/**
 * `pastime 2048 --autoplay`: the search plays one game to its end, keeping going after a win, and each move and
 * the result are printed as lines (text, or one JSON object each). Nothing is read from or written to the data
 * directory: best scores and records are the player's own. The event loop is given a turn after every move, so
 * a reader that stops reading (`| head`) or a signal ends the program at once.
 */
export async function runAutoplay2048(
  setup: AutoplaySetup,
  json: boolean,
  output: Writable = process.stdout,
): Promise<number> {
  const options = analyzeOptions(setup.search);
  let state = newGame({
    size: setup.size,
    winValue: setup.winValue,
    ...(setup.seed === undefined ? {} : { seed: setup.seed }),
  });
  const write = (line: string): void => {
    output.write(`${line}\n`);
  };
  if (json) {
    write(
      JSON.stringify({
        game: '2048',
        event: 'start',
        size: state.size,
        winValue: state.winValue,
        seed: String(state.seed),
        search: options,
        board: state.board,
      }),
    );
  } else {
    write(
      `2048 auto-play: ${state.size}×${state.size}, get to ${state.winValue}, seed ${seedShown(state)}, search ${describeLimits(setup.search)}.`,
    );
    write(boardText(state).join('\n'));
  }
  for (;;) {
    if (state.status === 'won') state = keepGoing(state);
    const analysis = analyze(state, options);
    if (analysis.best === null) break;
    state = apply(state, analysis.best);
    const gained = state.lastMove?.scoreGained ?? 0;
    if (json) {
      write(
        JSON.stringify({
          game: '2048',
          event: 'move',
          move: state.moves,
          direction: analysis.best,
          gained,
          score: state.score,
          bestTile: state.bestTile,
          status: state.status,
          depth: analysis.depth,
          board: state.board,
        }),
      );
    } else {
      const note =
        state.status === 'won'
          ? `: the ${state.winValue} tile, won; playing on`
          : state.status === 'lost'
            ? ': no move left'
            : '';
      write(
        `move ${formatPoints(state.moves)}: ${analysis.best} +${formatPoints(gained)} (score ${formatPoints(state.score)})${note}`,
      );
    }
    // A reader slower than the search holds it back (see forEachLine); otherwise keys and signals get their turn.
    await (writable(output) ?? new Promise((resolve) => setImmediate(resolve)));
  }
  const result = summarize(state);
  if (json) {
    write(JSON.stringify({ game: '2048', event: 'result', seed: String(state.seed), ...result }));
  } else {
    write(boardText(state).join('\n'));
    write(
      `Result: score ${formatPoints(result.score)}, best tile ${result.bestTile}, ${formatPoints(result.moves)} moves, ${result.won ? 'won' : 'not won'}.`,
    );
  }
  return 0;
}
