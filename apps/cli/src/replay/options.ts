/** What `pastime replay` is asked to do, once its command line is read. */
export interface ReplayOptions {
  /** The replay code, as given (spaces around it are ignored by the decoder). */
  readonly code: string;
  /** Each position as a JSON object, one a line, even in a terminal. */
  readonly json: boolean;
  /** Each position as a line of text, even in a terminal. */
  readonly plain: boolean;
}
