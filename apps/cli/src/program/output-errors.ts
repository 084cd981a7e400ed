import { writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { errorCode } from '../storage/atomic.ts';
import { systemProblem } from '../storage/system-problem.ts';
import { endProgram } from '../term/lifecycle.ts';

/** The exit code when the output cannot be written (a full disk, an I/O error). */
const OUTPUT_FAILED_EXIT_CODE = 1;

/**
 * What happens when writing the output fails: a reader that has gone away (`| head`: EPIPE) ends the program
 * quietly, as it would end a program killed by SIGPIPE; any other failure (`> /dev/full`) is told in one
 * sentence on stderr, and the program ends with `OUTPUT_FAILED_EXIT_CODE`. Either way the program's clean-ups run
 * (a game in progress is saved). A failing stderr is not reported anywhere (there is nowhere left to): its
 * messages are dropped and the program goes on.
 */
export function handleOutputErrors(stdout: Writable, stderr: Writable): void {
  stdout.on('error', (error: unknown) => {
    if (errorCode(error) === 'EPIPE') endProgram(0);
    try {
      writeSync(2, `pastime: could not write the output: ${systemProblem(error)}.\n`);
    } catch {
      // stderr is gone too
    }
    endProgram(OUTPUT_FAILED_EXIT_CODE);
  });
  stderr.on('error', () => {
    // Nowhere to report it; stdout carries the game.
  });
}
