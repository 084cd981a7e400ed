/**
 * A longer seeded fuzz run than the one in `npm test`: complete random games, every invariant after every step.
 *
 * Usage: npm run fuzz -w @pastime/2048 -- [--games N] [--seed S] [--quiet]
 *   --games N   games to play, an integer from 1 to 100,000,000 (default 100,000)
 *   --seed S    seed of the run (default "fuzz"); the same seed plays the same games
 *   --quiet     no progress lines, only the summary
 * Exit status: 0 when no invariant was violated, 1 when one was, 2 for bad arguments.
 */
import { runFuzz } from '../test/support/fuzz.ts';

const USAGE = 'usage: npm run fuzz -w @pastime/2048 -- [--games N] [--seed S] [--quiet]';

interface Args {
  games: number;
  seed: string;
  quiet: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { games: 100_000, seed: 'fuzz', quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new Error(`${String(arg)} needs a value`);
      i++;
      return v;
    };
    if (arg === '--games') {
      const text = value();
      const games = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(games) || games < 1 || games > 100_000_000) {
        throw new Error(`--games must be an integer from 1 to 100000000, got ${JSON.stringify(text)}`);
      }
      args.games = games;
    } else if (arg === '--seed') {
      args.seed = value();
    } else if (arg === '--quiet') {
      args.quiet = true;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return args;
}

let args: Args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`fuzz: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(2);
}

const every = Math.max(1000, Math.min(10_000, Math.floor(args.games / 10)));
const report = runFuzz({
  games: args.games,
  seed: args.seed,
  progressEvery: every,
  onProgress: args.quiet
    ? undefined
    : (r) =>
        console.error(
          `… ${r.games.toLocaleString('en-US')} games, ${r.moves.toLocaleString('en-US')} moves, ${r.violations} violations, ${r.seconds.toFixed(1)} s`,
        ),
});

console.log(`seed:       ${JSON.stringify(args.seed)}`);
console.log(
  `games:      ${report.games.toLocaleString('en-US')} (${report.completeGames.toLocaleString('en-US')} played to the end)`,
);
console.log(`moves:      ${report.moves.toLocaleString('en-US')}`);
console.log(`violations: ${report.violations}`);
// CPU time as well: on a shared machine the wall clock says more about the other work than about this run.
const cpu = process.cpuUsage();
console.log(
  `seconds:    ${report.seconds.toFixed(1)} (${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU seconds)`,
);
for (const sample of report.samples) console.log(`  ${sample}`);
process.exit(report.violations === 0 ? 0 : 1);
