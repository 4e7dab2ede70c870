import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Entering a room with unread messages, as agent01 on the demo: a member writes several messages to
 * a room that is not open, and the room opens at the first of them, under the 'New messages' divider,
 * not at the end.
 */

test.use({ storageState: SIGNED_IN.agentLink });

type ChatWindow = Window & { __demoChat?: { memberSends(code: string, content?: string): number | null } };

const ROOM_CODE = 'r-agent01-player02';

test('a room entered with unread messages opens at the first of them, under the divider', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto('/chat/messaging');
  const room = page.getByRole('region', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'VIP Lounge' });
  await expect(room).toBeVisible();

  const written = Array.from({ length: 12 }, (_, i) => `Unread note ${i + 1}`);
  for (const text of written) {
    const sent = await page.evaluate(
      ([code, content]) => (window as ChatWindow).__demoChat!.memberSends(code!, content),
      [ROOM_CODE, text],
    );
    expect(sent).not.toBeNull();
  }
  await expect(room).toContainText('Unread note 12');

  await room.click();
  const log = page.getByRole('log');
  const divider = log.getByRole('separator', { name: 'New messages' });
  await expect(divider).toBeInViewport();
  await expect(log.getByRole('separator')).toHaveCount(1);
  // The divider heads the row of the first message written, which is in view too.
  const row = log.locator('[data-key]').filter({ has: page.getByRole('separator', { name: 'New messages' }) });
  await expect(row.getByText('Unread note 1', { exact: true })).toBeInViewport();
  await expect(log.getByText('Unread note 11', { exact: true })).toBeAttached();
});
