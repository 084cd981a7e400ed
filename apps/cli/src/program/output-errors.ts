import { readFileSync, readlinkSync, writeSync } from 'node:fs';
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

/**
 * Whether the program was started with its stdout closed (`>&-`). Node puts `/dev/null` on a closed standard
 * descriptor, opened for reading and writing; a shell's `> /dev/null` opens it for writing only, so only the
 * first is taken for closed. Where `/proc` cannot tell (not Linux), the output is taken as open.
 */
export function stdoutClosed(): boolean {
  try {
    if (readlinkSync('/proc/self/fd/1') !== '/dev/null') return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'))?.[1];
    // O_ACCMODE is 3, O_RDWR 2.
    return flags !== undefined && (Number.parseInt(flags, 8) & 3) === 2;
  } catch {
    return false;
  }
}

/** Ends the program, before it does anything, when its output has nowhere to go. */
export function refuseClosedOutput(): void {
  if (!stdoutClosed()) return;
  try {
    writeSync(2, 'pastime: could not write the output: standard output is closed.\n');
  } catch {
    // stderr is closed too
  }
  process.exit(OUTPUT_FAILED_EXIT_CODE);
}
