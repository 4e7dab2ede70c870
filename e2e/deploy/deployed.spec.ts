import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAsAdmin, signInAsService } from '../sign-in';
import { BUDGET_KIB, kib, routeWeights } from '../../bench/route-weights.mjs';
import { API_PORT, APP_URL, OUT, RUN } from './deployed-app.mjs';
import { isTrustedTypes, recordViolations } from './policy-violations';
import { menuFor } from '../../mocks/db/menus';
import type { DbMenuEntry } from '../../mocks/db/types';

/** Written by scripts/test-deploy.mjs: the headers the server was configured with, and the build's manifest. */
const HEADERS: Record<string, string> = JSON.parse(readFileSync(path.join(RUN, 'headers.json'), 'utf8'));
const MANIFEST: Record<string, { file: string; name?: string }> = JSON.parse(
  readFileSync(path.join(RUN, 'manifest.json'), 'utf8'),
);
const APP_ORIGIN = APP_URL;
const OTHER_ORIGIN = `http://127.0.0.1:${API_PORT}`;

const urls = (entries: DbMenuEntry[]): string[] =>
  entries.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.submenu ?? [])]);
const PUBLIC_ROUTES = ['/login', '/WebLogin', '/AgentLogin', '/403', '/404', '/500', '/no-such-page'];
const SIGNED_IN_ROUTES = [
  ...urls(menuFor({ role_id: 1 })),
  '/transaction/list/player01',
  '/chat/messaging',
  '/chat/hide',
  '/chat/contact',
  '/MessageTemplate',
  '/chat/noteTitle',
];

/** Each answer of the app's server that lacks a header, or has the wrong caching for its kind. */
function recordHeaderProblems(page: Page): { problems: string[]; checked: () => number } {
  const problems: string[] = [];
  let count = 0;
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== APP_ORIGIN) return;
    count += 1;
    const headers = response.headers();
    for (const [name, value] of Object.entries(HEADERS))
      if (headers[name.toLowerCase()] !== value)
        problems.push(`${url.pathname}: ${name} is "${headers[name.toLowerCase()]}"`);
    const cache = headers['cache-control'];
    const expected = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (cache !== expected) problems.push(`${url.pathname}: Cache-Control is "${cache}"`);
  });
  return { problems, checked: () => count };
}

async function openScreen(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
}

