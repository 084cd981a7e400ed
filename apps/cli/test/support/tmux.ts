import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import { BIN, CLI_ROOT, tempDataHome, testEnv } from './cli.ts';

const TMUX = '/usr/bin/tmux';

export interface TmuxOptions {
  readonly columns?: number;
  readonly rows?: number;
  readonly env?: Readonly<Record<string, string>>;
  readonly dataHome?: string;
  /** A file that receives every byte the program writes to the terminal, escape sequences included. */
  readonly record?: string;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The real program in a pseudo terminal: a private tmux server (its own socket), one window running the
 * program through `sh`, which prints the exit status and keeps the pane open so the screen after the end can
 * be read. Always `kill()` it.
 */
export class TmuxProgram {
  private readonly socket = `pastime-test-${process.pid}-${randomBytes(4).toString('hex')}`;

  private constructor() {}

  static start(args: readonly string[], options: TmuxOptions = {}): TmuxProgram {
    return TmuxProgram.startCommand([process.execPath, BIN, ...args], options);
  }

  static startCommand(argv: readonly string[], options: TmuxOptions = {}): TmuxProgram {
    const program = new TmuxProgram();
    const env = testEnv(options.dataHome, options.env);
    const assignments = Object.entries(env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([k, v]) => `${k}=${quote(v)}`)
      .join(' ');
    // When recording, the program waits until the pane's output is piped to the file, so no byte is missed.
    const ready = `${TMUX} -L ${program.socket} -f /dev/null wait-for ready; `;
    const command = `${options.record === undefined ? '' : ready}cd ${quote(CLI_ROOT)} && env -i ${assignments} ${argv.map(quote).join(' ')}; echo "[exit $?]"; sleep 600`;
    program.tmux(
      'new-session',
      '-d',
      '-x',
      String(options.columns ?? 80),
      '-y',
      String(options.rows ?? 24),
      'sh',
      '-c',
      command,
    );
    if (options.record !== undefined) {
      program.tmux('pipe-pane', '-o', `cat > ${quote(options.record)}`);
      program.tmux('wait-for', '-S', 'ready');
    }
    return program;
  }

  private tmux(...args: string[]): string {
    return execFileSync(TMUX, ['-L', this.socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  }

  /** Keys as tmux names them (`Left`, `C-c`, `Enter`) or literal text with `literal`. */
  send(...keys: string[]): void {
    this.tmux('send-keys', ...keys);
  }

  type(text: string): void {
    this.tmux('send-keys', '-l', '--', text);
  }

  /** The visible screen as text, or with colour escapes. */
  screen(escapes = false): string {
    return this.tmux('capture-pane', '-p', ...(escapes ? ['-e', '-N'] : ['-J']));
  }

  /**
   * Waits until the screen shows `pattern`; fails with the screen shown. A string matches whatever the line
   * breaks and runs of spaces (text wraps differently at different widths); a regular expression matches the
   * screen as it is; a function is asked about the screen. A frame can be caught half drawn, so wait for what
   * is to be checked, not for something drawn before it; the screen returned is also the one once it has stopped
   * changing (within about a quarter of a second, and while it still shows `pattern`), for the rest of the frame.
   */
  async waitFor(pattern: string | RegExp | ((screen: string) => boolean), timeoutMs = 8000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
    const matches = (screen: string): boolean =>
      typeof pattern === 'string'
        ? flat(screen).includes(flat(pattern))
        : typeof pattern === 'function'
          ? pattern(screen)
          : pattern.test(screen);
    let screen = '';
    while (Date.now() < deadline) {
      screen = this.screen();
      if (matches(screen)) return this.settled(screen, matches);
      await sleep(40);
    }
    throw new Error(`timed out waiting for ${String(pattern)}; the screen was:\n${screen}`);
  }

  /** `screen`, or a later one still matching, once two captures 50 ms apart agree (five tries at most). */
  private async settled(screen: string, matches: (screen: string) => boolean): Promise<string> {
    let last = screen;
    for (let i = 0; i < 5; i++) {
      await sleep(50);
      const next = this.screen();
      if (next === last || !matches(next)) return last;
      last = next;
    }
    return last;
  }

  /** The program's exit status, once it has ended. */
  async exitCode(timeoutMs = 8000): Promise<number> {
    const screen = await this.waitFor(/\[exit \d+\]/, timeoutMs);
    const match = /\[exit (\d+)\]/.exec(screen);
    return Number(match?.[1]);
  }

  private flag(name: string): string {
    return this.tmux('display-message', '-p', `#{${name}}`).trim();
  }

  get cursorVisible(): boolean {
    return this.flag('cursor_flag') === '1';
  }

  get alternateScreen(): boolean {
    return this.flag('alternate_on') === '1';
  }

  resize(columns: number, rows: number): void {
    this.tmux('resize-window', '-x', String(columns), '-y', String(rows));
  }

  /** The pid of the program (the child of the pane's shell). */
  programPid(): number {
    const shell = this.flag('pane_pid');
    const result = spawnSync('pgrep', ['-P', shell], { encoding: 'utf8' });
    const pid = Number(result.stdout.trim().split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no program running under shell ${shell}`);
    return pid;
  }

  kill(): void {
    let socketPath: string | undefined;
    try {
      socketPath = this.flag('socket_path');
      this.tmux('kill-server');
    } catch {
      // already gone
    }
    // The server leaves its socket file behind.
    if (socketPath !== undefined && socketPath !== '') rmSync(socketPath, { force: true });
  }
}

/** Runs a TypeScript file (through tsx) in a pseudo terminal, the same way as the program. */
function startScript(script: string, options: TmuxOptions = {}): TmuxProgram {
  return TmuxProgram.startCommand([process.execPath, '--import', 'tsx', script], options);
}

/** The terminal is as it was before the program: main screen, cursor shown. */
export function expectRestored(program: TmuxProgram): void {
  expect(program.alternateScreen).toBe(false);
  expect(program.cursorVisible).toBe(true);
}

/**
 * For a file of terminal tests: a private data directory for each test, and every program the test starts in
 * tmux killed after it, passed or failed (a pane left behind would sleep for ten minutes).
 */
export function terminalTests(defaultEnv: Readonly<Record<string, string>> = {}): {
  /** The data directory of the running test (`XDG_DATA_HOME`). */
  readonly home: () => string;
  /** The program, 80×24 unless told otherwise. */
  readonly start: (
    args: readonly string[],
    options?: {
      readonly env?: Readonly<Record<string, string>>;
      readonly columns?: number;
      readonly rows?: number;
      readonly record?: string;
    },
  ) => TmuxProgram;
  readonly startScript: (script: string) => TmuxProgram;
} {
  let home: ReturnType<typeof tempDataHome> | undefined;
  const running: TmuxProgram[] = [];
  beforeEach(() => {
    home = tempDataHome();
  });
  afterEach(() => {
    for (const program of running.splice(0)) program.kill();
    home?.remove();
    home = undefined;
  });
  const dataHome = (): string => {
    if (home === undefined) throw new Error('terminalTests: no test is running');
    return home.path;
  };
  const track = (program: TmuxProgram): TmuxProgram => {
    running.push(program);
    return program;
  };
  return {
    home: dataHome,
    start: (args, options = {}) =>
      track(
        TmuxProgram.start(args, {
          dataHome: dataHome(),
          env: { ...defaultEnv, ...options.env },
          columns: options.columns ?? 80,
          rows: options.rows ?? 24,
          ...(options.record === undefined ? {} : { record: options.record }),
        }),
      ),
    startScript: (script) => track(startScript(script, { dataHome: dataHome() })),
  };
}
