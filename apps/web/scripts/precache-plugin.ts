import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin, type ResolvedConfig } from 'vite';

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Builds the service worker from `swSource` and writes it as `sw.js` next to `index.html`, with the list of
 * every built file (bundle and public folder) to precache, and a cache version that changes whenever any of
 * those files changes.
 */
export function precache(swSource: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pastime:precache',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const files: string[] = [];
      for (const [fileName, item] of Object.entries(bundle)) {
        if (fileName.endsWith('.map')) continue;
        files.push(fileName);
        hash.update(fileName).update(item.type === 'chunk' ? item.code : item.source);
      }
      if (config.publicDir) {
        for (const file of await listFiles(config.publicDir)) {
          files.push(file);
          hash.update(file).update(await readFile(join(config.publicDir, file)));
        }
      }
      // The shell is cached under the folder's own address, which is what a visit to the app asks for.
      const manifest = ['./', ...files.filter((file) => file !== 'index.html')].sort();
      const version = hash.digest('hex').slice(0, 16);
      const compiled = await transformWithOxc(await readFile(swSource, 'utf8'), swSource, { lang: 'ts' });
      const code = compiled.code
        .replaceAll('__PRECACHE_MANIFEST__', JSON.stringify(manifest))
        .replaceAll('__CACHE_VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
