/**
 * Measures the production bundle: builds the app into a temporary folder and prints every JavaScript and CSS
 * file with its raw and gzipped size (gzip level 9, as a static host would serve it), the totals, and the
 * JavaScript loaded at start (what index.html loads; the rest is fetched on demand: Farkle's screen, the
 * workers). `npm run bench -w @pastime/web`. The measuring is in `bundle-measure.ts`, which the end-to-end tests
 * run on their build.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { measureBundle, total, type BundleFile } from './bundle-measure.ts';

process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-size-'));

try {
  await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const { files, startUp } = await measureBundle(outDir);
  const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
  const width = Math.max(...files.map((row) => row.file.length), 10);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
  const line = (label: string, some: readonly BundleFile[]): void => {
    const { raw, gzip } = total(some);
    console.log(`${label.padEnd(width)}  ${kB(raw).padStart(9)}  ${kB(gzip).padStart(9)}`);
  };
  for (const row of files) line(row.file, [row]);
  for (const kind of ['js', 'css'])
    line(
      `total ${kind}`,
      files.filter((row) => row.file.endsWith(`.${kind}`)),
    );
  line('start-up js', startUp);
} catch (error) {
  console.error(`The bundle benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
