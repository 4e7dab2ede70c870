import { expect, test, type Page } from '@playwright/test';
import { userMenuButton } from './sign-in';

/** Demo accounts (mocks/db/demo-accounts.ts) and the codes the demo backend accepts. */
const AUTHENTICATOR_CODE = '135790';
const SMS_CODE = '246810';

async function submitCredentials(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function verifyWith(page: Page, code: string) {
  await page.getByRole('textbox', { name: /Verification code/ }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function sendSms(page: Page, maskedPhone: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send verification code' });
  await expect(dialog).toContainText(maskedPhone);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  // The code exists once the server has answered; typing it earlier would race the send.
  await expect(page.getByText(`A code was sent to ${maskedPhone}.`)).toBeVisible();
}

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('sign-in', () => {
  test('admin signs in with the authenticator code', async ({ page }) => {
    await submitCredentials(page, 'admin', 'admin123');
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await verifyWith(page, AUTHENTICATOR_CODE);
    await expect(page).toHaveURL(/\/index$/);
    expect(await storageItem(page, 'role_id')).toBe('1');
  });

  test('agent01 signs in with an SMS code after confirming the masked phone', async ({ page }) => {
    await submitCredentials(page, 'agent01', 'agent123');
    await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
    await sendSms(page, '09***678');
    await verifyWith(page, SMS_CODE);
    await expect(page).toHaveURL(/\/index$/);
    expect(await storageItem(page, 'user_id')).toBe('3');
    expect(await storageItem(page, 'share_code')).toBe('AG0103');
  });

  test('service01 signs in without a second step', async ({ page }) => {
    await submitCredentials(page, 'service01', 'service123');
    await expect(page).toHaveURL(/\/index$/);
    expect(await storageItem(page, 'user_token')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('manager chooses between both methods: the authenticator is preselected', async ({ page }) => {
    await submitCredentials(page, 'manager', 'manager123');
    await expect(page.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await verifyWith(page, AUTHENTICATOR_CODE);
    await expect(page).toHaveURL(/\/index$/);
  });

  test('manager can pick SMS instead', async ({ page }) => {
    await submitCredentials(page, 'manager', 'manager123');
    await page.getByRole('radio', { name: 'SMS code' }).check();
    await sendSms(page, '09***321');
    await verifyWith(page, SMS_CODE);
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a wrong code shows the server message and the card stays usable', async ({ page }) => {
    await submitCredentials(page, 'admin', 'admin123');
    await verifyWith(page, '000000');
    await expect(page.getByRole('alert')).toHaveText('The authenticator code is incorrect');
    await verifyWith(page, AUTHENTICATOR_CODE);
    await expect(page).toHaveURL(/\/index$/);
  });

  test('wrong credentials show the server message and keep the form', async ({ page }) => {
    await submitCredentials(page, 'service01', 'wrong');
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields show the required messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
  });

  test('a demo account button fills the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'service01', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('service01');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('session end', () => {
  test('logout shows the snackbar and lands on /login with the session cleared', async ({ page }) => {
    await submitCredentials(page, 'service01', 'service123');
    await expect(page).toHaveURL(/\/index$/);
    await userMenuButton(page, 'service01').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logout successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageItem(page, 'user_token')).toBeNull();
    expect(await storageItem(page, 'user_id')).toBeNull();
  });

  test('a session the server no longer knows (9998) returns to /login with storage cleared', async ({ page }) => {
    await submitCredentials(page, 'service01', 'service123');
    await expect(page).toHaveURL(/\/index$/);
    await page.evaluate(() => localStorage.setItem('user_token', 'bogus-token'));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(await storageItem(page, 'user_token')).toBeNull();
    expect(await storageItem(page, 'user_id')).toBeNull();
    expect(await storageItem(page, 'role_id')).toBeNull();
  });
});

test.describe('agent and web login', () => {
  test('agent login signs in, hides logout, and /login then asks to sign in at the agent backend', async ({ page }) => {
    await page.goto('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await storageItem(page, 'is_agent_login')).toBe('1');
    await userMenuButton(page, 'agent01').click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByText('Please re-login to the agent backend.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('agent login with a bad token shows Error: and the message', async ({ page }) => {
    await page.goto('/AgentLogin?agentToken=nope&agentUsername=agent01');
    await expect(page.getByText('Error: Agent token is invalid')).toBeVisible();
  });

  test('web login stores the token and customer id, then opens /index', async ({ page }) => {
    await submitCredentials(page, 'service01', 'service123');
    await expect(page).toHaveURL(/\/index$/);
    const token = await storageItem(page, 'user_token');
    await page.evaluate(() => {
      for (const key of ['user_token', 'user_id', 'role_id']) localStorage.removeItem(key);
    });
    await page.goto(`/WebLogin/${token}/4/1`);
    await expect(page.getByText('Signing you in…')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await storageItem(page, 'user_id')).toBe('4');
  });
});
