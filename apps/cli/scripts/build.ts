// Builds the terminal program into dist/: one ESM file with the engines and every library inlined, so that the
// installed program needs nothing but Node. Run by `npm run build`, by npm's `prepare` (so `npm install` leaves
// the workspace playable) and by the tests before they start the program.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROGRAM = join(CLI_ROOT, 'dist', 'pastime.js');
const LICENSES = join(CLI_ROOT, 'dist', 'licenses.txt');

/** Writes through a temporary file and a rename: a test or a player starting meanwhile sees a whole file. */
function writeWhole(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** The directory of each installed package the bundle took code from (workspace packages are not there). */
function bundledPackages(inputs: readonly string[]): string[] {
  const marker = `${sep}node_modules${sep}`;
  const roots = new Set<string>();
  for (const input of inputs) {
    const path = resolve(CLI_ROOT, input);
    const at = path.lastIndexOf(marker);
    if (at < 0) continue;
    const rest = path.slice(at + marker.length).split(sep);
    const name = rest[0]?.startsWith('@') === true ? rest.slice(0, 2) : rest.slice(0, 1);
    roots.add(join(path.slice(0, at + marker.length), ...name));
  }
  return [...roots].sort();
}

/** The name, version and licence text of each library inlined, as their licences ask of copies. */
function licenceNotice(packageDirs: readonly string[]): string {
  const sections = packageDirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
    };
    const file = readdirSync(dir).find((name) => /^licen[cs]e/i.test(name));
    const text =
      file === undefined
        ? `License: ${manifest.license ?? 'unknown'}`
        : readFileSync(join(dir, file), 'utf8');
    return `${manifest.name}@${manifest.version}\n\n${text.trim()}\n`;
  });
  if (sections.length === 0) return 'The pastime program includes no other libraries.\n';
  return `The pastime program includes these libraries.\n\n${sections.join('\n---\n\n')}`;
}

/** Bundles src/main.ts into dist/pastime.js (and the licences of what it inlined into dist/licenses.txt). */
export async function buildProgram(): Promise<void> {
  const result = await build({
    entryPoints: [join(CLI_ROOT, 'src', 'main.ts')],
    absWorkingDir: CLI_ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The engines' TypeScript sources, whether or not their own dist/ is built.
    conditions: ['source'],
    write: false,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    // Some inlined CommonJS libraries (the Socket.IO client's Node transports) call require() for Node's modules,
    // which an ES module has only through createRequire.
    banner: {
      js: "import { createRequire as __pastimeRequire } from 'node:module'; const require = __pastimeRequire(import.meta.url);",
    },
    outfile: PROGRAM,
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('esbuild produced no output');
  writeWhole(PROGRAM, output.text);
  writeWhole(LICENSES, licenceNotice(bundledPackages(Object.keys(result.metafile.inputs))));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildProgram();
}
