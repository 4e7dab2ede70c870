import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_PORT, RUN } from './deployed-app.mjs';
import { recordViolations } from './policy-violations';

const en = (ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), `locales/en/${ns}.json`), 'utf8'));
const common = en('common') as { loadFailed: { title: string }; errors: { network: string } };
const failure = en('failure') as { routeError: { chunkTitle: string; reload: string } };
const SITE = path.join(RUN, 'site');
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/** The width and height a PNG's header gives. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** The script of the worker controlling the page, or '' while none does. */
const controller = (page: Page) =>
  page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'http://x/').pathname.slice(1));

/** A row of the chat's room list: the chat has loaded from its server. */
const firstRoom = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first();

/** The registration's workers and their states, for a failure's message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const name = (worker: ServiceWorker | null | undefined) =>
      worker ? `${new URL(worker.scriptURL).pathname} ${worker.state}` : 'none';
    return JSON.stringify({
      controller: name(navigator.serviceWorker.controller),
      active: name(registration?.active),
      waiting: name(registration?.waiting),
      installing: name(registration?.installing),
    });
  });

const NEW = 'the new version';
/** NEW once the new page shows, else the registration's workers: a failure says where it stopped. */
const newVersionOrWorkers = async (page: Page) =>
  (await page.locator('meta[name="app-build"]').count()) === 1
    ? NEW
    : await workerStates(page).catch(() => 'a page loading');

/** Signed in as agent01 through the agent backend's link, on the chat, with the worker in control. */
async function openChatControlled(page: Page) {
  await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/chat/messaging');
  await expect(firstRoom(page)).toBeVisible();
  // The first visit installs the worker; it controls the pages loaded after it is active.
  const state = await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    while (active && active.state === 'activating')
      await new Promise((done) => active.addEventListener('statechange', done, { once: true }));
    return active?.state;
  });
  expect(state).toBe('activated');
  await page.reload();
  await expect(firstRoom(page)).toBeVisible();
  expect(await controller(page)).toBe('sw.js');
}

test('the manifest is served and valid: name, start address, display, colours and icons', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Back Office',
    short_name: 'Back Office',
    start_url: '/chat/messaging',
    display: 'standalone',
    theme_color: '#2563eb',
  });
  type Icon = { src: string; sizes: string; type: string; purpose: string };
  const icons = manifest.icons as Icon[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

test('the worker registers under the policy, controls the page, and keeps nothing of the API', async ({ page }) => {
  const violations = await recordViolations(page);
  await openChatControlled(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  // The app shell: the page, its scripts, styles and icons, all of the app's own origin.
  expect(cached.length).toBeGreaterThan(50);
  expect(cached.filter((url) => url.startsWith(API_ORIGIN))).toEqual([]);
  expect(cached.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

test("a reload while offline shows the app and its offline state, not the browser's error page", async ({
  page,
  context,
}) => {
  await openChatControlled(page);
  await context.setOffline(true);
  await page.reload();
  // The app itself: its title, and the check that could not reach the server, with its reason (the
  // chat's parts that need the server may say so too).
  await expect(page).toHaveTitle(/Back Office/);
  await expect(page.getByRole('heading', { name: common.loadFailed.title }).first()).toBeVisible();
  await expect(page.getByText(common.errors.network).first()).toBeVisible();
  // Back online, the same address opens the chat again.
  await context.setOffline(false);
  await page.reload();
  await expect(firstRoom(page)).toBeVisible();
});

test('a new deploy is offered as a new version, and its worker takes over only on Reload', async ({ page }) => {
  await openChatControlled(page);
  const files = ['index.html', 'sw.js'].map((name) => path.join(SITE, name));
  const [page0, worker0] = files.map((file) => readFileSync(file, 'utf8')) as [string, string];
  try {
    // A deploy: the page changes, and with it its revision in the worker's precache list.
    writeFileSync(files[0]!, page0.replace('<head>', '<head>\n    <meta name="app-build" content="next" />'));
    const revised = worker0.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1' + 'f'.repeat(32) + '"');
    expect(revised).not.toBe(worker0);
    writeFileSync(files[1]!, revised);

    const banner = page.getByRole('status').filter({ hasText: failure.routeError.chunkTitle });
    await page.reload();
    await expect(banner).toBeVisible();
    // Still the running version: a reload does not let the new worker in.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);

    // Staff press Reload on a page that has loaded, as they would.
    await expect(firstRoom(page)).toBeVisible();
    const before = await workerStates(page);
    await banner.getByRole('button', { name: failure.routeError.reload }).click();
    await expect.poll(() => newVersionOrWorkers(page), { message: `workers before Reload: ${before}` }).toBe(NEW);
    await expect(firstRoom(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    writeFileSync(files[0]!, page0);
    writeFileSync(files[1]!, worker0);
  }
});
