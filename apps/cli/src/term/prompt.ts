import { createInterface } from 'node:readline';
import type { ReadStream, WriteStream } from 'node:tty';
import { wrap } from './layout.ts';

export type PromptAnswer =
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'interrupt' }
  | { readonly kind: 'end-of-input' };

/**
 * Asks one question on the normal screen and waits for a line, the way the module design's game loop reads
 * the board size. Ctrl-C and Ctrl-D are reported rather than ending the program from under the caller.
 */
export function ask(input: ReadStream, output: WriteStream, question: string): Promise<PromptAnswer> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output, terminal: true });
    let settled = false;
    const settle = (answer: PromptAnswer): void => {
      if (settled) return;
      settled = true;
      rl.close();
      input.pause();
      resolve(answer);
    };
    rl.on('SIGINT', () => {
      output.write('\n');
      settle({ kind: 'interrupt' });
    });
    rl.on('close', () => {
      // Ctrl-D: end the prompt's line, as Enter would have.
      if (!settled) output.write('\n');
      settle({ kind: 'end-of-input' });
    });
    // Wrapped at word boundaries like the other lines (`[Y/n]` is never split); the answer is typed after the last.
    const typed = question.trimEnd();
    const lines = output.columns > 0 ? wrap(typed, output.columns - 1, false) : [typed];
    if (lines.length > 1) output.write(`${lines.slice(0, -1).join('\n')}\n`);
    rl.question(`${lines.at(-1) ?? ''}${question.slice(typed.length)}`, (text) =>
      settle({ kind: 'answer', text }),
    );
  });
}
