import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * A member's bank data and audit flow from a chat room of the demo build: service01 (customer
 * service, may edit) saves player12's account with a BSB code and manages the cards; agent01
 * (role 2) only views player02's account; the audit flow pages through player02's 23 records.
 */

async function openRoomOf(page: Page, member: string) {
  await page.goto('/chat/messaging');
  await page
    .getByRole('link', { name: new RegExp(member) })
    .first()
    .click();
  await expect(page.getByRole('log')).toBeVisible();
}

const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Member bank account' });

test.describe('as service01', () => {
  test.use({ storageState: SIGNED_IN.service });

  test('customer service saves an account with a BSB code; it comes back split into its fields', async ({ page }) => {
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('api/members/bank-account/create')) saves += 1;
    });
    await openRoomOf(page, 'player12');
    await page.getByRole('button', { name: 'Bank account' }).click();
    const dialog = accountDialog(page);
    await dialog.getByRole('combobox', { name: 'Bank type' }).selectOption({ label: 'Westpac' });
    await dialog.getByRole('textbox', { name: 'Account name' }).fill('Player Twelve');
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('12345678');
    await dialog.getByRole('textbox', { name: 'BSB' }).fill('062000');
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'success!' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Account name' })).toBeHidden();
    expect(saves).toBe(1);

    await page.reload();
    await expect(page.getByRole('log')).toBeVisible();
    await page.getByRole('button', { name: 'Bank account' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345678');
    await expect(dialog.getByRole('textbox', { name: 'BSB' })).toHaveValue('062000');
    await expect(dialog.getByRole('textbox', { name: 'Account name' })).toHaveValue('Player Twelve');
  });

  test('customer service adds a bank card and deletes all cards after confirming, one request per double click', async ({
    page,
  }) => {
    const sent = { create: 0, delete: 0 };
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('api/members/bank-card/create')) sent.create += 1;
      if (request.url().endsWith('api/members/bank-card/delete')) sent.delete += 1;
    });
    await openRoomOf(page, 'player12');
    await page.getByRole('button', { name: 'Bank account' }).click();
    await accountDialog(page).getByRole('button', { name: 'Bank cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Bank cards' });
    await expect(cards.getByText('No bank cards yet.')).toBeVisible();
    const form = cards.getByRole('form', { name: 'New bank card' });
    await form.getByRole('combobox', { name: 'Bank type' }).selectOption({ label: 'ANZ' });
    await form.getByRole('textbox', { name: 'Account name' }).fill('Player Twelve');
    await form.getByRole('textbox', { name: 'Account number' }).fill('99887766');
    await cards.getByRole('button', { name: 'Add card' }).dblclick();
    const list = cards.getByRole('list', { name: 'Bank cards' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('99887766');

    await cards.getByRole('button', { name: 'Delete all cards' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete all bank cards?' });
    await expect(confirm).toContainText('every bank card of player12: 99887766');
    await confirm.getByRole('button', { name: 'Delete all cards' }).dblclick();
    await expect(cards.getByText('No bank cards yet.')).toBeVisible();
    expect(sent).toEqual({ create: 1, delete: 1 });
  });
});

test.describe('as agent01', () => {
  test.use({ storageState: SIGNED_IN.agentLink });

  test('an agent sees the account with its BSB code split back, read-only', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
    await page.goto('/chat/messaging/201/101/r-agent01-player02');
    await page.getByRole('button', { name: 'Bank account' }).click();
    const dialog = accountDialog(page);
    await expect(dialog.getByText('This account can only be viewed.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345678');
    await expect(dialog.getByRole('textbox', { name: 'BSB' })).toHaveValue('062000');
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('the audit flow pages through the records, 10 at a time, and opens every flow-limit record', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
    await page.goto('/chat/messaging/201/101/r-agent01-player02');
    await page.getByRole('button', { name: 'Audit flow' }).click();
    const audit = page.getByRole('dialog', { name: 'Audit flow' });
    const rows = audit.getByRole('grid', { name: 'Audit flow records' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await audit.getByRole('button', { name: 'Next page' }).click();
    await audit.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(3);

    await audit.getByRole('button', { name: 'Flow-limit records' }).click();
    const records = page.getByRole('dialog', { name: 'Flow-limit records' });
    await expect(records.getByRole('grid', { name: 'All flow-limit records' }).locator('tbody tr')).toHaveCount(23);
  });
});
