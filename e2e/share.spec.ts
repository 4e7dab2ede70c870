import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

test.describe('sharing', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('copies the share link (no stored domain: the app origin + /Signup/{code})', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/shareQRCode');
    const link = `${baseURL}/Signup/ADM001`;
    await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
    await page.getByRole('button', { name: 'Copy link' }).click();
    // A toast naming the link; nothing to dismiss.
    await expect(page.getByRole('status').filter({ hasText: `Copied Success: ${link}` })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('downloads the QR poster as a PNG', async ({ page }) => {
    await page.goto('/shareQRCode');
    const poster = page.getByRole('img', { name: 'Sign-up QR code poster for admin - ADM001' });
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1200, 1289,
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(0);
    // PNG signature
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
