/** A mistake on the command line: reported in one clear sentence, and the program exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** The command whose `--help` the message points to, when there is one. */
  readonly command: string | undefined;

  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

export const USAGE_EXIT_CODE = 2;
