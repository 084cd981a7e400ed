import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';

// Tests run on the sources: `source` picks each workspace package's src/index.ts over its built dist/.
export default defineConfig({
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  // Searches and training games are real work: on a busy machine one can take several seconds.
  test: { testTimeout: 30_000 },
});
