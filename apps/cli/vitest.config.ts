import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The tests drive the real program (through pipes and in tmux): each waits on real processes.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
