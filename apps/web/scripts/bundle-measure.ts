/**
 * The bundle's sizes (`bundle-size.ts`), as a function a quick test can run on a build too: every JavaScript and
 * CSS file of a built app with its raw and gzipped size (gzip level 9, as a static host would serve it), and the
 * JavaScript loaded at start (what index.html loads; the rest is fetched on demand).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped JavaScript the app may load at start (README: "budget: under 80 kB"). */
export const START_UP_BUDGET = 80_000;

export interface BundleFile {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

export interface BundleSizes {
  readonly files: readonly BundleFile[];
  /** The scripts index.html loads itself (its entry and any module preloads), before anything is asked for. */
  readonly startUp: readonly BundleFile[];
}

/** The sizes of the app built into `outDir`; fails, saying so, when it holds no script or index.html loads none. */
export async function measureBundle(outDir: string): Promise<BundleSizes> {
  const names = (await readdir(outDir, { recursive: true }))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
  const files: BundleFile[] = [];
  for (const file of names) {
    const bytes = await readFile(join(outDir, file));
    files.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/(?:src|href)="\.\/([^"]+\.js)"/g)].map((match) => match[1]));
  const startUp = files.filter((row) => loaded.has(row.file));
  if (startUp.length === 0) {
    throw new Error(`index.html in ${outDir} loads none of its ${files.length} JavaScript and CSS files`);
  }
  return { files, startUp };
}

export function total(files: readonly BundleFile[]): { readonly raw: number; readonly gzip: number } {
  return {
    raw: files.reduce((sum, row) => sum + row.raw, 0),
    gzip: files.reduce((sum, row) => sum + row.gzip, 0),
  };
}
