import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

// Two suites: fast unit tests of the app's logic in Node, and end-to-end tests that build the app, serve it and
// drive Chromium. `vitest run --project unit` runs only the first.
export default defineConfig({
  // Tests import the engines' sources (`source` in their exports), so no build of them is needed first.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Runs after the unit tests, which are quick and say more when they fail.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
