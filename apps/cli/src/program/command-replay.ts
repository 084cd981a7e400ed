import { HELP_OPTION } from './common-options.ts';
import type { Command, Invocation } from './invocation.ts';
import { formatOptions, parseOptions, type OptionSpec, UsageError } from './options.ts';
import { quoted } from '../term/quote.ts';

const OPTIONS: readonly OptionSpec[] = [
  {
    long: 'json',
    help: 'print each position as one JSON object per line, then the result',
  },
  { long: 'plain', help: 'print each position as a line of text, even in a terminal' },
  HELP_OPTION,
];

const HELP = [
  'Usage: pastime replay <code> [--json] [--plain]',
  '',
  'Plays a finished game again from its replay code (pastime history lists them). The code holds the game’s',
  'seed and moves: the game is played again from them, and its result is checked against the one the code claims.',
  '',
  'Options:',
  ...formatOptions(OPTIONS),
  '',
  'Keys in a terminal:',
  '  space  play or pause      ← →  step back, step forward',
  '  Home   the start          End  the end',
  '  - +    slower, faster (0.5× to 4×)',
  '  q      quit',
  '',
  'Through a pipe (or with --plain or --json) each position is printed on a line of its own, then the verified',
  'result (with --json: {"verified":true,"score":…,"highestTile":…} for 2048,',
  '{"verified":true,"totals":[…],"winner":…} for Farkle).',
  'A code that cannot be played is told in one sentence on stderr, with exit code 2.',
].join('\n');

function parse(args: readonly string[]): Invocation {
  const parsed = parseOptions(args, OPTIONS, 'replay');
  if (parsed.values.has('help')) return { kind: 'help', text: HELP };
  const [code, extra] = parsed.positionals;
  if (code === undefined)
    throw new UsageError('give the replay code to play: pastime replay <code>', 'replay');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoted(extra)}`, 'replay');
  return {
    kind: 'replay',
    options: { code, json: parsed.values.has('json'), plain: parsed.values.has('plain') },
  };
}

export const COMMAND_REPLAY: Command = {
  name: 'replay',
  summary: 'play a finished game again from its replay code, and check its result',
  help: HELP,
  parse,
};
