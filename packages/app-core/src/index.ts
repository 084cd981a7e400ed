/**
 * `@pastime/app-core`: what the Pastime apps decide the same way, as pure code (no DOM, no Node APIs).
 *
 * @packageDocumentation
 */
export { MAX_FINISHED_GAMES, MAX_ID_LENGTH, MAX_UNFINISHED_GAMES } from './limits.ts';

export type { Expectation } from './schema/error.ts';
export { fieldPath, itemPath, messageOf, mustBe, StoredValueError } from './schema/error.ts';
export type { Rejected, Schema, SchemaType } from './schema/schema.ts';
export {
  anyList,
  anyObject,
  boolean,
  convert,
  integer,
  isoDate,
  list,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  salvage,
  text,
  version,
} from './schema/schema.ts';

export type { DocumentFormat, DocumentRead, JsonObject, StoredDocument } from './storage/document.ts';

export type { FinishedGame2048, GameOutcome, Records2048 } from './g2048/records.ts';
export {
  bestFor,
  EMPTY_RECORDS_2048,
  finishedGame2048,
  mergeRecords,
  outcomeOf,
  recordBest,
  recordGame,
} from './g2048/records.ts';
export { gamesBeyondLimit, highestScore, isResumable } from './g2048/unfinished.ts';
export { BROWSER_RECORDS_2048, TERMINAL_SCORES_2048 } from './g2048/formats.ts';

export type { HighScore } from './farkle/high-score.ts';
export { higherScore, isNewHighScore, NO_HIGH_SCORE, reachedHighScore } from './farkle/high-score.ts';
export type { FarklePlayerResult, FarkleScores, FinishedFarkleGame } from './farkle/records.ts';
export {
  EMPTY_FARKLE_SCORES,
  finishedFarkleGame,
  highScoreOf,
  recordFarkleGame,
  resetFarkleHighScore,
} from './farkle/records.ts';
export { BROWSER_FARKLE_HIGH_SCORE, TERMINAL_FARKLE_SCORES } from './farkle/formats.ts';
export { describeEvent, describeEvents, formatPoints } from './farkle/describe.ts';
