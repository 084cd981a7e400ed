import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * Where Pastime keeps its files: `$XDG_DATA_HOME/pastime`, else `~/.local/share/pastime`. A relative
 * `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification asks.
 */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env['XDG_DATA_HOME'];
  if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'pastime');
  const home = env['HOME'] !== undefined && env['HOME'] !== '' ? env['HOME'] : homedir();
  return join(home, '.local', 'share', 'pastime');
}
