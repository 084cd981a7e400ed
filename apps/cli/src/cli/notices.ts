/**
 * Problems worth telling the player that do not stop the game (a corrupt data file set aside, a save that
 * failed). Through a pipe they go to stderr at once; a full-screen game shows them on screen and prints them
 * again once the terminal is given back.
 */
export class Notices {
  private readonly all: string[] = [];
  private listener: ((message: string) => void) | undefined;

  constructor(private readonly immediate: ((message: string) => void) | undefined) {}

  readonly report = (message: string): void => {
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
