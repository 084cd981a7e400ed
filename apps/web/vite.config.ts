import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { precache } from './scripts/precache-plugin.ts';

export default defineConfig({
  // Relative asset addresses let the built app be served from any folder, not only a site's root.
  base: './',
  plugins: [preact(), precache(fileURLToPath(new URL('./src/sw.ts', import.meta.url)))],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  preview: { host: '127.0.0.1' },
});
