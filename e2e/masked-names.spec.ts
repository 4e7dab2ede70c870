import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * agent01 has the encryption_username permission on /user: player01 shows as pl***r01, and the page
 * must not give the name away anywhere else (link targets, labels, attributes, the history page's
 * address and fields). The history page still asks the server about player01 (the call is sealed).
 */
test.use({ storageState: SIGNED_IN.agent });

/** The elements whose markup (text, attributes) holds `name`, innermost first. */
const elementsHolding = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      [...document.querySelectorAll('*')]
        .filter(
          (element) => element.outerHTML.includes(n) && ![...element.children].some((c) => c.outerHTML.includes(n)),
        )
        .map((element) => element.outerHTML.slice(0, 200)),
    name,
  );

test('a masked username is nowhere in the list, nor in the history page it links to, whose results load', async ({
  page,
}) => {
  await page.goto('/user');
  const list = page.getByRole('grid', { name: 'User list' });
  const history = list.getByRole('link', { name: 'History pl***r01', exact: true });
  await expect(history).toBeVisible();
  expect(await elementsHolding(page, 'player01')).toEqual([]);
  await expect(history).toHaveAttribute('href', /^\/transaction\/list\?ref=/);

  await history.click();
  await expect(page).toHaveURL(/\/transaction\/list\?ref=/);
  expect(page.url()).not.toContain('player01');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('pl***r01');
  const results = page.getByRole('grid', { name: 'Transaction history' });
  await expect(results.getByRole('gridcell', { name: 'pl***r01' }).first()).toBeVisible();
  expect(await elementsHolding(page, 'player01')).toEqual([]);

  // A reload of that address opens the same account, still masked.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('pl***r01');
  await expect(results.getByRole('gridcell', { name: 'pl***r01' }).first()).toBeVisible();
  expect(await elementsHolding(page, 'player01')).toEqual([]);
});

test('a search on the list lifts the masking, and the row then links by name', async ({ page }) => {
  await page.goto('/user');
  await page.getByRole('searchbox', { name: 'Filter this list' }).fill('player01');
  const history = page.getByRole('link', { name: 'History player01', exact: true });
  await expect(history).toHaveAttribute('href', '/transaction/list/player01');
  await history.click();
  await expect(page).toHaveURL(/\/transaction\/list\/player01$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
});
