import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Points transfers as an agent (agent01: SMS second step, payment password 8888) on the user list.
 *
 * The demo backend is a service worker inside the page. Requests it answers still show up in
 * page.on('request') (counted here), but page.route cannot hold them (Playwright does not route
 * requests a service worker handles), so the slow network is made in the page: an init script
 * wraps window.fetch, holds every api/user/transaction call for 2 s and counts it too.
 */
const TRANSFER = 'api/user/transaction';
const DELAY_MS = 2000;

type Probe = { network: () => number; inPage: () => Promise<number> };

async function slowTransfers(page: Page): Promise<Probe> {
  await page.addInitScript(
    ({ path, delayMs }) => {
      const w = window as unknown as { __transferCalls: number };
      w.__transferCalls = 0;
      const original = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes(path)) {
          w.__transferCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        return original(input, init);
      };
    },
    { path: TRANSFER, delayMs: DELAY_MS },
  );
  let network = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(TRANSFER)) network += 1;
  });
  return {
    network: () => network,
    inPage: () => page.evaluate(() => (window as unknown as { __transferCalls: number }).__transferCalls),
  };
}

/**
 * The gateway in front of the server times out after the server applied the transfer: the page
 * receives HTTP 504 with an HTML body for the given call (the demo backend did apply it).
 */
async function gatewayTimeoutOnCall(page: Page, call: number) {
  await page.addInitScript(
    ({ path, failing }) => {
      const w = window as unknown as { __transferCalls: number };
      w.__transferCalls = 0;
      const original = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.includes(path)) return original(input, init);
        w.__transferCalls += 1;
        const answer = await original(input, init);
        if (w.__transferCalls !== failing) return answer;
        return new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
          status: 504,
          headers: { 'Content-Type': 'text/html' },
        });
      };
    },
    { path: TRANSFER, failing: call },
  );
  return () => page.evaluate(() => (window as unknown as { __transferCalls: number }).__transferCalls);
}

/** player01 is masked on the agent's list (first 2, ***, last 3). */
async function openTransaction(page: Page) {
  await page.getByRole('button', { name: 'Transaction pl***r01', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Open or wash points' });
  // The dialog element itself has no box (its panel is fixed), so visibility is read off its content.
  await expect(dialog.getByRole('textbox', { name: /Amount/ })).toBeVisible();
  return dialog;
}

async function expectCalls(probe: Probe, count: number) {
  await expect.poll(() => probe.inPage()).toBe(count);
  expect(probe.network()).toBe(count);
}

/** One confirmed intent: the first send answers 7001, the password send is one new request. */
async function transferWithPassword(page: Page, probe: Probe, amount: string, remark: string, before: number) {
  const dialog = await openTransaction(page);
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await dialog.getByRole('textbox', { name: /Remark/ }).fill(remark);
  const send = dialog.getByRole('button', { name: 'Send' });
  await send.dblclick();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await dialog.getByRole('textbox', { name: /Remark/ }).press('Enter');

  const passwordDialog = page.getByRole('dialog', { name: 'Payment password' });
  await expect(passwordDialog.getByLabel('Payment password')).toBeVisible({ timeout: DELAY_MS + 5000 });
  await expect(dialog).toHaveCount(0);
  await expectCalls(probe, before + 1);

  const confirm = passwordDialog.getByRole('button', { name: 'Send' });
  await expect(confirm).toBeDisabled();
  await passwordDialog.getByLabel('Payment password').fill('8888');
  await confirm.dblclick();
  await passwordDialog.getByLabel('Payment password').press('Enter');

  // A toast that says what happened (amount with 2 decimals, direction, the account as the row shows it).
  const out = amount.startsWith('-');
  const shown = Number(amount.replace('-', '')).toFixed(2);
  const words = `Transaction Success: ${shown} points ${out ? 'out of' : 'into'} pl***r01`;
  await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible({ timeout: DELAY_MS + 5000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectCalls(probe, before + 2);
  await expect(passwordDialog).toHaveCount(0);
}

async function currentBalance(page: Page) {
  const dialog = await openTransaction(page);
  const value = await dialog.getByText('Current balance').locator('xpath=following-sibling::dd[1]').innerText();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  return value;
}

test.describe('points transfers', () => {
  test.use({ storageState: SIGNED_IN.agent });

  test('opens points, then washes points, each through the payment password with one request per send', async ({
    page,
  }) => {
    const probe = await slowTransfers(page);
    await page.goto('/user');
    expect(await currentBalance(page)).toBe('200.00');

    await transferWithPassword(page, probe, '25.5', 'e2e open', 0);
    // The list refreshes after a transfer; the row (and so the dialog) shows the new balance once it lands.
    await expect.poll(() => currentBalance(page)).toBe('225.50');

    await transferWithPassword(page, probe, '-50', 'e2e wash', 2);
    await expect.poll(() => currentBalance(page)).toBe('175.50');
    expect(probe.network()).toBe(4);
  });

  test('a transfer the server applied but answered with a 504 page cannot be sent a second time', async ({ page }) => {
    const calls = await gatewayTimeoutOnCall(page, 2);
    await page.goto('/user');
    expect(await currentBalance(page)).toBe('200.00');

    const dialog = await openTransaction(page);
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('50');
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('e2e gateway');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Payment password' });
    await passwordDialog.getByLabel('Payment password').fill('8888');
    await passwordDialog.getByRole('button', { name: 'Send' }).click();

    // Result unknown, not "could not be read"; Send stays blocked whatever the user presses.
    await expect(passwordDialog.getByText('Result unknown')).toBeVisible();
    const send = passwordDialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await passwordDialog.getByLabel('Payment password').press('Enter');
    await passwordDialog.getByRole('button', { name: 'Cancel' }).click();

    // Reopening the dialog does not clear the doubt: the notice is back and Send is blocked.
    const again = await openTransaction(page);
    await expect(again.getByText('Result unknown')).toBeVisible();
    await again.getByRole('textbox', { name: /Amount/ }).fill('50');
    await again.getByRole('textbox', { name: /Remark/ }).fill('e2e gateway');
    await expect(again.getByRole('button', { name: 'Send' })).toBeDisabled();
    await again.getByRole('textbox', { name: /Remark/ }).press('Enter');
    // The list was refreshed on the unknown outcome: the balance shows the transfer applied once.
    await expect(again.getByText('Current balance').locator('xpath=following-sibling::dd[1]')).toHaveText('250.00');
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(await calls()).toBe(2);
  });

  test('a wrong payment password shows the server message and keeps the prompt usable', async ({ page }) => {
    const probe = await slowTransfers(page);
    await page.goto('/user');
    const dialog = await openTransaction(page);
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('10');
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('e2e wrong password');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Payment password' });
    await expect(passwordDialog.getByLabel('Payment password')).toBeVisible({ timeout: DELAY_MS + 5000 });
    await passwordDialog.getByLabel('Payment password').fill('1234');
    await passwordDialog.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText('The payment password is incorrect')).toBeVisible({ timeout: DELAY_MS + 5000 });
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(passwordDialog.getByLabel('Payment password')).toHaveValue('1234');
    await expect(passwordDialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectCalls(probe, 2);
  });
});
