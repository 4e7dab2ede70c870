import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Keyboard triage in the chat as agent01 (the demo's staff user with the most rooms): Alt+ArrowDown
 * and Alt+Shift+ArrowDown switch rooms in the list's order, `?` opens the shortcut sheet outside
 * text fields only, and on a narrow screen Escape goes back to the list. Members write only when the
 * test makes them (`window.__demoChat`).
 */

test.use({ storageState: SIGNED_IN.agentLink });

type ChatWindow = Window & { __demoChat?: { memberSends(code: string, content?: string): number | null } };

async function openChatAsAgent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
  await page.goto('/chat/messaging');
}

const list = (page: Page) => page.getByRole('region', { name: 'Conversations' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const atPath = (path: string) => new RegExp(`${escapeRe(path)}$`);

/** The list's rooms as shown, top to bottom: their address, whether marked unread, whether current. */
async function rooms(page: Page) {
  return list(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({
        path: new URL((a as HTMLAnchorElement).href).pathname,
        unread: /Unread messages|New message/.test(a.textContent ?? ''),
        current: a.getAttribute('aria-current') === 'page',
      })),
    );
}

test('Alt+Down and Alt+Shift+Down switch rooms in the list order; ? opens the sheet outside the message box', async ({
  page,
}) => {
  await openChatAsAgent(page);
  await expect(list(page).getByRole('link').nth(2)).toBeVisible();
  const [first, second] = await rooms(page);

  // No room open: the first room of the list; its message box takes the focus (a wide screen).
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).toHaveURL(atPath(first!.path));
  await expect(box(page)).toBeFocused();

  // From inside the message box, the next room.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).toHaveURL(atPath(second!.path));
  await expect(list(page).locator('a[aria-current="page"]')).toHaveAttribute('href', second!.path);
  await expect(box(page)).toBeFocused();

  // A member of the last room writes: it has an unread message now, and moves up the list.
  const last = (await rooms(page)).at(-1)!;
  const code = decodeURIComponent(last.path.split('/').at(-1)!);
  await page.evaluate((c) => (window as ChatWindow).__demoChat!.memberSends(c, 'Anyone there?'), code);
  await expect(list(page).getByRole('link').filter({ hasText: 'Anyone there?' })).toContainText(
    /Unread messages|New message/,
  );

  const now = await rooms(page);
  const at = now.findIndex((room) => room.current);
  const expected = [...now.slice(at + 1), ...now.slice(0, at)].find((room) => room.unread)!;
  expect(expected).toBeDefined();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect(page).toHaveURL(atPath(expected.path));
  await expect(box(page)).toBeFocused();

  // `?` typed in the message box is text, not the shortcut.
  await page.keyboard.type('Why?');
  await expect(box(page)).toHaveValue('Why?');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Outside text fields it opens the sheet, which Escape closes.
  await box(page).blur();
  await page.keyboard.press('?');
  // The dialog's own box has no size (its panel is fixed): what it shows is checked instead.
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('rowheader', { name: 'Open the next room with unread messages' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(atPath(expected.path));

  // The palette's "Next room" does what Alt+ArrowDown does, the message box's focus included.
  const shown = await rooms(page);
  const below = shown[shown.findIndex((room) => room.current) + 1]!;
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('next room');
  await page.getByRole('option', { name: 'Next room', exact: true }).click();
  await expect(page).toHaveURL(atPath(below.path));
  await expect(box(page)).toBeFocused();
});

test('on a narrow screen Escape leaves the room for the list, and the palette offers the shortcuts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await openChatAsAgent(page);
  await expect(list(page).getByRole('link').first()).toBeVisible();
  const [first] = await rooms(page);

  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).toHaveURL(atPath(first!.path));
  await expect(box(page)).toBeVisible();
  // Narrow: the focus is left alone (a phone's keyboard would cover the room).
  await expect(box(page)).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/chat\/messaging$/);
  await expect(list(page)).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('keyboard shortcuts');
  await palette.getByRole('option', { name: 'Keyboard shortcuts' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('rowheader', { name: 'Back to the room list (narrow screens)' })).toBeVisible();
  await expect(sheet).toBeFocused();
});
