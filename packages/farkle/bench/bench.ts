/**
 * `npm run bench -w @pastime/farkle`: how long scoring every ordered six-dice roll and simulating 10,000
 * computer-vs-computer games take. Each figure is the median of several runs after a warm-up.
 */
import { apply, bestSelection, computerAction, newGame, scoreRoll, scoreSelection } from '../src/index.ts';
import type { Face } from '../src/index.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(runs: number, fn: () => void): number {
  fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const rolls: Face[][] = [];
for (let n = 0; n < 6 ** 6; n++) {
  const dice: Face[] = [];
  for (let k = 0, m = n; k < 6; k++, m = Math.floor(m / 6)) dice.push(((m % 6) + 1) as Face);
  rolls.push(dice);
}

let sink = 0;
const rollMs = time(21, () => {
  for (const dice of rolls) sink += scoreRoll(dice);
});
const selectionMs = time(21, () => {
  for (const dice of rolls) sink += scoreSelection(dice);
});
const hintMs = time(11, () => {
  for (const dice of rolls) sink += bestSelection(dice).score;
});

const GAMES = 10_000;
let actions = 0;
const gamesMs = time(3, () => {
  actions = 0;
  for (let seed = 0; seed < GAMES; seed++) {
    let s = newGame({ mode: 'computer-vs-computer', seed });
    while (s.phase !== 'game-over') {
      s = apply(s, computerAction(s));
      actions++;
    }
  }
});

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
console.log(`Node ${process.version}, median of runs after a warm-up`);
console.log(`scoreRoll, all ${rolls.length} ordered six-dice rolls:      ${fmt(rollMs)} ms`);
console.log(`scoreSelection, all ${rolls.length} ordered six-dice rolls: ${fmt(selectionMs)} ms`);
console.log(`bestSelection, all ${rolls.length} ordered six-dice rolls:  ${fmt(hintMs)} ms`);
console.log(
  `${GAMES} computer-vs-computer games: ${fmt(gamesMs)} ms ` +
    `(${actions} actions, ${Math.round(actions / (gamesMs / 1000)).toLocaleString('en')} actions/s)`,
);
if (sink < 0) console.log(sink);
