import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const en = (ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), `locales/en/${ns}.json`), 'utf8'));
const common = en('common') as {
  loadFailed: { title: string; signOut: string };
  errors: { network: string; server: string };
  actions: { retry: string };
  noAuthority: string;
};
const shell = en('shell') as { sidebar: { label: string } };
const ru = JSON.parse(readFileSync(path.join(process.cwd(), 'locales/ru/common.json'), 'utf8')) as typeof common;

const DOWN_KEY = 'e2e-api-down';

/**
 * The demo backend is a service worker inside the page, and page.route does not see requests a
 * service worker answers; so the outage is made in the page: an init script wraps window.fetch and,
 * while the session-storage switch says so, every demo API call fails as a dropped connection
 * ('network') or as a gateway's HTML 500 page ('500').
 */
async function installApiSwitch(page: Page) {
  await page.addInitScript((key) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const down = sessionStorage.getItem(key);
      if (down && url.includes('/demo-api/')) {
        if (down === '500')
          return new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          });
        throw new TypeError('Failed to fetch');
      }
      return original(input, init);
    };
  }, DOWN_KEY);
}

const setApi = (page: Page, down: 'network' | '500' | null) =>
  page.evaluate(({ key, value }) => (value ? sessionStorage.setItem(key, value) : sessionStorage.removeItem(key)), {
    key: DOWN_KEY,
    value: down,
  });

async function signInAsService(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('service01');
  await page.getByLabel(/^Password/).fill('service123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}

test.describe('cold load with the API failing', () => {
  test.beforeEach(async ({ page }) => {
    await installApiSwitch(page);
    await signInAsService(page);
  });

  test('a deep route keeps its path, shows the network message with Retry, and recovers', async ({ page }) => {
    await setApi(page, 'network');
    await page.goto('/setup/self');

    await expect(page.getByRole('heading', { name: common.loadFailed.title })).toBeVisible();
    await expect(page.getByText(common.errors.network)).toBeVisible();
    await expect(page.getByText(common.noAuthority)).toHaveCount(0);
    await expect(page).toHaveURL(/\/setup\/self$/);

    await setApi(page, null);
    await page.getByRole('button', { name: common.actions.retry }).click();
    await expect(page.getByRole('navigation', { name: shell.sidebar.label })).toBeVisible();
    await expect(page.getByRole('heading', { name: common.loadFailed.title })).toHaveCount(0);
    await expect(page).toHaveURL(/\/setup\/self$/);
  });

  test('an HTTP 500 shows the server message, not "Insufficient authority"', async ({ page }) => {
    await setApi(page, '500');
    await page.goto('/user');

    await expect(page.getByText(common.errors.server.replace('{{status}}', '500'))).toBeVisible();
    await expect(page.getByRole('button', { name: common.actions.retry })).toBeVisible();
    await expect(page.getByText(common.noAuthority)).toHaveCount(0);
    await expect(page).toHaveURL(/\/user$/);
  });

  test('Logout works while the API is down: the session ends here and /login shows', async ({ page }) => {
    await setApi(page, 'network');
    await page.goto('/user');
    await expect(page.getByRole('heading', { name: common.loadFailed.title })).toBeVisible();
    await expect(page.getByRole('button', { name: common.actions.retry })).toBeVisible();

    await page.getByRole('button', { name: common.loadFailed.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    // Signed out for good: the address it came from now asks for a sign-in.
    await setApi(page, null);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language can be changed while the API is down, and stays after Retry', async ({ page }) => {
    await setApi(page, 'network');
    await page.goto('/setup/self');
    await expect(page.getByRole('heading', { name: common.loadFailed.title })).toBeVisible();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { name: ru.loadFailed.title })).toBeVisible();
    await expect(page.getByText(ru.errors.network)).toBeVisible();
    await expect(page.getByRole('button', { name: ru.loadFailed.signOut })).toBeVisible();

    await setApi(page, null);
    await page.getByRole('button', { name: ru.actions.retry }).click();
    await expect(page.getByRole('heading', { name: ru.loadFailed.title })).toHaveCount(0);
    await expect(page).toHaveURL(/\/setup\/self$/);
    expect(await page.evaluate(() => localStorage.getItem('LOCALE'))).toBe('ru');
  });
});
