import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

export default defineConfig({
  // Tests import the engines' sources (`source` in their exports), so no build of them is needed first.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // The tests drive the built program: a dist/ left from older sources must never be what they test.
    globalSetup: ['test/support/build-program.ts'],
    // The tests drive the real program (through pipes and in tmux): each waits on real processes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
