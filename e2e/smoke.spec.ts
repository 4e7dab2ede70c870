import { expect, test } from '@playwright/test';

test('a visitor without a session lands on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/username/i)).toBeVisible();
});

test('an unknown path shows the 404 page and Go Home leads back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the error pages of the spec exist', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByText('Sorry, access denied.')).toBeVisible();
  await page.goto('/500');
  await expect(page.getByText('Sorry, the server is down.')).toBeVisible();
});
