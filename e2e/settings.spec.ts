import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A success is a toast that says what was saved: announced, nothing to dismiss. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test.describe('system settings', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('an administrator saves the room look and sees it again after a reload', async ({ page }) => {
    await page.goto('/setup/system');

    const name = page.getByRole('textbox', { name: /Room name/ });
    await expect(name).toHaveValue('Lucky Lounge');
    await name.fill('E2E Lounge');
    await page.getByRole('textbox', { name: 'Header background colour: hex code' }).fill('#14532d');
    await page.getByRole('textbox', { name: 'Header font colour: hex code' }).fill('#fef3c7');
    await page.getByLabel('Background image').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Background image preview' })).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
    await page.getByRole('textbox', { name: /API URL/ }).fill('https://members.example.com/api');

    // The live preview follows the form before anything is saved.
    await expect(page.getByTestId('preview-header')).toHaveText(/E2E Lounge/);
    await expect(page.getByTestId('preview-header')).toHaveCSS('background-color', 'rgb(20, 83, 45)');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'saved: settings of chat room E2E Lounge');

    await page.reload();
    await expect(page.getByRole('textbox', { name: /Room name/ })).toHaveValue('E2E Lounge');
    await expect(page.getByRole('textbox', { name: 'Header background colour: hex code' })).toHaveValue('#14532d');
    await expect(page.getByRole('textbox', { name: 'Header font colour: hex code' })).toHaveValue('#fef3c7');
    await expect(page.getByRole('textbox', { name: /API URL/ })).toHaveValue('https://members.example.com/api');
    await expect(page.getByRole('img', { name: 'Background image preview' })).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
    await expect(page.getByTestId('preview-header')).toHaveCSS('color', 'rgb(254, 243, 199)');
  });

  test('the API URL links to the API document page', async ({ page }) => {
    await page.goto('/setup/system');
    await page.getByRole('link', { name: 'Read the member-connection API document' }).click();
    await expect(page).toHaveURL(/\/file\/api$/);
    await expect(page.getByRole('heading', { name: 'Member-connection API document' })).toBeVisible();
    await expect(page.getByText('No document has been published yet.')).toBeVisible();
  });
});

test.describe('personal settings', () => {
  test.use({ storageState: SIGNED_IN.service });

  test('a user changes avatar and nickname and sees them after a reload', async ({ page }) => {
    await page.goto('/setup/self');

    const nickname = page.getByRole('textbox', { name: /Nickname/ });
    await expect(nickname).toHaveValue('Helpdesk Amy');
    await expect(page.getByRole('textbox', { name: 'Balance' })).toHaveValue('Unlimited');
    await page.getByLabel('Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Avatar of service01' })).toHaveAttribute('src', /^data:image\/png/);
    await nickname.fill('Helpdesk Amelia');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'edited: profile of service01');
    expect(await page.evaluate(() => localStorage.getItem('user_avatar'))).toMatch(/^data:image\/png/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: /Nickname/ })).toHaveValue('Helpdesk Amelia');
    await expect(page.getByRole('img', { name: 'Avatar of service01' })).toHaveAttribute('src', /^data:image\/png/);
  });
});
