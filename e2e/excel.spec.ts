import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

test.use({ storageState: SIGNED_IN.admin });

async function readWorkbook(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0]!;
}

test('the agent list exports its filtered rows and visible columns, in their order, to Excel', async ({ page }) => {
  await page.goto('/agent');
  const table = page.getByRole('grid', { name: 'Agent list' });
  // The first screen of a run waits on a cold, busy machine for the app's code and the list.
  await expect(table.getByText('Golden Agent')).toBeVisible({ timeout: 60_000 });
  // Filtering lifts the usernames' mask, in the table and in the file.
  await page.getByRole('searchbox', { name: 'Filter this list' }).fill('agent0');
  await expect(table.getByText('agent01', { exact: true })).toBeVisible();
  // Nickname hidden, Balance moved before Username: the file follows the table.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Nickname' }).uncheck();
  await page.getByRole('button', { name: 'Move Balance left' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader').first()).toHaveText('Balance');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('agent.xlsx');
  const ws = await readWorkbook(await download.path());

  const header = (ws.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 2)).toEqual(['Balance', 'Username']);
  expect(header).not.toContain('Nickname');
  expect(ws.getCell('A1').font?.bold).toBe(true);
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const usernames = ws.getColumn(2).values.slice(2);
  expect(usernames.length).toBeGreaterThan(0);
  expect(usernames.every((u) => String(u).includes('agent0'))).toBe(true);
  const agent01 = usernames.indexOf('agent01') + 2;
  // agent01's balance is 1234567.899: a number, cut to the two decimals the list shows.
  expect(ws.getCell(agent01, 1).value).toBe(1234567.89);
  expect(ws.getCell(agent01, 1).numFmt).toBe('#,##0.00');
});

test('exporting 50,000 accounts shows rows written, and Cancel stops it without a file', async ({ page }) => {
  // The demo backend makes, encrypts and decrypts 50,000 accounts first (as npm run bench waits for them).
  test.setTimeout(240_000);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto('/user?demoUsers=50000');
  const table = page.getByRole('grid', { name: 'User list' });
  await expect(table).toHaveAttribute('aria-rowcount', /^5\d{4}$/, { timeout: 180_000 });
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporting to Excel' });
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/of 50,\d{3} rows written/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Export cancelled. No file was saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  expect(downloads).toBe(0);
});
