// node bench/room-search.mjs [--dir dist-demo] [--rounds 3]: the chat's room finder over 300 rooms
// (?demoRooms=300), agent01, on a demo build (build it first: npx vite build --mode demo --outDir
// dist-demo). Types a member's username and clears it, then a nickname, and prints each keystroke's
// time from the key to the frame after the list is drawn again, with its p95 against one frame's
// budget (50 ms, the goal of the other search benches), and the browser's Event Timing of the same keys.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serve } from './serve.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const DIR = path.resolve(arg('dir', 'dist-demo'));
const ROUNDS = Number(arg('rounds', 3));
const GOAL_MS = 50;
const KEYS = [...'gm000123'.split(''), ...Array(8).fill('Backspace'), ...'member 29'.split('')];
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** Key down in the finder's box to the frame after the input's render (the list filters as one types). */
const probe = () => {
  window.__keys = [];
  // The browser's own measure of each interaction (Event Timing: input delay, handlers and the next
  // paint), as Interaction to Next Paint reads it.
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__interactions.set(
          entry.interactionId,
          Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration),
        );
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let at = null;
  document.addEventListener('keydown', (e) => e.target.type === 'search' && (at = performance.now()), true);
  document.addEventListener(
    'input',
    (e) => {
      if (e.target.type !== 'search' || at === null) return;
      const started = at;
      at = null;
      requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - started), 0));
    },
    true,
  );
};

const { server, url } = await serve(DIR);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });

async function round() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/AgentLogin?agentToken=agent-agent01&agentUsername=agent01&demoRooms=300`);
  await page.waitForURL(/\/index/, { timeout: 60_000 });
  await page.goto(`${url}/chat/messaging?demoRooms=300`);
  await page.locator('a[href*="/r-gen-agent01-"]').first().waitFor({ timeout: 60_000 });
  await page.evaluate(probe);
  const box = page.locator('form[role="search"] input[type="search"]');
  await box.focus();
  const shown = () => page.locator('a[href*="/r-gen-agent01-"]').count();
  const all = await shown();
  for (const [n, key] of KEYS.entries()) {
    const before = await page.evaluate(() => window.__keys.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__keys.length > n, before, { timeout: 60_000 });
    // The finder filters: a whole username leaves fewer rooms drawn than the list held.
    if (n === 7 && (await shown()) >= all) throw new Error(`The finder left ${await shown()} of ${all} rooms`);
  }
  // Event Timing entries come with the frame after their paint.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  const keys = await page.evaluate(() => window.__keys);
  const interactions = await page.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  return { keys, interactions };
}

try {
  const all = [];
  const slow = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { keys, interactions } = await round();
    all.push(...keys);
    slow.push(...interactions);
    console.log(`round ${i + 1}: ${keys.map((k) => k.toFixed(1)).join(' ')} ms`);
  }
  const p95 = quantile(all, 0.95);
  console.log(
    `Room finder, 300 rooms, ${all.length} keystrokes: median ${quantile(all, 0.5).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms (goal <= ${GOAL_MS}): ${p95 <= GOAL_MS ? 'PASS' : 'FAIL'}`,
  );
  // Entries exist only for interactions of 16 ms or more (the API's floor), counted to the frame.
  console.log(
    `Event Timing: ${slow.length} of ${all.length} keystrokes took 16 ms or more; the longest ` +
      `${slow.length ? Math.max(...slow) : 0} ms (Interaction to Next Paint counts 200 ms as good).`,
  );
  process.exitCode = p95 <= GOAL_MS ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
