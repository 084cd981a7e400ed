import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

export default defineConfig({
  // Tests import the engines' sources (`source` in their exports), so no build of them is needed first.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own server with its own PGlite, which takes a few seconds to open.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
