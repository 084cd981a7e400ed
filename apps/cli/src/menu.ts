import { RULE_PRESETS } from '@pastime/farkle';
import { DEFAULT_WIN_VALUE } from '@pastime/2048';
import { createInterface } from 'node:readline';
import type { ReadStream, WriteStream } from 'node:tty';
import type { Options2048, OptionsFarkle } from './program/invocation.ts';
import type { CommonOptions } from './program/common-options.ts';
import { ask, type PromptAnswer } from './term/prompt.ts';
import { Painter, detectColorDepth } from './term/color.ts';

/** The options of a game chosen from the menu: what `pastime 2048` alone would have. */
export function menuOptions2048(options: CommonOptions): Options2048 {
  return {
    ...options,
    size: undefined,
    winValue: DEFAULT_WIN_VALUE,
    seed: undefined,
    autoplay: false,
    timeMs: undefined,
    depth: undefined,
  };
}

export function menuOptionsFarkle(options: CommonOptions): OptionsFarkle {
  return {
    ...options,
    players: undefined,
    computer: false,
    names: [],
    seed: undefined,
    delayMs: undefined,
    level: 'classic',
    rules: RULE_PRESETS.traditional,
    rulesGiven: false,
    seats: undefined,
  };
}

/** One line typed after `question`, read without editing keys or escape sequences (a terminal that cannot take them). */
function askPlainly(input: ReadStream, output: WriteStream, question: string): Promise<PromptAnswer> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output, terminal: false });
    let settled = false;
    const settle = (answer: PromptAnswer): void => {
      if (settled) return;
      settled = true;
      rl.close();
      input.pause();
      resolve(answer);
    };
    rl.on('close', () => settle({ kind: 'end-of-input' }));
    rl.once('line', (text) => settle({ kind: 'answer', text }));
    output.write(question);
  });
}

/**
 * `pastime` alone in a terminal: which game? Returns it, or the exit code when the player leaves instead. On the
 * full screen (`screen`) the question is asked with line editing and the title in bold; otherwise plainly.
 */
export async function chooseGame(screen: boolean): Promise<'2048' | 'farkle' | number> {
  const input = process.stdin as ReadStream;
  const output = process.stdout as WriteStream;
  const title = screen ? new Painter(detectColorDepth(process.env)).bold('Pastime') : 'Pastime';
  output.write(`${title}: which game?\n  1  2048\n  2  Farkle\n  q  quit\n`);
  for (;;) {
    const answer = await (screen ? ask : askPlainly)(input, output, 'Your choice: ');
    if (answer.kind === 'interrupt') return 130;
    if (answer.kind === 'end-of-input') return 0;
    const choice = answer.text.trim().toLowerCase();
    if (choice === '1' || choice === '2048') return '2048';
    if (choice === '2' || choice === 'farkle') return 'farkle';
    if (choice === 'q' || choice === 'quit') return 0;
    output.write('Please type 1 for 2048, 2 for Farkle, or q to quit.\n');
  }
}
