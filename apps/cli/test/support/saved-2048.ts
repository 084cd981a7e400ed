/** The 2048 games in progress a data directory holds, as the tests read them: one file each in `2048-games/`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SavedGameFile {
  readonly id: string;
  /** The process playing it, or null once it has let go. */
  readonly pid: number | null;
  readonly updatedAt: string;
}

/** The games in `<dataDirectory>/2048-games/`, by file name. */
export function savedGames2048(dataDirectory: string): { readonly games: readonly SavedGameFile[] } {
  const dir = join(dataDirectory, '2048-games');
  if (!existsSync(dir)) return { games: [] };
  const games = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SavedGameFile);
  return { games };
}
