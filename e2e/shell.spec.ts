import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/** Menu titles as the app shows them in traditional Chinese (common namespace). */
const zhTwMenu = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales/zh-tw/common.json'), 'utf8')) as {
    menu: Record<string, string>;
  }
).menu;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('app shell', () => {
  test.use({ storageState: SIGNED_IN.service });

  test.beforeEach(async ({ page }) => {
    await page.goto('/index');
  });

  test('shows the menu and the balance, and every menu entry opens a page', async ({ page }) => {
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('Unlimited');
    await expect(page.getByText('Welcome back, Helpdesk Amy')).toBeVisible();
    // The share code label is filled after 2 seconds.
    await expect(page.getByText('CS0104')).toBeVisible({ timeout: 5000 });

    // Open every group, then follow every link.
    for (const group of await nav.locator('button[aria-expanded="false"]').all()) await group.click();
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const hrefs: string[] = [];
    for (let i = 0; i < count; i++) hrefs.push((await links.nth(i).getAttribute('href')) ?? '');
    for (const href of hrefs) {
      await nav.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
      await expect(page).not.toHaveURL(/\/404$/);
      await expect(page.getByText('Sorry, page not found')).toHaveCount(0);
    }
  });

  test('/chat opens the conversations at /chat/messaging', async ({ page }) => {
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/chat\/messaging$/);
    await expect(page.getByText('Choose a conversation from the list.')).toBeVisible();
  });

  test('on a wide screen the sidebar is 260 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The menu fills the sidebar's width (the border beside it is the page's, not the sidebar's).
    expect((await sidebar(page).boundingBox())?.width).toBe(260);
  });

  test('the theme drawer choice survives a reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Theme settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme' });
    await drawer.getByRole('radio', { name: 'Teal' }).click();
    await drawer.getByRole('radio', { name: 'Light' }).click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const root = await page.evaluate(() => ({
      primary: document.documentElement.style.getPropertyValue('--primary'),
      sidebar: document.documentElement.dataset.themeSidebar,
    }));
    expect(root).toEqual({ primary: '#0d9488', sidebar: 'light' });
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  test('switching to 繁體中文 reloads in Chinese, and back to English', async ({ page }) => {
    await expect(sidebar(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: '繁體中文' }).click()]);
    expect(await page.evaluate(() => localStorage.getItem('LOCALE'))).toBe('zh-tw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-tw');
    const zhNav = page.getByRole('navigation', { name: '主選單' });
    await expect(zhNav.getByRole('link', { name: zhTwMenu.user })).toBeVisible();
    await expect(zhNav.getByRole('link', { name: zhTwMenu.dashboard })).toBeVisible();

    await page.getByRole('button', { name: /語言/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'English' }).click()]);
    await expect(sidebar(page).getByRole('link', { name: 'Users' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('LOCALE'))).toBe('en');
  });
});
