import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Find in a room, as agent01 in the demo's room of 5,000 messages with player01: entering loads the
 * newest 30, and message 4602 ('500 please. (ref 4602)') is 398 messages back. "Search older
 * messages" pages back through the room's history until it finds it, and the room shows it marked.
 */

test.use({ storageState: SIGNED_IN.agentLink });

const ROOM_URL = '/chat/messaging/200/100/r-agent01-player01';

test('finds a text written about 400 messages back through "Search older messages"', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto(ROOM_URL);
  const log = page.getByRole('log');
  await expect(log.getByText(/Usually within 30 minutes/).first()).toBeVisible();

  // Ctrl+F opens the room's find bar, not the browser's.
  await log.focus();
  await page.keyboard.press('Control+f');
  const bar = page.getByRole('search', { name: 'Find in conversation' });
  const field = bar.getByRole('searchbox', { name: 'Text to find' });
  await expect(field).toBeFocused();
  await field.fill('Ref 4602');
  await expect(bar.getByRole('status')).toHaveText('No matches');

  await bar.getByRole('button', { name: 'Search older messages' }).click();
  await expect(bar.getByRole('status')).toHaveText('1 of 1 match', { timeout: 30_000 });

  const current = log.locator('mark[data-current]');
  await expect(current).toHaveText('ref 4602');
  await expect(current).toBeInViewport();
  await expect(log.getByRole('article').filter({ has: page.locator('mark[data-current]') })).toContainText(
    '500 please. (ref 4602)',
  );

  // What the search read stays in the room: Escape closes the bar, and the message is still there.
  await field.press('Escape');
  await expect(bar).toBeHidden();
  await expect(log.getByText('500 please. (ref 4602)')).toBeVisible();
  await expect(log).toBeFocused();
});
