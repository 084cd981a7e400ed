import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where Pastime keeps its files: `$PASTIME_DATA_DIR` (which `--data-dir` sets), else `$XDG_DATA_HOME/pastime`,
 * else `~/.local/share/pastime`. A relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification
 * asks.
 */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const own = env['PASTIME_DATA_DIR'];
  if (own !== undefined && own !== '') return resolve(own);
  const xdg = env['XDG_DATA_HOME'];
  if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'pastime');
  const home = env['HOME'] !== undefined && env['HOME'] !== '' ? env['HOME'] : homedir();
  return join(home, '.local', 'share', 'pastime');
}
