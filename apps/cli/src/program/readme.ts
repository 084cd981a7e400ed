import { fileURLToPath } from 'node:url';

/**
 * The README of the installed package, where the help sends the reader for what it does not say itself (the JSON
 * format). The program runs as one bundle, `dist/pastime.js`, so the package's README is one folder up from it,
 * wherever the package was installed.
 */
export const README = fileURLToPath(new URL('../README.md', import.meta.url));
