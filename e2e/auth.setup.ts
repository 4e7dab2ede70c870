import { expect, test as setup, type Page } from '@playwright/test';
import { SIGNED_IN, signInAsAdmin, signInAsAgent, signInAsAgentByLink, signInAsService } from './sign-in';

/**
 * Signs in once per kind of session the specs use and saves it for them (SIGNED_IN in sign-in.ts).
 * The specs about signing in and out (auth, sign-in-typing, multi-tab-logout, the second sign-in of
 * chat-unsent) and cold-load-api-down still go through the login form: it is part of what they check.
 *
 * What a saved state holds: the app keeps its session in local storage (src/lib/storage.ts: user_token,
 * user_id, role_id and the rest; no cookies, and none of it in session storage, which storageState
 * would not keep), and the demo backend keeps its data there too ("demo.db", mocks/db/store.ts), the
 * server side of the session included. So each state is the seeded demo data as it stood right after
 * that sign-in. Each sign-in runs in a fresh context of its own, and every test starts a
 * new context from the file: what one test changes in the demo data never reaches another.
 */

/**
 * Saves the context's storage to `file`; answers the session's token it holds. The demo backend in a
 * saved state answers after a fixed 20 ms (`demo_latency_ms`, mocks/browser.ts) instead of a realistic
 * 100–400 ms: the specs wait for what the user sees, whatever the time, and those about a slow answer
 * make their own.
 */
async function save(page: Page, file: string) {
  await page.evaluate(() => localStorage.setItem('demo_latency_ms', '20'));
  const state = await page.context().storageState({ path: file });
  return state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'user_token')?.value;
}

setup('admin signs in with the authenticator code', async ({ page }) => {
  await signInAsAdmin(page);
  expect(await save(page, SIGNED_IN.admin)).toBeTruthy();
});

setup('service01 signs in, members not answering on their own', async ({ page }) => {
  await signInAsService(page);
  // signInAsService sets the switch on each page load; a stored state carries it in local storage.
  await page.evaluate(() => localStorage.setItem('demo_auto_reply', '0'));
  expect(await save(page, SIGNED_IN.service)).toBeTruthy();
});

setup('agent01 signs in with the SMS code', async ({ page }) => {
  await signInAsAgent(page);
  expect(await save(page, SIGNED_IN.agent)).toBeTruthy();
});

setup('agent01 signs in through the agent backend link', async ({ page }) => {
  await signInAsAgentByLink(page);
  expect(await save(page, SIGNED_IN.agentLink)).toBeTruthy();
});
