import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { precache } from './scripts/precache-plugin.ts';

export default defineConfig({
  // Relative asset addresses let the built app be served from any folder, not only a site's root.
  base: './',
  plugins: [preact(), precache(fileURLToPath(new URL('./src/sw.ts', import.meta.url)))],
  // The engines are bundled from their sources (`source` in their exports), so no build of them is needed first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  // Workers are built as modules (`new Worker(url, { type: 'module' })`), each into a file of its own.
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
});
