import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN, signInAsService, userMenuButton } from './sign-in';

/**
 * Messages written while the browser is offline: kept as not sent in the room, also over a reload,
 * and sent exactly once by Retry (or Retry all). The demo backend is a service worker, which
 * page.route cannot see: the page's own fetch counts the send requests, in session storage so the
 * count survives the reload.
 */

const ROOM_CODE = 'r-agent01-player02';
const ROOM_URL = `/chat/messaging/201/101/${ROOM_CODE}`;

async function countSends(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('api/sendMessage'))
        sessionStorage.setItem('e2e.sends', String(Number(sessionStorage.getItem('e2e.sends') ?? 0) + 1));
      return original(input, init);
    };
  });
}

async function openRoomAsAgent(page: Page) {
  await countSends(page);
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto(ROOM_URL);
  await expect(log(page)).toBeVisible();
}

const log = (page: Page) => page.getByRole('log');
const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sends = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('e2e.sends') ?? 0));
const rowOf = (page: Page, text: string) => log(page).getByRole('article').filter({ hasText: text });
const kept = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('app.chat.unsent.')));

async function writeOffline(page: Page, texts: string[]) {
  await page.context().setOffline(true);
  for (const text of texts) {
    await box(page).fill(text);
    await box(page).press('Enter');
    await expect(rowOf(page, text).getByText('Not sent', { exact: true })).toBeVisible();
  }
  await page.context().setOffline(false);
}

test.describe('as agent01', () => {
  test.use({ storageState: SIGNED_IN.agentLink });

  test('a message written offline stays not sent over a reload, and Retry sends it once', async ({ page }) => {
    await openRoomAsAgent(page);
    const text = `Offline note ${Date.now()}`;
    await writeOffline(page, [text]);
    expect(await sends(page)).toBe(0);

    await page.reload();
    const row = rowOf(page, text);
    await expect(row.getByText('Not sent', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
    await row.getByRole('button', { name: 'Retry' }).dblclick();
    await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(log(page).getByText('Sending', { exact: true })).toHaveCount(0);
    await expect(log(page).getByText(text)).toHaveCount(1);
    expect(await sends(page)).toBe(1);
    await expect.poll(() => kept(page)).toEqual([]);

    // What the server holds, read again: once, and nothing is left to send.
    await page.reload();
    await expect(log(page).getByText(text)).toHaveCount(1);
    await expect(log(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(await sends(page)).toBe(1);
  });

  test('several messages written offline are sent in order by Retry all, each once', async ({ page }) => {
    await openRoomAsAgent(page);
    const stamp = Date.now();
    const texts = [`One ${stamp}`, `Two ${stamp}`, `Three ${stamp}`];
    await writeOffline(page, texts);

    await page.reload();
    await expect(page.getByText('3 messages not sent')).toBeVisible();
    await page.getByRole('button', { name: 'Retry all' }).dblclick();
    await expect(log(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry all' })).toHaveCount(0);
    for (const text of texts) await expect(log(page).getByText(text)).toHaveCount(1);
    expect(await sends(page)).toBe(3);

    await page.reload();
    const shown = (await log(page).innerText()).split('\n').filter((line) => line.endsWith(String(stamp)));
    expect(shown).toEqual(texts);
  });

  test('a session that expires (9998) forgets the messages not sent', async ({ page }) => {
    await openRoomAsAgent(page);
    const text = `Before expiry ${Date.now()}`;
    await writeOffline(page, [text]);
    expect(await kept(page)).toHaveLength(1);

    // The server no longer knows the token: its next answer is 9998.
    await page.evaluate(() => localStorage.setItem('user_token', 'expired-token'));
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    expect(await kept(page)).toEqual([]);
    expect(await sends(page)).toBe(0);
  });
});

test.describe('as service01', () => {
  test.use({ storageState: SIGNED_IN.service });

  test('signing out forgets the messages not sent', async ({ page }) => {
    await countSends(page);
    const openRoom = async () => {
      await page.goto('/chat/messaging');
      await page.getByRole('link', { name: /player12/ }).click();
      await expect(log(page)).toBeVisible();
    };
    await openRoom();
    const text = `Before sign-out ${Date.now()}`;
    await writeOffline(page, [text]);
    expect(await kept(page)).toHaveLength(1);

    // The user menu is in the back office's shell.
    await page.goto('/index');
    await userMenuButton(page, 'service01').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await kept(page)).toEqual([]);

    await signInAsService(page);
    await openRoom();
    await expect(log(page).getByText(text)).toHaveCount(0);
    expect(await sends(page)).toBe(0);
  });
});
