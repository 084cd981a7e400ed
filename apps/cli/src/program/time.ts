const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** The largest unit that fits, with how many seconds it has. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"... for a saved game's date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return 'some time ago';
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return relative.format(-Math.floor(seconds / length), unit);
  }
  return 'just now';
}
