import { TERMINAL_FARKLE_SCORES, type FarkleScores } from '@pastime/app-core';
import type { DocumentKind } from '../storage/store.ts';

export type { FarkleScores, FinishedFarkleGame as FarkleRecord } from '@pastime/app-core';

/** `farkle-scores.json`: the one-player high score and who made it, and the finished games. */
export const FARKLE_SCORES: DocumentKind<FarkleScores> = {
  file: 'farkle-scores.json',
  description: 'The Farkle scores file',
  format: TERMINAL_FARKLE_SCORES,
};