test('every route loads under the policy without a violation, every answer carrying the headers', async ({ page }) => {
  const violations = await recordViolations(page);
  const headers = recordHeaderProblems(page);
  const visited: string[] = [];
  const visit = async (route: string) => {
    await openScreen(page, route);
    visited.push(route);
  };
  for (const route of PUBLIC_ROUTES) await visit(route);
  await signInAsAdmin(page);
  expect(SIGNED_IN_ROUTES.length).toBeGreaterThan(12);
  for (const route of SIGNED_IN_ROUTES) await visit(route);
  // A transfer dialog and the language menu, drawn under the policy too.
  await visit('/agent');
  await page.getByRole('button', { name: /More/ }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');

  const count = (route: string, trustedTypes: boolean) =>
    violations.events.filter((v) => v.route === route && isTrustedTypes(v) === trustedTypes).length;
  console.log(
    `Policy violations on ${visited.length} visits (Content-Security-Policy / Trusted Types):\n` +
      visited.map((route) => `  ${route}: ${count(route, false)} / ${count(route, true)}`).join('\n'),
  );
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
  expect(headers.problems).toEqual([]);
  // Pages, scripts, styles, locale files and the icon: the check saw the app's own answers.
  expect(headers.checked()).toBeGreaterThan(50);
});

test('the policy is the one the settings name: the API on its own origin, nothing inline, no framing', async ({
  request,
}) => {
  const answer = await request.get('/login');
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toContain(`connect-src 'self' ${OTHER_ORIGIN}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  // Trusted Types: only the app's own policy (src/lib/trusted-types.ts), no 'default'.
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types backoffice-script-url");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  // The build's policy file is not served.
  const policyFile = await request.get('/security-headers.json');
  expect(policyFile.status()).toBe(404);
  expect(policyFile.headers()['content-security-policy']).toBe(HEADERS['Content-Security-Policy']);
  // An asset name that does not exist is a 404 with the headers, never the page in its place.
  const missing = await request.get('/assets/gone-0000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('javascript');
  expect(missing.headers()['content-security-policy']).toBe(HEADERS['Content-Security-Policy']);
  // Not cached: the file may arrive with the next deploy.
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('text given to a script or HTML sink is refused and counted, as is a policy the header does not name', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await openScreen(page, '/login');
  const refused = await page.evaluate(() => {
    const attempt = (what: () => unknown) => {
      try {
        what();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } })
      .trustedTypes;
    return [
      attempt(() => (document.createElement('div').innerHTML = '<b>x</b>')),
      attempt(() => new Worker('/assets/none.js')),
      attempt(() => factory.createPolicy('default', {})),
    ];
  });
  expect(refused).toEqual(['TypeError', 'TypeError', 'TypeError']);
  await expect
    .poll(() => violations.events.map((v) => v.directive))
    .toEqual(['require-trusted-types-for', 'require-trusted-types-for', 'trusted-types']);
  expect(violations.events.every(isTrustedTypes)).toBe(true);
});

test("a chat picture is prepared in the app's worker, which the policy lets start", async ({ page }) => {
  const violations = await recordViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/chat/messaging/201/101/r-agent01-player02');
  await expect(page.getByRole('log')).toBeVisible();
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    canvas.getContext('2d')!.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByLabel('Send a picture').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  expect(workers.filter((url) => /^\/assets\/prepare-image\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('the Excel export is built in its worker under the policy and downloads a workbook that opens', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await signInAsAdmin(page);
  await page.goto('/agent');
  const table = page.getByRole('grid', { name: 'Agent list' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('agent.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('Username');
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(workers.filter((url) => /^\/assets\/xlsx\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

test("the chat's alerts work under the policy: the chime loads from the app, the unread count goes on the icon, a notification shows", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const violations = await recordViolations(page);
  await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/chat/messaging');
  // agent01 has two unread rooms: the count is in the title and drawn on the icon (a data: image).
  await expect(page).toHaveTitle(/^\(2\) /);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? ''))
    .toMatch(/^data:image\/svg\+xml,/);
  await page.getByRole('button', { name: 'Alerts' }).first().click();
  await page.getByRole('switch', { name: 'Sound' }).click();
  await page.getByRole('switch', { name: 'Desktop notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked();
  // The press played the chime: fetched from the app's own origin, as the policy's media sources allow.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/sounds/message.wav'))
          // 206: the browser asks for the sound in ranges.
          .some((e) => [200, 206].includes((e as PerformanceResourceTiming).responseStatus)),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => new Notification('Check', { body: 'shown', tag: 'check' }).body)).toBe('shown');
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('a page of another origin cannot show the app in a frame', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors|X-Frame-Options/i.test(m.text())) refused.push(m.text());
  });
  await page.goto(`${OTHER_ORIGIN}/health`);
  await page.setContent(`<iframe title="framed" src="${APP_ORIGIN}/login" width="800" height="600"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});

test('a deep link and a reload land on the same screen', async ({ page }) => {
  await signInAsService(page);
  await page.goto('/transaction/list/player01');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();
  await page.reload();
  await expect(page).toHaveURL(/\/transaction\/list\/player01$/);
  await expect(heading).toHaveText(title ?? '');
});

// Where the app's worker is in control, a redeploy never leaves a screen without its code: the worker
// serves the version it precached whole until staff choose Reload (app-worker.spec.ts). This covers the
// page the worker does not control yet (a first visit, or a browser without service workers).
test.describe('without the app worker in control', () => {
  test.use({ serviceWorkers: 'block' });

  test('after a redeploy, a screen whose code is gone offers Reload, which brings the new version', async ({
    page,
  }) => {
    await signInAsService(page);
    const entry = MANIFEST['src/features/history/containers/history-page.tsx'];
    expect(entry, 'the history screen is a chunk of its own').toBeDefined();
    const chunk = path.join(RUN, 'site', entry?.file ?? '');
    renameSync(chunk, `${chunk}.old`);
    try {
      await page.locator('nav a[href="/transaction/list"]').first().click();
      await expect(page.getByRole('heading', { name: 'A new version of the app is available.' })).toBeVisible();
      const reload = page.getByRole('button', { name: 'Reload' });
      await expect(reload).toBeVisible();
      renameSync(`${chunk}.old`, chunk);
      await reload.click();
      await expect(page).toHaveURL(/\/transaction\/list$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('A new version of the app is available.');
      await expect(page.getByRole('grid')).toBeVisible();
    } finally {
      try {
        renameSync(`${chunk}.old`, chunk);
      } catch {
        // already back
      }
    }
  });
});

/** The text chunks a page downloads from now on, by name (texts-<language>-<group>). */
function recordTexts(page: Page): string[] {
  // A language's texts are built into a chunk a group, named after it (vite.config.ts, localeChunk).
  const chunkOf = new Map(Object.values(MANIFEST).map(({ file, name }) => [`/${file}`, name ?? '']));
  const texts: string[] = [];
  page.on('request', (request) => {
    const name = chunkOf.get(new URL(request.url()).pathname);
    if (name?.startsWith('texts-')) texts.push(name);
  });
  return texts;
}

test('a reader in Tamil downloads Tamil texts only', async ({ page }) => {
  const texts = recordTexts(page);
  await page.addInitScript(() => localStorage.setItem('LOCALE', 'ta-in'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((name) => !/^texts-ta-in-(startup|chat|rest)$/.test(name))).toEqual([]);
});

test("a back-office screen leaves the chat's texts to the chat's screens", async ({ page }) => {
  await signInAsAdmin(page);
  const texts = recordTexts(page);
  await openScreen(page, '/agent');
  expect(texts).toContain('texts-en-rest');
  expect(texts).not.toContain('texts-en-chat');
  await openScreen(page, '/chat/messaging');
  expect(texts).toContain('texts-en-chat');
});

test('the sign-in page and the account list download no more JavaScript than their budgets', async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  const storageState = await page.context().storageState();
  // Each route in a fresh context (nothing cached), counted as the bench counts it (bench/route-weights.mjs).
  const weights = [
    ...(await routeWeights(browser, APP_URL, OUT, ['/login'])),
    ...(await routeWeights(browser, APP_URL, OUT, ['/agent'], undefined, { storageState })),
  ];
  for (const { route, landed, total } of weights) {
    expect(landed, `${route} stays where it was opened`).toBe(route);
    const budget = BUDGET_KIB[route as keyof typeof BUDGET_KIB] ?? BUDGET_KIB.other;
    expect(Number(kib(total)), `${route}: ${kib(total)} KiB of gzipped JavaScript`).toBeLessThanOrEqual(budget);
  }
});
