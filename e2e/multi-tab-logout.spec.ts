import { expect, test } from '@playwright/test';
import { userMenuButton } from './sign-in';

test('logging out in one tab shows the login page in every other tab at once', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByRole('textbox', { name: 'Username' }).fill('admin');
  await first.getByLabel(/^Password/).fill('admin123');
  await first.getByRole('button', { name: 'Login', exact: true }).click();
  await first.getByRole('textbox', { name: /Verification code/ }).fill('135790');
  await first.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(first).toHaveURL(/\/index$/);

  // The second tab shares the session (same origin, same local storage) and shows account data.
  const second = await context.newPage();
  await second.goto('/agent');
  await expect(second.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Balance' })).toBeVisible();

  await first.bringToFront();
  await userMenuButton(first, 'admin').click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/login$/);

  // No reload, no click in the second tab: the storage event alone takes it to the login page.
  await expect(second).toHaveURL(/\/login$/, { timeout: 2_000 });
  await expect(second.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(second.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'Balance' })).toHaveCount(0);
});
