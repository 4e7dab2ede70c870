// The JavaScript a route downloads until the page is quiet, gzipped as the server sends it
// (level 6, the production configuration's), largest files first. Used by `npm run bench`, and on
// its own: node bench/route-weights.mjs <built dir> /login /agent
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Gzipped JavaScript a route may download (the README's budgets): the sign-in page, and any other. */
export const BUDGET_KIB = { '/login': 150, other: 250 };

/** Each route's script files and their gzipped sizes, fetched by a fresh page at `baseUrl`. */
export async function routeWeights(browser, baseUrl, root, routes, prepare, contextOptions = {}) {
  const results = [];
  for (const route of routes) {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    if (prepare) await prepare(page, route);
    const scripts = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    const files = [...scripts]
      .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(root, file)), { level: 6 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    results.push({ route, landed: new URL(page.url()).pathname, files, total: files.reduce((s, f) => s + f.gzip, 0) });
    await context.close();
  }
  return results;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);

export function printWeights(results, top = 12) {
  for (const { route, landed, files, total } of results) {
    console.log(
      `${route}${landed !== route ? ` (landed on ${landed})` : ''}: ${kib(total)} KiB gz in ${files.length} files`,
    );
    for (const { file, gzip } of files.slice(0, top)) console.log(`  ${kib(gzip).padStart(6)}  ${file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, ...routes] = process.argv.slice(2);
  const { chromium } = await import('playwright-core');
  const { serve } = await import('./serve.mjs');
  const { server, url } = await serve(path.resolve(root));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  printWeights(await routeWeights(browser, url, path.resolve(root), routes.length ? routes : ['/login']), 40);
  await browser.close();
  server.close();
}
