/** How numbers and lists read in the table's messages and in announcements. */
import { formatPoints } from '@pastime/app-core';

/** "1 point", "1,050 points" */
export function points(n: number): string {
  return n === 1 ? '1 point' : `${formatPoints(n)} points`;
}

/** "1, 3 and 5" */
export function listOf(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}
