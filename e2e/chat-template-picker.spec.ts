import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Quick templates in a room of the demo build, on the demo backend's seeded templates:
 * service01 ("Helpdesk Amy") writes to player12 ("Player 12"); agent01 has no templates.
 */

async function openRoomAsService(page: Page) {
  await page.goto('/chat/messaging');
  await page
    .getByRole('link', { name: /player12/ })
    .first()
    .click();
  await expect(page.getByRole('log')).toBeVisible();
}

const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const picker = (page: Page) => page.getByRole('region', { name: 'Quick message templates' });
const option = (page: Page, title: string) => picker(page).getByRole('option', { name: new RegExp(`^${title} `) });

test.describe('as service01', () => {
  test.use({ storageState: SIGNED_IN.service });

  test('"/" and a word of the text find a template; Enter inserts it filled, Enter again sends it', async ({
    page,
  }) => {
    await openRoomAsService(page);
    await box(page).click();
    await box(page).pressSequentially('/contacting');
    await expect(option(page, 'Thank you')).toHaveAttribute('aria-selected', 'true');
    await expect(picker(page).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');

    const text = 'Thank you for contacting us, Player 12. Have a nice day!';
    await expect(box(page)).toHaveValue(text);
    await expect(picker(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(box(page)).toHaveValue('');
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
  });

  test('the footer icon inserts at the caret, with the agent filled in and an unknown variable left to fill', async ({
    page,
  }) => {
    await openRoomAsService(page);
    await box(page).fill('Hi! ');
    await page.getByRole('button', { name: 'Quick message templates' }).click();
    const search = picker(page).getByRole('combobox', { name: 'Search templates' });
    await expect(search).toBeFocused();
    await search.fill('welcome help');
    await expect(option(page, 'Welcome')).toContainText('I am Helpdesk Amy');
    await page.keyboard.press('Enter');
    await expect(box(page)).toHaveValue('Hi! Hello Player 12, welcome! I am Helpdesk Amy. How can I help you today?');
    await expect(box(page)).toBeFocused();

    await page.getByRole('button', { name: 'Quick message templates' }).click();
    await search.fill('processed');
    await expect(option(page, 'Order follow-up')).toContainText('Fill in yourself: {order.id}');
    await page.keyboard.press('Escape');
    await expect(picker(page)).toBeHidden();
    await expect(box(page)).toBeFocused();
  });
});

test.describe('as agent01', () => {
  test.use({ storageState: SIGNED_IN.agentLink });

  test('agents have no templates: no icon, and "/" is only a character', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('demo_auto_reply', '0'));
    await page.goto('/chat/messaging/201/101/r-agent01-player02');
    await expect(page.getByRole('log')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick message templates' })).toHaveCount(0);
    await box(page).pressSequentially('/welcome');
    await expect(picker(page)).toHaveCount(0);
    await expect(box(page)).toHaveValue('/welcome');
  });
});
