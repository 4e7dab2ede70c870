import { expect, type Page } from '@playwright/test';

/**
 * Signs in as customer service (service01, no second factor) through the login form. Members of the
 * demo stop answering staff on their own, so a test sees only what it makes happen.
 */
export async function signInAsService(page: Page) {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('service01');
  await page.getByLabel(/^Password/).fill('service123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}

/** Signs in as the administrator (admin, the demo's authenticator code 135790): every screen of the back office. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel(/^Password/).fill('admin123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('textbox', { name: /Verification code/ }).fill('135790');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}
