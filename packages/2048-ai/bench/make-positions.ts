/**
 * Writes `bench/positions.txt`, the fixed positions the search benchmark measures: boards from real seeded games
 * (game i: `newGame({ seed: i, stopOnWin: false })`, played by `analyze` at depth 3), every 97th move from move
 * 400 on, so mid- and late-game boards. One board a line as 16 hex digits: the 64-bit packed board (cell
 * i = 4 × row + col in nibble i), the format the reference driver reads too. Deterministic: running it again writes
 * the same file.
 *
 * Usage: tsx bench/make-positions.ts [--games N]   (N games, default 8)
 */
import { writeFileSync } from 'node:fs';
import { apply, newGame } from '@pastime/2048';
import { analyze } from '../src/index.ts';
import { pack } from '../src/fast/board.ts';
import { boardHex } from './positions.ts';

const FIRST = 400;
const EVERY = 97;

const gamesArg = process.argv.indexOf('--games');
const games = gamesArg >= 0 ? Number(process.argv[gamesArg + 1]) : 8;
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');

const lines: string[] = [];
for (let seed = 1; seed <= games; seed++) {
  let state = newGame({ seed, stopOnWin: false, history: false });
  for (;;) {
    if (state.moves >= FIRST && (state.moves - FIRST) % EVERY === 0) {
      const packed = pack(state.board);
      if (packed !== null) lines.push(boardHex(packed.lo, packed.hi));
    }
    const best = analyze(state, { depth: 3 }).best;
    if (best === null) break;
    state = apply(state, best);
  }
  console.error(`game ${seed}: ${state.moves} moves, best tile ${state.bestTile}, ${lines.length} positions`);
}
writeFileSync(new URL('positions.txt', import.meta.url), lines.join('\n') + '\n');
