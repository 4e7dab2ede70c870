// node bench/first-keystroke.mjs [--dir dist-demo] [--rounds 3]: the 50,000-account list's first
// search keystroke against the ones after it, on a demo build (build it first: npx vite build --mode
// demo --outDir dist-demo). Each round signs in afresh, opens the list and types as soon as its
// first rows are painted (a quick user), then again in a new page after it has been left idle 1.5 s.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { firstRowsProbe, keystrokeProbe } from './probes.mjs';
import { serve } from './serve.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const DIR = path.resolve(arg('dir', 'dist-demo'));
const ROUNDS = Number(arg('rounds', 3));
const KEYS = [...'lucky00012'.split(''), ...Array(10).fill('Backspace')];
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

const { server, url } = await serve(DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });

async function round(waitMs) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page
    .getByLabel(/username/i)
    .first()
    .fill('service01');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('service123');
  await page
    .getByRole('button', { name: /log ?in|sign in/i })
    .first()
    .click();
  await page.waitForURL(/\/index/, { timeout: 60_000 });
  await page.addInitScript(firstRowsProbe);
  await page.goto(`${url}/user?demoUsers=50000`);
  await page.waitForFunction(
    () => Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount')) > 50_000,
    null,
    { timeout: 120_000 },
  );
  await page.waitForFunction(() => window.__bench?.paintedAt != null, null, { timeout: 60_000 });
  if (waitMs) await page.waitForTimeout(waitMs);
  await page.evaluate(keystrokeProbe, 'data-table:filtered');
  await page.getByRole('searchbox').first().focus();
  for (const key of KEYS) {
    const before = await page.evaluate(() => window.__keys.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__keys.length > n, before, { timeout: 60_000 });
  }
  const keys = await page.evaluate(() => window.__keys.map((k) => k.painted));
  await context.close();
  return { first: keys[0], rest: median(keys.slice(1)) };
}

try {
  for (const wait of [0, 1500]) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await round(wait));
    const f = (n) => n.toFixed(1).padStart(7);
    console.log(
      `typing ${wait ? `after ${wait} ms idle` : 'at once'}: first keystroke ${runs.map((r) => f(r.first)).join(' ')} ms; ` +
        `median of the next 19 ${runs.map((r) => f(r.rest)).join(' ')} ms`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
