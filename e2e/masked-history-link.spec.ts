import { expect, test } from '@playwright/test';

/**
 * service04 (customer service with the front desk's menu, mocks/db/menus.ts) sees every name on /user masked and has no
 * Transaction history in its menu: a row's History link still opens that account's history, as a
 * link by name would, and the name stays masked there.
 */
test('a masked row opens its history for a viewer whose menu has no history screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('service04');
  await page.getByLabel(/^Password/).fill('pass1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Transaction history' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Users' }).click();
  const history = page.getByRole('grid', { name: 'User list' }).getByRole('link', { name: 'History pl***r01' });
  await expect(history).toHaveAttribute('href', /^\/transaction\/list\?ref=/);
  await history.click();

  await expect(page).toHaveURL(/\/transaction\/list\?ref=/);
  const results = page.getByRole('grid', { name: 'Transaction history' });
  await expect(results.getByRole('gridcell', { name: 'pl***r01' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('pl***r01');
  await expect(page.getByText('Insufficient authority')).toHaveCount(0);
  expect(page.url()).not.toContain('player01');
  await expect(page.locator('body')).not.toContainText('player01');
});
