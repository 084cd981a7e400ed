import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ROOT, runCli, testEnv } from './support/cli.ts';

const manifest = JSON.parse(readFileSync(join(CLI_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
};

/** The environment for npm itself: no settings inherited from the `npm test` that started these tests. */
function npmEnv(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key)) env[key] = value;
  }
  return { ...env, npm_config_cache: cache, npm_config_update_notifier: 'false' };
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the packed program', () => {
  let temp: string;
  let tarball: string;
  let installed: string;
  let packageDir: string;
  let packedFiles: string[];

  beforeAll(() => {
    temp = mkdtempSync(join(tmpdir(), 'pastime-pack-'));
    const env = npmEnv(join(temp, 'cache'));
    // The tests' setup has just built dist/ from the current sources; packing again would only rebuild it.
    const pack = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', temp], {
      cwd: CLI_ROOT,
      env,
    });
    expect(pack.code, pack.stderr).toBe(0);
    const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    tarball = join(temp, packed?.filename ?? '');
    packedFiles = (packed?.files ?? []).map((f) => f.path).sort();
    const prefix = join(temp, 'prefix');
    // Offline: a package that needed anything from a registry could not be installed here.
    const install = run(
      'npm',
      ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball],
      { cwd: temp, env },
    );
    expect(install.code, install.stderr).toBe(0);
    installed = join(prefix, 'bin', 'pastime');
    packageDir = join(prefix, 'lib', 'node_modules', '@pastime', 'cli');
  });

  afterAll(() => {
    rmSync(temp, { recursive: true, force: true });
  });

  /** The installed command, run from outside the repository with a clean environment. */
  const pastime = (args: readonly string[], input = ''): ReturnType<typeof run> =>
    run(installed, args, { cwd: temp, env: testEnv(undefined), input });

  it('is a tarball named after the package, holding the built program and no sources', () => {
    expect(tarball.endsWith(`pastime-cli-${manifest.version}.tgz`)).toBe(true);
    expect(packedFiles).toEqual([
      'LICENSE',
      'README.md',
      'bin/pastime.js',
      'dist/licenses.txt',
      'dist/pastime.js',
      'package.json',
    ]);
    // Everything is bundled: installing it fetches nothing and runs nothing.
    expect(manifest.dependencies).toBeUndefined();
    const shipped = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
      license?: string;
      repository?: { url?: string; directory?: string };
      publishConfig?: { access?: string };
      engines?: { node?: string };
    };
    // What a registry and its users need: the licence (and its text), where the sources are, public access for a
    // scoped name (published restricted otherwise), and the Node it needs.
    expect(shipped.license).toBe('MIT');
    expect(readFileSync(join(packageDir, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(shipped.repository).toEqual({
      type: 'git',
      url: 'git+https://github.com/pastime-games/pastime.git',
      directory: 'apps/cli',
    });
    expect(shipped.publishConfig).toEqual({ access: 'public' });
    expect(shipped.engines).toEqual({ node: '>=20.19' });
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) {
      expect(shipped.scripts?.[script], script).toBeUndefined();
    }
    expect(existsSync(installed)).toBe(true);
  });

  it("gives the installed README's commands, and its help names that README", () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    expect(readme).toContain('npm install -g @pastime/cli');
    expect(readme).toContain('npx @pastime/cli 2048');
    // The opening commands are for someone who installed it: `npx pastime` works only inside the repository.
    const opening = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(opening).toContain('npm install -g @pastime/cli');
    expect(opening).not.toMatch(/npx pastime\b/);
    const help = pastime(['2048', '--help']);
    expect(help.stdout).toContain(`The JSON format is described in ${join(packageDir, 'README.md')}.`);
  });

  it('runs --version, a 2048 game and a Farkle game through a pipe, as the workspace program does', async () => {
    const version = pastime(['--version']);
    expect(version).toMatchObject({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });

    const game2048 = pastime(['2048', '--seed', '7', '--no-save'], 'left\nup\n');
    expect(game2048.code, game2048.stderr).toBe(0);
    expect(game2048.stdout).toContain('Score: 4  Best: 4  Moves: 2  Status: playing');
    expect(game2048.stdout).toContain('Thanks for playing 2048! Final score: 4 (best on 4×4: 4).');

    const farkle = pastime(['farkle', '--seed', '3', '--no-save'], 'roll\nselect 1 5\nroll\n');
    expect(farkle.code, farkle.stderr).toBe(0);
    expect(farkle.stdout).toContain('Jacob rolled: 1 2 2 3 5 4 (up to 150 points).');
    expect(farkle.stdout.trimEnd().endsWith('Thanks for playing Farkle!')).toBe(true);

    // Byte for byte what the program built in the workspace prints.
    const [here2048, hereFarkle] = await Promise.all([
      runCli(['2048', '--seed', '7', '--no-save'], { input: 'left\nup\n' }),
      runCli(['farkle', '--seed', '3', '--no-save'], { input: 'roll\nselect 1 5\nroll\n' }),
    ]);
    expect(game2048.stdout).toBe(here2048.stdout);
    expect(farkle.stdout).toBe(hereFarkle.stdout);
  });
});
