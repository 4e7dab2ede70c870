import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Points (red envelopes) in a room of the demo build, with its in-page real-time server: agent01
 * (payment password 8888) sends points to player02; player03 is in event mode.
 */

const PATH = 'api/transaction/add';

test.use({ storageState: SIGNED_IN.agentLink });

async function openRoomAsAgent(page: Page, url: string) {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto(url);
  await expect(page.getByRole('log')).toBeVisible();
}

/** Counts the transfers the page sends. */
function countTransfers(page: Page) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(PATH)) sent.count += 1;
  });
  return sent;
}

test('send points through the payment-password retry: one request per intent, the transfer appears once', async ({
  page,
}) => {
  const sent = countTransfers(page);
  await openRoomAsAgent(page, '/chat/messaging/201/101/r-agent01-player02');
  await page.getByRole('button', { name: 'Red envelope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Red envelope (points)' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.3456');
  await send.dblclick();

  // Headless UI's dialog root has no box of its own: its fields tell whether it shows.
  const password = page.getByRole('dialog', { name: 'Payment password' });
  await expect(password.getByLabel('Payment password')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeHidden();
  expect(sent.count).toBe(1);
  await password.getByLabel('Payment password').fill('8888');
  await password.getByRole('button', { name: 'Send' }).dblclick();

  const confirm = page
    .getByRole('alertdialog', { name: 'Transfer successful' })
    .getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeVisible();
  expect(sent.count).toBe(2);
  await confirm.click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('log').locator('[data-transfer]').filter({ hasText: '12.34' })).toHaveCount(1);
});

// @spec bo.errors.label-eventModeNoTransfer chat.errors.text-activity-mode
test('event mode hides Send and says why', async ({ page }) => {
  await openRoomAsAgent(page, '/chat/messaging/202/102/r-agent01-player03');
  await page.getByRole('button', { name: 'Red envelope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Red envelope (points)' });
  await expect(dialog.getByText('Activity mode forbids sending and receiving red envelopes')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
