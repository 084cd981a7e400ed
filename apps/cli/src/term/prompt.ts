import { createInterface } from 'node:readline';
import type { ReadStream, WriteStream } from 'node:tty';
import { decodeKeys, type Key } from './keys.ts';
import { wrap, wrappedLine } from './layout.ts';

type PromptAnswer =
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'interrupt' }
  | { readonly kind: 'end-of-input' };

/** What an answer means, or why it is asked again. */
export type Answered<T> = T | { readonly again: string };

/**
 * Asks one question on the normal screen and waits for a line, the way the module design's game loop reads
 * the board size. Ctrl-C and Ctrl-D are reported rather than ending the program from under the caller. `plain`:
 * without editing keys or escape sequences (a terminal that cannot take them).
 */
function ask(
  input: ReadStream,
  output: WriteStream,
  question: string,
  plain: boolean,
): Promise<PromptAnswer> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output, terminal: !plain });
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
      if (!settled && !plain) output.write('\n');
      settle({ kind: 'end-of-input' });
    });
    if (plain) {
      rl.once('line', (text) => settle({ kind: 'answer', text }));
      output.write(question);
      return;
    }
    // Wrapped at word boundaries like the other lines (`[Y/n]` is never split); the answer is typed after the last.
    const typed = question.trimEnd();
    const lines = output.columns > 0 ? wrap(typed, output.columns - 1, false) : [typed];
    if (lines.length > 1) output.write(`${lines.slice(0, -1).join('\n')}\n`);
    rl.question(`${lines.at(-1) ?? ''}${question.slice(typed.length)}`, (text) =>
      settle({ kind: 'answer', text }),
    );
  });
}

/**
 * Asks `question` until `answer` takes the text typed; a sentence it gives back instead is shown and the question
 * asked again. Ctrl-C (exit code 130) and Ctrl-D (0) leave.
 */
export async function askUntil<T>(
  question: string,
  answer: (text: string) => Answered<T>,
  plain = false,
): Promise<T | { readonly exit: number }> {
  const input = process.stdin as ReadStream;
  const output = process.stdout as WriteStream;
  for (;;) {
    const typed = await ask(input, output, question, plain);
    if (typed.kind === 'interrupt') return { exit: 130 };
    if (typed.kind === 'end-of-input') return { exit: 0 };
    const meant = answer(typed.text);
    if (typeof meant !== 'object' || meant === null || !('again' in meant)) return meant;
    output.write(wrappedLine(meant.again, output.columns));
  }
}

/**
 * Asks `question` and acts on a single key, without Enter (a menu of one-key choices): `answer` takes the key or
 * gives back a sentence, shown before the question is asked again. Ctrl-C (exit code 130) and Ctrl-D (0) leave.
 * Needs a terminal that takes raw mode.
 */
export function askKey<T>(
  question: string,
  answer: (key: Key) => Answered<T>,
): Promise<T | { readonly exit: number }> {
  const input = process.stdin as ReadStream;
  const output = process.stdout as WriteStream;
  return new Promise((resolve) => {
    const finish = (result: T | { readonly exit: number }, echo: string): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write(`${echo}\n`);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      for (const key of decodeKeys(chunk.toString('utf8'))) {
        if (key.kind === 'interrupt') return finish({ exit: 130 }, '');
        if (key.kind === 'end-of-input') return finish({ exit: 0 }, '');
        const meant = answer(key);
        const echo = key.kind === 'char' ? key.char : '';
        if (typeof meant !== 'object' || meant === null || !('again' in meant)) return finish(meant, echo);
        output.write(`\n${wrappedLine(meant.again, output.columns)}${question}`);
      }
    };
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
    output.write(question);
  });
}
