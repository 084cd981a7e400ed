import { defineConfig } from 'vitest/config';

export default defineConfig({
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
