/** What `pastime history` and `pastime stats` are asked to show, once their command line is read. */

/** One game's records, or both games' when absent. */
export type RecordsGame = '2048' | 'farkle';

export interface RecordsOptions {
  readonly game: RecordsGame | undefined;
  /** One JSON document instead of text. */
  readonly json: boolean;
}
