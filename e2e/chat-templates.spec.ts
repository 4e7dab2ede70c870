import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Quick message templates (/MessageTemplate) in the demo build as service01 (customer service):
 * create, edit, a refused save (the demo refuses the title "fail"), delete with the confirmation
 * naming the title, and the changes kept after a reload (the demo store persists in the browser).
 */

/** Counts the template writes the page sends. */
function countWrites(page: Page) {
  const sent = { create: 0, update: 0, delete: 0 };
  page.on('request', (request) => {
    const m = /api\/message-template\/(create|update|delete)$/.exec(request.url());
    if (request.method() === 'POST' && m) sent[m[1] as keyof typeof sent] += 1;
  });
  return sent;
}

const table = (page: Page) => page.getByRole('grid', { name: 'Quick message templates' });
const row = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });

test.describe('as service01', () => {
  test.use({ storageState: SIGNED_IN.service });

  // @spec chat.errors.template-not-1000
  test('create, edit and delete templates; a refused save keeps the popup; changes survive a reload', async ({
    page,
  }) => {
    const sent = countWrites(page);
    await page.goto('/MessageTemplate');
    await expect(row(page, 'My shift sign-off')).toBeVisible();

    // Create: one double click, one request; the popup closes and the new template is listed first.
    await page.getByRole('button', { name: 'New template' }).click();
    const create = page.getByRole('dialog', { name: 'New template' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Payout hours');
    await create.getByRole('textbox', { name: 'Content' }).fill('Hi {member.nickname}, payouts run every 30 minutes.');
    await create.getByRole('textbox', { name: 'Memo' }).fill('Withdrawal');
    await create.getByRole('button', { name: 'Save' }).dblclick();
    await expect(create.getByRole('textbox', { name: 'Title' })).toBeHidden();
    expect(sent.create).toBe(1);
    await expect(table(page).getByRole('row').nth(1)).toContainText('Payout hours');
    await expect(row(page, 'Payout hours')).toContainText('Normal');
    await expect(row(page, 'Payout hours')).toContainText('service01');

    // A refused save: the server's message, the popup stays open with what was typed.
    await page.getByRole('button', { name: 'New template' }).click();
    const refused = page.getByRole('dialog', { name: 'New template' });
    await refused.getByRole('textbox', { name: 'Title' }).fill('fail');
    await refused.getByRole('textbox', { name: 'Content' }).fill('Anything');
    await refused.getByRole('button', { name: 'Save' }).click();
    await expect(refused.getByRole('alert')).toHaveText('The template could not be saved.');
    await expect(refused.getByRole('textbox', { name: 'Title' })).toHaveValue('fail');
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(refused.getByRole('textbox', { name: 'Title' })).toBeHidden();

    // Edit the new template.
    await page.getByRole('button', { name: 'Edit template Payout hours' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit template' });
    await expect(edit.getByRole('textbox', { name: 'Memo' })).toHaveValue('Withdrawal');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Payout times');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('textbox', { name: 'Title' })).toBeHidden();
    await expect(row(page, 'Payout times')).toBeVisible();
    await expect(row(page, 'Payout hours')).toHaveCount(0);

    // Delete another template: the confirmation names it and opens on Cancel.
    await page.getByRole('button', { name: 'Delete template Order follow-up' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete template?' });
    await expect(confirm).toContainText('Delete the template “Order follow-up”?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeHidden();
    await expect(row(page, 'Order follow-up')).toHaveCount(0);
    expect(sent).toEqual({ create: 2, update: 1, delete: 1 });

    await page.reload();
    await expect(row(page, 'Payout times')).toBeVisible();
    await expect(row(page, 'Payout hours')).toHaveCount(0);
    await expect(row(page, 'Order follow-up')).toHaveCount(0);
    await expect(row(page, 'My shift sign-off')).toBeVisible();
  });
});

test.describe('as agent01', () => {
  test.use({ storageState: SIGNED_IN.agentLink });

  test('an agent who types the templates address is sent to the home page and told why', async ({ page }) => {
    await page.goto('/MessageTemplate');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByText('Insufficient authority')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });
});
