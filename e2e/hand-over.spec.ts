import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * A hand-over link opened in a browser that still holds a session the server has ended: the session
 * in the link wins, and the user lands signed in on /index, never on /login.
 */
test.use({ storageState: SIGNED_IN.service });

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Replaces the stored session's token with one the demo backend has never issued (it answers 9998). */
async function endStoredSession(page: Page) {
  await page.evaluate(() => localStorage.setItem('user_token', 'ended-session'));
}

test('a web login link over an ended session signs in with the token it carries', async ({ page }) => {
  await page.goto('/index');
  const token = await storageItem(page, 'user_token');
  expect(token).toBeTruthy();
  await endStoredSession(page);

  await page.goto(`/WebLogin/${token}/4/1`);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: /^service01/ })).toBeVisible();
  expect(await storageItem(page, 'user_token')).toBe(token);
  expect(await storageItem(page, 'user_id')).toBe('4');
  // Still there once the app has asked the server with it.
  await expect(page.getByText('Welcome back, Helpdesk Amy')).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});

test('an agent login link over an ended session signs the agent in', async ({ page }) => {
  await page.goto('/index');
  await endStoredSession(page);

  await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: /^agent01/ })).toBeVisible();
  expect(await storageItem(page, 'is_agent_login')).toBe('1');
  expect(await storageItem(page, 'user_id')).toBe('3');
});
