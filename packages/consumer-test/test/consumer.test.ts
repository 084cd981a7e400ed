/**
 * The engines as someone outside this repository gets them: `npm pack` each publishable package (its `prepack`
 * builds it), install the tarballs together into a fresh project that has no TypeScript tooling and no registry
 * to reach, then use them there from plain JavaScript and type-check a strict TypeScript consumer against the
 * declarations they ship.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
/** Every publishable package, dependencies first. */
const PACKAGES = ['@pastime/random', '@pastime/2048', '@pastime/2048-ai', '@pastime/farkle'] as const;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a program to its end. npm's own variables are left out of its environment: this test may itself run
 * under `npm test --workspaces`, whose settings must not leak into the installs it makes.
 */
function run(file: string, args: readonly string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

async function succeed(file: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await run(file, args, cwd);
  if (result.code !== 0) {
    throw new Error(
      `${file} ${args.join(' ')} exited with ${result.code}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** What `npm pack --json` says of each tarball. */
interface PackResult {
  readonly name: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

let work = '';
let project = '';
let contents: PackResult[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pastime-consumer-'));
  project = join(work, 'project');
  const packed = await succeed(
    'npm',
    ['pack', '--json', '--pack-destination', work, ...PACKAGES.flatMap((name) => ['-w', name])],
    repo,
  );
  contents = JSON.parse(packed) as PackResult[];
  const tarballs = contents.map((entry) => join(work, entry.filename));
  expect(tarballs).toHaveLength(PACKAGES.length);

  await mkdir(project);
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  const npmrc = join(work, 'npmrc');
  await writeFile(npmrc, '');
  // All tarballs in one install, offline, with an empty cache, a private user configuration and a registry
  // address nothing answers: a dependency that is not among the tarballs fails the install.
  await succeed(
    'npm',
    [
      'install',
      '--offline',
      '--cache',
      join(work, 'cache'),
      '--userconfig',
      npmrc,
      '--registry',
      'http://127.0.0.1:9/',
      '--no-audit',
      '--no-fund',
      '--loglevel',
      'error',
      ...tarballs,
    ],
    project,
  );
  await copyFile(join(fixtures, 'play.mjs'), join(project, 'play.mjs'));
  await copyFile(join(fixtures, 'consumer.ts'), join(project, 'consumer.ts'));
});

afterAll(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
});

describe('the packed engines', () => {
  it('hold their build, their sources, README, LICENSE and package.json, and nothing else', () => {
    // The search's trained n-tuple network is a file of its package (the `./weights/ntuple.bin` export).
    const assets: Readonly<Record<string, readonly string[]>> = {
      '@pastime/2048-ai': ['weights/ntuple.bin'],
    };
    expect(contents.map((entry) => entry.name)).toEqual([...PACKAGES]);
    for (const { name, files } of contents) {
      const paths = files.map((file) => file.path);
      const unexpected = paths.filter(
        (path) =>
          !/^dist\/([\w-]+\/)*[\w-]+\.(js|js\.map|d\.ts|d\.ts\.map)$/.test(path) &&
          !/^src\/([\w-]+\/)*[\w-]+\.ts$/.test(path) &&
          !['README.md', 'LICENSE', 'package.json', ...(assets[name] ?? [])].includes(path),
      );
      expect(unexpected, name).toEqual([]);
      expect(paths, name).toContain('dist/index.js');
      for (const asset of assets[name] ?? []) expect(paths, name).toContain(asset);
    }
  });

  it('install from their tarballs alone, each with its build, README and LICENSE, and no TypeScript', async () => {
    const lock = JSON.parse(await readFile(join(project, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; resolved?: string }>;
    };
    for (const name of PACKAGES) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.resolved, name).toMatch(/^file:/);
      const dir = join(project, 'node_modules', name);
      for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/index.js.map', 'README.md', 'LICENSE']) {
        expect(existsSync(join(dir, file)), `${name}/${file}`).toBe(true);
      }
      expect(existsSync(join(dir, 'dist/.tsbuildinfo')), `${name} ships no build info`).toBe(false);
      expect(existsSync(join(dir, 'test')), `${name} ships no tests`).toBe(false);
    }
    // Nothing else was installed: the packages depend only on each other.
    expect(Object.keys(lock.packages).sort()).toEqual(
      ['', ...PACKAGES.map((name) => `node_modules/${name}`)].sort(),
    );
    expect(existsSync(join(project, 'node_modules', 'typescript'))).toBe(false);
  });

  it('are published public (scoped names are restricted otherwise), for the Node they need, under MIT', async () => {
    for (const name of PACKAGES) {
      const manifest = JSON.parse(
        await readFile(join(project, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { publishConfig?: unknown; engines?: unknown; license?: unknown; repository?: { url?: unknown } };
      expect(manifest.publishConfig, name).toEqual({ access: 'public' });
      // ESM only: require() of them, from CommonJS, works from Node 20.19 on.
      expect(manifest.engines, name).toEqual({ node: '>=20.19' });
      expect(manifest.license, name).toBe('MIT');
      expect(manifest.repository?.url, name).toBe('git+https://github.com/pastime-games/pastime.git');
    }
  });

  it('load with require() from CommonJS, as engines >=20.19 promises', async () => {
    await writeFile(
      join(project, 'require.cjs'),
      [
        ...PACKAGES.map((name, i) => `const m${i} = require(${JSON.stringify(name)});`),
        `console.log(JSON.stringify([${PACKAGES.map((_, i) => `Object.keys(m${i}).length`).join(', ')}]));`,
        "console.log(require('@pastime/2048').newGame({ seed: 1 }).size);",
      ].join('\n'),
    );
    const output = await succeed(process.execPath, ['require.cjs'], project);
    const [counts, size] = output.trim().split('\n');
    expect((JSON.parse(counts ?? '[]') as number[]).every((count) => count > 0)).toBe(true);
    expect(size).toBe('4');
  });

  it('play a seeded game of each engine from plain JavaScript exactly as the sources do', async () => {
    const installed = JSON.parse(await succeed(process.execPath, ['play.mjs'], project)) as unknown;
    const sources = JSON.parse(
      await succeed(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'fixtures/play.mjs'],
        join(fixtures, '..'),
      ),
    ) as unknown;
    expect(installed).toEqual(sources);
    // Both games were played to their end.
    expect(installed).toMatchObject({
      '2048': { status: 'lost', size: 4 },
      farkle: { winner: expect.any(Number) as number },
    });
    // The AI chose each of its forty moves at the depth it was asked for.
    const ai = (installed as { '2048-ai': { choices: string[] } })['2048-ai'];
    expect(ai.choices).toHaveLength(40);
    expect(ai.choices.every((choice) => choice.endsWith('@2'))).toBe(true);
  });

  it('type-check a strict TypeScript consumer against the declarations they ship', async () => {
    const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const resolution of ['NodeNext', 'Bundler']) {
      const config = join(project, `tsconfig.${resolution.toLowerCase()}.json`);
      await writeFile(
        config,
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022'],
            module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
            moduleResolution: resolution,
            strict: true,
            noUncheckedIndexedAccess: true,
            exactOptionalPropertyTypes: true,
            skipLibCheck: false,
            noEmit: true,
            types: [],
          },
          files: ['consumer.ts'],
        }),
      );
      const result = await run(process.execPath, [tsc, '-p', config, '--listFiles'], project);
      expect(result.code, `${resolution}:\n${result.stdout}`).toBe(0);
      const files = result.stdout.split('\n');
      for (const name of PACKAGES) {
        expect(files, `${resolution} reads ${name}'s shipped declarations`).toContain(
          join(project, 'node_modules', name, 'dist', 'index.d.ts'),
        );
      }
      expect(files.filter((file) => file.includes('/src/'))).toEqual([]);
    }
  });
});
