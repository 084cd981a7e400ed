#!/usr/bin/env node
// The `pastime` command: the program built into dist/ (by npm install, npm run build, or the tests).
import { existsSync } from 'node:fs';

const program = new URL('../dist/pastime.js', import.meta.url);
if (!existsSync(program)) {
  process.stderr.write(
    'pastime: the program has not been built: run `npm run build -w @pastime/cli` (npm install does it).\n',
  );
  process.exit(1);
}
await import(program.href);
