#!/usr/bin/env node
// Starts the terminal program, whose sources (and the engines') are TypeScript.
//
// The first run, and any run after a source file has changed, bundles the program with esbuild into
// node_modules/.cache/pastime; later runs load that one JavaScript file, which starts several times faster
// than compiling on the fly. When the bundle cannot be made or stored, tsx's loader runs the sources directly.
// PASTIME_NO_BUNDLE=1 always uses tsx.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src', 'main.ts');
const cacheDir = join(root, 'node_modules', '.cache', 'pastime');
const bundle = join(cacheDir, 'pastime.mjs');
const manifest = join(cacheDir, 'inputs.json');

/** The size and modification time of a file, as a fingerprint; null when it is gone. */
function fingerprint(path) {
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
}

/** The bundle is current when every file it was built from is unchanged. */
function bundleIsCurrent() {
  try {
    const inputs = JSON.parse(readFileSync(manifest, 'utf8'));
    if (fingerprint(bundle) === null) return false;
    return Object.entries(inputs).every(([path, print]) => fingerprint(resolve(root, path)) === print);
  } catch {
    return false;
  }
}

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The engines' sources (`source` in their exports), so running from a clone needs no build of them first.
    conditions: ['source', 'module'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: bundle,
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild produced no output');
  const inputs = {};
  for (const path of Object.keys(result.metafile.inputs)) inputs[path] = fingerprint(resolve(root, path));
  mkdirSync(cacheDir, { recursive: true });
  // Several programs may start at once: each writes its own files and renames them into place.
  const suffix = `${process.pid}.${Date.now()}`;
  writeFileSync(`${bundle}.${suffix}`, output.text);
  renameSync(`${bundle}.${suffix}`, bundle);
  writeFileSync(`${manifest}.${suffix}`, JSON.stringify(inputs));
  renameSync(`${manifest}.${suffix}`, manifest);
}

let bundled = false;
if (process.env.PASTIME_NO_BUNDLE !== '1') {
  try {
    if (!bundleIsCurrent()) await build();
    bundled = true;
  } catch {
    bundled = false;
  }
}
if (bundled) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(entry).href);
}
