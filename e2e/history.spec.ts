import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

test.describe('history search', () => {
  test.use({ storageState: SIGNED_IN.service });

  test('opens on the last 24 hours for the user of the route and lists their transactions', async ({ page }) => {
    await page.goto('/transaction/list/player01');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    // The range picker's button reads "Date and time range <start> → <end>", each end "YYYY-MM-DD HH:mm".
    const range = await page.getByRole('button', { name: /^Date and time range / }).textContent();
    const ends = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) → (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(range ?? '');
    expect(ends).not.toBeNull();
    const [, startDay, startTime, endDay, endTime] = ends!;
    expect(Date.parse(`${endDay}T${endTime}`) - Date.parse(`${startDay}T${startTime}`)).toBe(24 * 3600_000);

    const table = page.getByRole('grid', { name: 'Transaction history' });
    await expect(table.getByRole('button', { name: /Edit remark of transaction/ }).first()).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('gridcell') });
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('player01');
  });

  test('switches to red envelopes', async ({ page }) => {
    await page.goto('/transaction/list/player01');
    await page.getByRole('combobox', { name: 'Record type' }).selectOption('redEnvelope');
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('grid', { name: 'Red-envelope history' });
    await expect(table.getByRole('gridcell', { name: 'player01' }).first()).toBeVisible();
  });

  test('edits a remark and sees it in the list, also after a reload', async ({ page }) => {
    await page.goto('/transaction/list/player01');
    const table = page.getByRole('grid', { name: 'Transaction history' });
    const edit = table.getByRole('button', { name: /Edit remark of transaction/ }).first();
    await expect(edit).toBeVisible();
    const remark = `Checked ${Date.now()}`;
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit remark' });
    await dialog.getByRole('textbox', { name: 'Remark' }).fill(remark);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Remark saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByText(remark)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('grid', { name: 'Transaction history' }).getByText(remark)).toBeVisible();
  });

  test('reaches the history of a user from the accounts list', async ({ page }) => {
    await page.goto('/user');
    await page
      .getByRole('link', { name: /^History / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/transaction\/list\/[^/]+$/);
    await expect(page.getByRole('grid', { name: 'Transaction history' })).toBeVisible();
  });
});
