// The chat's numbers, in headless Chromium on the production demo build: the 5,000-message room
// (data to first messages painted, rows in the DOM, the jump when 30 older messages are prepended and
// the longest frame meanwhile) and a member's message from the server's trigger to the painted row,
// through a real Pusher-protocol server (soketi on 127.0.0.1) when `soketi` is given.

export const CHAT_TARGETS = { openMs: 150, jumpPx: 0, domRows: 150, triggerToPaintMs: 100 };
const BIG_ROOM = '/chat/messaging/200/100/r-agent01-player01';
const BIG_ROOM_CODE = 'r-agent01-player01';

/** Injected before the page loads: the first message row painted after the room's data arrived. */
const openProbe = () => {
  window.__chat = { paintedAt: null };
  const observer = new MutationObserver(() => {
    if (window.__chat.paintedAt !== null) return;
    if (!document.querySelector('[role="log"] [data-key]')) return;
    if (!performance.getEntriesByName('chat:room-data').length) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__chat.paintedAt = performance.now()), 0));
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
};

async function signIn(page, url, soketi) {
  await page.addInitScript((live) => {
    localStorage.setItem('demo_auto_reply', '0');
    if (live) localStorage.setItem('demo_realtime', 'soketi');
  }, Boolean(soketi));
  await page.goto(`${url}/AgentLogin?agentToken=agent-agent01&agentUsername=agent01`);
  await page.waitForURL(/\/index/, { timeout: 30_000 });
}

/** Reading position: the first row whose top is inside the log, and its offset from the log's top. */
const readingRow = () => {
  const log = document.querySelector('[role="log"]');
  const top = log.getBoundingClientRect().top;
  for (const row of log.querySelectorAll('[data-key]')) {
    const r = row.getBoundingClientRect();
    if (r.top >= top) return { key: row.dataset.key, offset: r.top - top };
  }
  return null;
};

const settled = (page) =>
  page.waitForFunction(() => document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'false');

async function measurePrepend(page) {
  const log = page.getByRole('log');
  // A reading position well clear of the top, where the list would ask for older messages by itself.
  await log.evaluate((el) => (el.scrollTop = 600));
  await page.waitForTimeout(300);
  await settled(page);
  const before = await page.evaluate(readingRow);
  const rowsBefore = await page.evaluate(() => document.querySelectorAll('[role="log"] [data-key]').length);
  const oldHeight = await log.evaluate((el) => el.scrollHeight);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 120) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // A DOM click: a pointer click would first scroll the button into view and move the reading position.
  await log
    .getByRole('button')
    .first()
    .evaluate((button) => button.click());
  await page.waitForFunction((h) => document.querySelector('[role="log"]').scrollHeight > h, oldHeight);
  await settled(page);
  await page.waitForTimeout(400);
  const after = await page.evaluate((key) => {
    const el = document.querySelector('[role="log"]');
    const row = el.querySelector(`[data-key="${key}"]`);
    return row ? row.getBoundingClientRect().top - el.getBoundingClientRect().top : null;
  }, before?.key);
  const frames = await page.evaluate(() => window.__frames);
  return {
    jumpPx: before && after !== null ? Math.abs(after - before.offset) : NaN,
    longestFrameMs: Math.max(...frames),
    rowsBefore,
  };
}

async function measureTrigger(page) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const text = `bench ${Date.now()} ${i}`;
    const started = await page.evaluate((t) => {
      window.__painted = null;
      const observer = new MutationObserver(() => {
        const log = document.querySelector('[role="log"]');
        if (log && log.textContent.includes(t)) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (window.__painted = performance.now()), 0));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      return performance.now();
    }, text);
    await page.evaluate(([code, t]) => window.__demoChat.memberSends(code, t), [BIG_ROOM_CODE, text]);
    await page.waitForFunction(() => window.__painted !== null, null, { timeout: 10_000 });
    times.push((await page.evaluate(() => window.__painted)) - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

export async function measureChat(browser, url, { soketi = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await signIn(page, url, soketi);
    await page.addInitScript(openProbe);
    await page.goto(`${url}${BIG_ROOM}`);
    await page.waitForFunction(() => window.__chat?.paintedAt != null, null, { timeout: 60_000 });
    const openMs = await page.evaluate(
      () => window.__chat.paintedAt - performance.getEntriesByName('chat:room-data').at(-1).startTime,
    );
    await page.waitForTimeout(500);
    const prepend = await measurePrepend(page);
    // Load the whole room, page by page, then count the rows the DOM holds.
    for (let i = 0; i < 200; i++) {
      const more = page.getByRole('log').locator('button').first();
      if (!(await more.isVisible().catch(() => false))) break;
      await page.getByRole('log').evaluate((el) => (el.scrollTop = 0));
      await more.click().catch(() => undefined);
      await page.waitForFunction(() => document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'false');
    }
    const loaded = await page.evaluate(() =>
      Number(document.querySelector('[role="log"] [aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
    );
    const domRows = await page.evaluate(() => document.querySelectorAll('[role="log"] [data-key]').length);
    await page.getByRole('log').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(300);
    const triggerToPaintMs = await measureTrigger(page);
    return { openMs, ...prepend, loaded, domRows, triggerToPaintMs, transport: soketi ? 'soketi' : 'in-page' };
  } finally {
    await context.close();
  }
}

export function printChat(result) {
  const ok = (value, target) => (value <= target ? 'PASS' : 'FAIL');
  console.log(
    `\nChat benchmark (5,000-message room, headless Chromium, production demo build, ${result.transport} real-time)\n`,
  );
  console.log(`| ${'Measure'.padEnd(46)} | ${'Value'.padStart(10)} | ${'Target'.padStart(10)} |      |`);
  console.log(`|${'-'.repeat(48)}|${'-'.repeat(12)}|${'-'.repeat(12)}|------|`);
  const line = (label, value, unit, target) =>
    console.log(
      `| ${label.padEnd(46)} | ${`${value.toFixed(1)} ${unit}`.padStart(10)} | ${`<= ${target}`.padStart(10)} | ${ok(value, target)} |`,
    );
  line('Room data -> first messages painted', result.openMs, 'ms', CHAT_TARGETS.openMs);
  line('Jump of the message being read on prepend', result.jumpPx, 'px', CHAT_TARGETS.jumpPx);
  line(`DOM message rows (${result.loaded} loaded)`, result.domRows, 'rows', CHAT_TARGETS.domRows);
  line('Server trigger -> message painted (median)', result.triggerToPaintMs, 'ms', CHAT_TARGETS.triggerToPaintMs);
  console.log(`Longest frame while prepending: ${result.longestFrameMs.toFixed(1)} ms`);
  return (
    result.openMs <= CHAT_TARGETS.openMs &&
    result.jumpPx <= CHAT_TARGETS.jumpPx &&
    result.domRows <= CHAT_TARGETS.domRows &&
    result.triggerToPaintMs <= CHAT_TARGETS.triggerToPaintMs
  );
}
