/** The `GameError` a call throws; anything else it throws is rethrown, and not throwing fails the test. */
import { GameError } from '../../src/index.ts';

export function errorOf(run: () => unknown): GameError {
  try {
    run();
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error('expected a GameError');
}
