/**
 * Problems worth telling the player that do not stop the game (a corrupt data file set aside, a save that
 * failed). Through a pipe they go to stderr at once; a full-screen game shows them on screen and prints them
 * again once the terminal is given back. Each is told once: a data directory that cannot be written fails the
 * same way on every save, and repeating it would bury the game's own messages.
 */
export class Notices {
  private readonly all: string[] = [];
  private listener: ((message: string) => void) | undefined;

  constructor(private readonly immediate: ((message: string) => void) | undefined) {}

  readonly report = (message: string): void => {
    if (this.all.includes(message)) return;
    this.all.push(message);
    this.immediate?.(message);
    this.listener?.(message);
  };

  /** Also calls `listener` with every later notice (the screen shows it). */
  listen(listener: ((message: string) => void) | undefined): void {
    this.listener = listener;
  }

  get messages(): readonly string[] {
    return this.all;
  }
}
