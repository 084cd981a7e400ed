import { notify } from './notices.tsx';
import { browserStorage, createStore, type StorageProblem, type Store } from '../storage/storage.ts';

/** What each stored key holds, in words a player understands, for the messages about problems. */
const descriptions: Record<string, string> = {};

/** What the keys starting with each prefix hold, e.g. one saved game each. */
const prefixDescriptions: Record<string, string> = {};

/** Lets a feature name its keys for problem messages, e.g. `describeKey('2048.records', 'the 2048 records')`. */
export function describeKey(key: string, description: string): void {
  descriptions[key] = description;
}

/** Names every key starting with `prefix`, e.g. `describeKeyPrefix('2048.saved.', 'a saved 2048 game')`. */
export function describeKeyPrefix(prefix: string, description: string): void {
  prefixDescriptions[prefix] = description;
}

function describe(key: string): string {
  const exact = descriptions[key];
  if (exact !== undefined) return exact;
  const prefix = Object.keys(prefixDescriptions).find((start) => key.startsWith(start));
  return prefix === undefined ? `the stored value “${key}”` : (prefixDescriptions[prefix] ?? key);
}

export function problemMessage(problem: StorageProblem): string {
  if (problem.kind === 'unavailable')
    return 'This browser does not let the app save anything: progress lasts until the page is closed.';
  const what = describe(problem.key);
  if (problem.kind === 'write-failed') return `Could not save ${what} (${problem.reason}).`;
  const kept = problem.backupKey ? `kept as “${problem.backupKey}”` : undefined;
  if (problem.part) {
    const aside = kept ? `that part was set aside and ${kept}` : 'there was no room to set it aside';
    return `Part of ${what} could not be read (${problem.reason}): ${aside}; the rest is used.`;
  }
  const aside = kept ? ` It was set aside and ${kept}.` : '';
  return `${capitalise(what)} could not be read (${problem.reason}), so it was not used.${aside}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The one store the app uses; problems appear as dismissible messages at the top of the page. */
export const appStore: Store = createStore({
  backend: typeof window === 'undefined' ? undefined : browserStorage(),
  prefix: 'pastime.',
  events: typeof window === 'undefined' ? undefined : window,
  onProblem: (problem) =>
    notify(
      `storage:${problem.kind}:${problem.kind === 'unavailable' ? '' : problem.key}`,
      problemMessage(problem),
    ),
});
