import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

export default defineConfig({
  // The expected results come from the workspace's sources (`source` in the packages' exports).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Each test runs real programs (tsc, npm): seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
