import { expect, test, type Page } from '@playwright/test';
import Big from 'big.js';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { SIGNED_IN } from './sign-in';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The platform's zone of the demo build (VITE_PLATFORM_TZ default). */
const PLATFORM_TZ = 'Asia/Taipei';

test.use({ storageState: SIGNED_IN.admin });

const amount = (text: string | null) => new Big((text ?? '').replace(/,/g, ''));

/** The range picker's button: "Date range <start> → <end>". */
const rangeButton = (page: Page, start: string, end: string) =>
  page.getByRole('button', { name: `Date range ${start} → ${end}` });

/** A day of the open calendar, named by its full English date (then ", today" / ", selected"). */
const dayButton = (page: Page, day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const full = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date(y!, m! - 1, d));
  return page.getByRole('dialog', { name: 'Date range' }).getByRole('button', { name: new RegExp(`^${full}`) });
};

/** Picks the range's first and last days in the calendar dialog, then confirms or cancels. */
async function pickRange(
  page: Page,
  from: { start: string; end: string },
  to: { start: string; end: string },
  answer: 'Confirm' | 'Cancel',
) {
  await rangeButton(page, from.start, from.end).click();
  const dialog = page.getByRole('dialog', { name: 'Date range' });
  await dayButton(page, to.start).click();
  await dayButton(page, to.end).click();
  await expect(dialog.getByText(`${to.start} → ${to.end}`)).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
}

test('SR02 opens on yesterday to today and shows net = in − out for a custom range', async ({ page }) => {
  await page.goto('/report/sr02');
  const today = dayjs().tz(PLATFORM_TZ);
  const opening = { start: today.subtract(1, 'day').format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD') };
  await expect(rangeButton(page, opening.start, opening.end)).toBeVisible();

  const start = today.subtract(3, 'day').format('YYYY-MM-DD');
  const end = today.format('YYYY-MM-DD');
  await pickRange(page, opening, { start, end }, 'Confirm');
  await expect(rangeButton(page, start, end)).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();

  // The search is in the address at once; its answer has come when the list is no longer busy.
  await expect(page).toHaveURL(new RegExp(`start_date=${start}`));
  const list = page.getByRole('grid', { name: 'SR02 by agent' });
  await expect(list).not.toHaveAttribute('aria-busy');
  await expect(list.getByRole('gridcell', { name: 'agent01', exact: true })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totals' });
  const cells = totals.getByRole('cell');
  await expect(cells).toHaveCount(3);
  const [totalIn, totalOut, net] = (await cells.allTextContents()).map(amount);
  expect(totalIn!.gt(0)).toBe(true);
  expect(totalOut!.gt(0)).toBe(true);
  expect(net!.eq(totalIn!.minus(totalOut!))).toBe(true);

  // The totals are the sum of the agents' rows.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  const rows = list.getByRole('row').filter({ has: page.getByRole('gridcell') });
  let sumIn = new Big(0);
  let sumOut = new Big(0);
  for (const row of await rows.all()) {
    const [, rowIn, rowOut] = await row.getByRole('gridcell').allTextContents();
    sumIn = sumIn.plus(amount(rowIn ?? '0'));
    sumOut = sumOut.plus(amount(rowOut ?? '0'));
  }
  expect(sumIn.eq(totalIn!)).toBe(true);
  expect(sumOut.eq(totalOut!)).toBe(true);
});

test('a cancelled date choice keeps the previous range', async ({ page }) => {
  await page.goto('/report/sr02');
  const today = dayjs().tz(PLATFORM_TZ);
  const opening = { start: today.subtract(1, 'day').format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD') };
  const other = {
    start: today.subtract(5, 'day').format('YYYY-MM-DD'),
    end: today.subtract(3, 'day').format('YYYY-MM-DD'),
  };
  await pickRange(page, opening, other, 'Cancel');
  await expect(rangeButton(page, opening.start, opening.end)).toBeVisible();
});
