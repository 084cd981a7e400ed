/**
 * Whether the terminal named by `TERM` can move the cursor, which the full screen needs (the alternate screen,
 * redrawing in place). `dumb` (Emacs' shell, an editor's console, a serial line) cannot, and a terminal that
 * names nothing (`TERM` unset or empty) is not assumed to. Windows consoles take these sequences whatever `TERM`
 * says (it is usually unset there).
 */
export function canAddressCursor(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform === 'win32') return true;
  const term = (env['TERM'] ?? '').trim().toLowerCase();
  return term !== '' && term !== 'dumb' && !term.startsWith('dumb-') && term !== 'unknown';
}
