/**
 * Measures the production bundle: builds the app into a temporary folder and prints every JavaScript and CSS
 * file with its raw and gzipped size (gzip level 9, as a static host would serve it), the totals, and the
 * JavaScript loaded at start (what index.html loads; the rest is fetched on demand: Farkle's screen, the
 * workers). `npm run bench -w @pastime/web`.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-size-'));

try {
  await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const files = (await readdir(outDir, { recursive: true }))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
  const rows: { file: string; raw: number; gzip: number }[] = [];
  for (const file of files) {
    const bytes = await readFile(join(outDir, file));
    rows.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
  const width = Math.max(...rows.map((row) => row.file.length), 10);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
  for (const row of rows)
    console.log(`${row.file.padEnd(width)}  ${kB(row.raw).padStart(9)}  ${kB(row.gzip).padStart(9)}`);
  const total = (label: string, some: typeof rows): void => {
    const raw = some.reduce((sum, row) => sum + row.raw, 0);
    const gzip = some.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`${label.padEnd(width)}  ${kB(raw).padStart(9)}  ${kB(gzip).padStart(9)}`);
  };
  for (const kind of ['js', 'css'])
    total(
      `total ${kind}`,
      rows.filter((row) => row.file.endsWith(`.${kind}`)),
    );
  // The scripts index.html loads itself (its entry and any module preloads), before anything is asked for.
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/(?:src|href)="\.\/([^"]+\.js)"/g)].map((match) => match[1]));
  total(
    'start-up js',
    rows.filter((row) => loaded.has(row.file)),
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
