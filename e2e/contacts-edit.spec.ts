import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Editing a contact in the demo build, as service01 (customer service, no second step): its contacts
 * (api/customer/list) are agent01 and player12 ('Player 12', member 111). The demo store persists in
 * the browser, so what was saved is still there after a reload.
 */
test.use({ storageState: SIGNED_IN.service });

test('contacts: edit a contact’s nickname and status from its profile; both kept after a reload', async ({ page }) => {
  await page.goto('/chat/contact');
  const list = page.getByRole('list', { name: 'Contact list' });
  await list.getByRole('link', { name: 'Player 12 player12' }).click();
  await expect(page).toHaveURL(/\/chat\/contact\/111$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  /** The profile's value for a label (Nickname, Status). */
  const value = (label: string) =>
    profile.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Nickname')).toHaveText('Player 12');
  await expect(value('Status')).toHaveText('Normal');

  // A refused save keeps the dialog open with the server's message.
  await profile.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact' });
  const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
  await expect(nickname).toHaveValue('Player 12');
  await nickname.fill('fail');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The contact could not be saved.');

  // A new nickname, and disabled.
  await nickname.fill('  E2E VIP  ');
  await dialog.getByRole('radio', { name: 'Disabled' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'edited: contact E2E VIP' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(value('Nickname')).toHaveText('E2E VIP');
  await expect(value('Status')).toHaveText('Disabled');
  // The list shows contacts of status 1 only.
  await expect(list.getByRole('link', { name: /player12/ })).toBeHidden();
  await expect(list.getByRole('link', { name: /agent01/ })).toBeVisible();

  await page.reload();
  await expect(value('Nickname')).toHaveText('E2E VIP');
  await expect(value('Status')).toHaveText('Disabled');
  await expect(list.getByRole('link', { name: /agent01/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /player12/ })).toBeHidden();

  // Normal again: back in the list under its new nickname, also after a reload.
  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(nickname).toHaveValue('E2E VIP');
  await expect(dialog.getByRole('radio', { name: 'Disabled' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Normal' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('link', { name: 'E2E VIP player12' })).toBeVisible();
  await page.reload();
  await expect(list.getByRole('link', { name: 'E2E VIP player12' })).toBeVisible();
  await expect(value('Status')).toHaveText('Normal');
});
