import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-options.ts';
import { serveStatic } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the built app, served for this run (ends with `/`). */
    baseUrl: string;
    /** The folder of the built app, for tests that serve it with the Pastime server. */
    builtApp: string;
    /** Where the run's one Chromium listens; each test file connects to it. */
    wsEndpoint: string;
    /** The folder the app was built into (the benchmarks' quick run measures it). */
    outDir: string;
  }
}

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Once per run: builds the app into a private folder (so parallel runs and `npm start` never collide), serves it
 * on a free port and starts one headless Chromium that every test file shares. All of it stops afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'pastime-web-e2e-'));
  // Vitest sets NODE_ENV=test, which would make Vite build a non-production app; test what players get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const server = await serveStatic(outDir);
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('baseUrl', server.url);
  project.provide('builtApp', outDir);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('outDir', outDir);
  return async () => {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
