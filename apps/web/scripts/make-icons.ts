/**
 * Renders the app's PNG icons from its SVGs with headless Chromium: `npm run icons -w @pastime/web`.
 * The PNGs are committed; run this again only after changing an SVG.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const outputs = [
  { svg: '../public/icons/icon.svg', png: '../public/icons/icon-192.png', size: 192 },
  { svg: '../public/icons/icon.svg', png: '../public/icons/icon-512.png', size: 512 },
  { svg: './icon-maskable.svg', png: '../public/icons/icon-maskable-512.png', size: 512 },
  { svg: './icon-maskable.svg', png: '../public/icons/apple-touch-icon.png', size: 180 },
  { svg: '../public/icons/icon.svg', png: '../public/icons/favicon-32.png', size: 32 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { svg, png, size } of outputs) {
    const markup = await readFile(here(svg), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await writeFile(here(png), await page.screenshot({ omitBackground: true }));
    console.log(`wrote ${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
