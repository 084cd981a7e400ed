/**
 * FNV-1a, 32 bits, over the UTF-16 code units of `text`, as eight hex digits: the short hash a save's check value
 * holds of a position. Not a defence against a deliberate forgery, only against a save that replays to another
 * position than the one it was written with (a damaged log, a changed engine).
 */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
