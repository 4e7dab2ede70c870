import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The signed-in states the setup project (auth.setup.ts) saves, one per kind of session the specs
 * use; a spec takes one with `test.use({ storageState: SIGNED_IN.service })`. They live beside the
 * run's reports, outside its artifacts folder (which Playwright empties) and outside git.
 */
const stateFile = (name: string) => fileURLToPath(new URL(`../test-results/.auth/${name}.json`, import.meta.url));
export const SIGNED_IN = {
  /** admin, through the authenticator code: every screen of the back office. */
  admin: stateFile('admin'),
  /** service01 (customer service), members' automatic replies off. */
  service: stateFile('service01'),
  /** agent01 through the login form and its SMS code. */
  agent: stateFile('agent01'),
  /** agent01 through the agent backend's link (/AgentLogin): no Logout, as the chat's agents use it. */
  agentLink: stateFile('agent01-link'),
} as const;

/**
 * The signed-in user's menu button in the page's banner. The login page also shows buttons named
 * after the demo accounts, and it stays on screen a moment after the address changes to /index.
 */
export const userMenuButton = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${username}`) });

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

/** Signs in as agent01 through the login form, with the SMS code 246810 (payment password 8888). */
export async function signInAsAgent(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('agent01');
  await page.getByLabel(/^Password/).fill('agent123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  // The code exists once the server has answered the send; typing it earlier races the send.
  await expect(page.getByText(/A code was sent to/)).toBeVisible();
  await page.getByRole('textbox', { name: /Verification code/ }).fill('246810');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/index$/);
}

/** Signs in as agent01 through the agent backend's link, as the agents of the chat arrive. */
export async function signInAsAgentByLink(page: Page) {
  await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
  await expect(page).toHaveURL(/\/index$/);
}
