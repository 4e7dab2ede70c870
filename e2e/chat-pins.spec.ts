import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Pinned rooms as agent01, in two tabs of one browser: a room pinned from its header goes to the top
 * of the room list in both tabs at once, marked pinned; unpinned, it goes back to its place.
 */

test.use({ storageState: SIGNED_IN.agentLink });

const list = (page: Page) => page.getByRole('region', { name: 'Conversations' });

/** The list's rooms as shown, top to bottom, by their address. */
const roomPaths = (page: Page) =>
  list(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

async function openChat(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto(path);
  await expect(list(page).getByRole('link').nth(2)).toBeVisible();
}

test('a room pinned from its header tops the list in every tab at once; unpinned, it goes back', async ({
  context,
}) => {
  const other = await context.newPage();
  await openChat(other, '/chat/messaging');
  const before = await roomPaths(other);
  const last = before.at(-1)!;

  const page = await context.newPage();
  await openChat(page, last);
  await expect(page.getByRole('log')).toBeVisible();
  const pin = page.getByRole('button', { name: 'Pin this room' });
  await expect(pin).toHaveAttribute('aria-pressed', 'false');

  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  for (const tab of [page, other]) {
    await expect.poll(async () => (await roomPaths(tab))[0]).toBe(last);
    await expect(list(tab).getByRole('link').first().getByRole('img', { name: 'Pinned' })).toBeVisible();
  }

  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => roomPaths(other)).toEqual(before);
  await expect(list(other).getByRole('img', { name: 'Pinned' })).toHaveCount(0);
});
