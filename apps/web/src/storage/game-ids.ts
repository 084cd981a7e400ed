/** A unique id for a game: the time plus random bits, fine for telling one player's games apart across tabs. */
export function gameId(): string {
  const bits = crypto.getRandomValues(new Uint32Array(2));
  return `${Date.now().toString(36)}-${Array.from(bits, (word) => word.toString(36)).join('')}`;
}
