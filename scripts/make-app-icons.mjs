// Writes the installed app's icons (public/icons/*.png, named in public/manifest.webmanifest) from
// the app's own icon (src/lib/attention/favicon-badge.ts, equal to public/favicon.svg), drawn by
// Debian's Chromium. The maskable one fills the whole square: a launcher cuts its own shape out of
// it, and the letter stays inside the middle 80 % every shape keeps. Run again only to change them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public/icons');
const LETTER = '<path d="M9 8h9a5 5 0 0 1 0 10H9zM9 18h10a5 5 0 0 1 0 10H9z" fill="#fff" opacity=".9"/>';
const svg = (size, rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">` +
  `<rect width="32" height="32" ${rounded ? 'rx="6" ' : ''}fill="#2563eb"/>${LETTER}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { file, size, rounded } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${svg(size, rounded)}</body>`);
    await page.locator('svg').screenshot({ path: path.join(OUT, file), omitBackground: true });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
