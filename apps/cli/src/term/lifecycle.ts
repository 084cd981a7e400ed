/**
 * Every way the program can end runs the registered clean-ups exactly once, newest first: a normal return, a
 * signal (Ctrl-C from outside raw mode, `kill`, a closed terminal), an uncaught error. Clean-ups are
 * synchronous, because on `exit` nothing asynchronous runs any more; restoring the terminal and saving a game
 * are both done with synchronous writes.
 */

export type EndReason = 'exit' | 'signal' | 'error';
type Cleanup = (reason: EndReason) => void;

const cleanups: Cleanup[] = [];
let installed = false;
let ending = false;

const SIGNAL_CODES: Readonly<Record<string, number>> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

function runCleanups(reason: EndReason): void {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      cleanup?.(reason);
    } catch {
      // One failed clean-up must not stop the others (the terminal must be restored in any case).
    }
  }
}

/** Registers `cleanup`; the returned function runs it now (once) and unregisters it. */
export function onEnd(cleanup: Cleanup): (reason?: EndReason) => void {
  installHandlers();
  cleanups.push(cleanup);
  return (reason: EndReason = 'exit') => {
    const index = cleanups.lastIndexOf(cleanup);
    if (index >= 0) {
      cleanups.splice(index, 1);
      cleanup(reason);
    }
  };
}

/** Ends the program now with `code`, after the clean-ups. */
export function endProgram(code: number, reason: EndReason = 'exit'): never {
  ending = true;
  runCleanups(reason);
  process.exit(code);
}

/** Ends the program after an error nothing expected: the terminal is given back first, then the error is told. */
export function failProgram(error: unknown): never {
  ending = true;
  runCleanups('error');
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`pastime: unexpected error: ${text}\n`);
  process.exit(1);
}

function installHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => runCleanups('exit'));
  for (const [signal, number] of Object.entries(SIGNAL_CODES)) {
    process.on(signal, () => {
      if (ending) return;
      endProgram(128 + number, 'signal');
    });
  }
  const crash = (error: unknown): void => {
    if (ending) return;
    failProgram(error);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
