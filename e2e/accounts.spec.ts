import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ storageState: SIGNED_IN.admin });

/** A success is a toast that names the account: announced, nothing to dismiss. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('an administrator adds a customer-service account, edits it and freezes it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = /api\/user\/(add|edit|delete)$/.exec(r.url())?.[0];
    if (r.method() === 'POST' && path) calls.push(path);
  });
  await page.goto('/customer_service');
  const table = page.getByRole('grid', { name: 'Customer-service accounts' });
  await expect(table.getByText('service02')).toBeVisible();

  // Add
  await page.getByRole('button', { name: 'Add customer-service account' }).click();
  const add = page.getByRole('dialog', { name: 'Add customer-service account' });
  await add.getByLabel(/^Username/).fill('e2ecs01');
  await add.getByLabel('Nickname').fill('Evening desk');
  await add.getByLabel(/^Password/).fill('desk2026');
  await expect(add.getByText('8/15')).toBeVisible();
  await add.getByLabel(/^Confirm password/).fill('desk2026');
  await add.getByLabel('Thumbnail').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(add.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await add.getByRole('button', { name: 'Create' }).dblclick();
  await expectToast(page, 'created: account e2ecs01');
  await expect(add).toBeHidden();
  await page.getByRole('searchbox', { name: 'Filter this list' }).fill('e2ecs01');
  const row = table.getByRole('row').filter({ hasText: 'e2ecs01' });
  await expect(row).toContainText('Evening desk');
  await expect(row).toContainText('Normal');

  // Edit
  await row.getByRole('button', { name: 'Edit e2ecs01' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer-service account' });
  await expect(edit.getByLabel('Nickname')).toHaveValue('Evening desk');
  await edit.getByLabel('Nickname').fill('Night desk');
  await edit.getByRole('checkbox', { name: "Receiving a red envelope needs the member's consent" }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'edited: account e2ecs01');
  await expect(row).toContainText('Night desk');
  await expect(row).toContainText('Consent needed');

  // Freeze: under More, never a row's loudest control.
  await row.getByRole('button', { name: 'More actions for e2ecs01' }).click();
  await page.getByRole('menuitem', { name: 'Freeze e2ecs01' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Freeze customer-service account' });
  await expect(confirm).toContainText('Freeze e2ecs01?');
  await confirm.getByRole('button', { name: 'Freeze' }).click();
  await expectToast(page, 'Frozen: account e2ecs01');
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: 'More actions for e2ecs01' }).click();
  await expect(page.getByRole('menuitem', { name: 'Freeze e2ecs01' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // One request per intent, the double click included.
  expect(calls).toEqual(['api/user/add', 'api/user/edit', 'api/user/delete']);
});
