import { expect, test, type Page } from '@playwright/test';
import Big from 'big.js';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The platform's zone of the demo build (VITE_PLATFORM_TZ default). */
const PLATFORM_TZ = 'Asia/Taipei';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel(/^Password/).fill('admin123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel(/^Verification code/).fill('135790');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/index$/);
}

const amount = (text: string | null) => new Big((text ?? '').replace(/,/g, ''));

async function pickDate(page: Page, label: 'Start date' | 'End date', value: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByLabel('Date').fill(value);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: `${label} ${value}` })).toBeVisible();
}

test('SR02 opens on yesterday to today and shows net = in − out for a custom range', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/report/sr02');
  const today = dayjs().tz(PLATFORM_TZ);
  await expect(
    page.getByRole('button', { name: `Start date ${today.subtract(1, 'day').format('YYYY-MM-DD')}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `End date ${today.format('YYYY-MM-DD')}` })).toBeVisible();

  const start = today.subtract(3, 'day').format('YYYY-MM-DD');
  const end = today.format('YYYY-MM-DD');
  await pickDate(page, 'Start date', start);
  await pickDate(page, 'End date', end);
  await page.getByRole('button', { name: 'Search' }).click();

  const list = page.getByRole('table', { name: 'SR02 by agent' });
  await expect(list.getByRole('cell', { name: 'agent01', exact: true })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totals' });
  const cells = totals.getByRole('cell');
  await expect(cells).toHaveCount(3);
  const [totalIn, totalOut, net] = (await cells.allTextContents()).map(amount);
  expect(totalIn!.gt(0)).toBe(true);
  expect(totalOut!.gt(0)).toBe(true);
  expect(net!.eq(totalIn!.minus(totalOut!))).toBe(true);

  // The totals are the sum of the agents' rows.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
  let sumIn = new Big(0);
  let sumOut = new Big(0);
  for (const row of await rows.all()) {
    const [, rowIn, rowOut] = await row.getByRole('cell').allTextContents();
    sumIn = sumIn.plus(amount(rowIn ?? '0'));
    sumOut = sumOut.plus(amount(rowOut ?? '0'));
  }
  expect(sumIn.eq(totalIn!)).toBe(true);
  expect(sumOut.eq(totalOut!)).toBe(true);
});

test('a cancelled date choice keeps the previous date', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/report/sr02');
  const end = dayjs().tz(PLATFORM_TZ).format('YYYY-MM-DD');
  await page.getByRole('button', { name: `End date ${end}` }).click();
  const dialog = page.getByRole('dialog', { name: 'End date' });
  await dialog.getByLabel('Date').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `End date ${end}` })).toBeVisible();
});
