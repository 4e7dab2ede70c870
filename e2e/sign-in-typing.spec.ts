import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInAsService, userMenuButton } from './sign-in';

/**
 * The sign-in form shows before its rules (zod and the form's schema), which it fetches on first
 * focus. Whatever arrives while the user types must not cost a character. Once the form shows, every
 * code file the page asks for (its rules first) comes 2 s late, while the user is already typing.
 */
function slowCode(context: BrowserContext) {
  let slow = false;
  let pending = 0;
  const settled: (() => void)[] = [];
  void context.route(/\/assets\/.+\.js$/, async (route) => {
    if (!slow) return route.continue();
    pending++;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
    if (--pending === 0) settled.splice(0).forEach((done) => done());
  });
  return {
    start: () => (slow = true),
    /** Resolves once every slowed file has been handed over (at once when none is on its way). */
    idle: () => new Promise<void>((resolve) => (pending === 0 ? resolve() : settled.push(resolve))),
  };
}

async function logout(page: Page) {
  await userMenuButton(page, 'service01').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('typing into the sign-in form right after a logout, while its rules load, keeps every character', async ({
  page,
  context,
}) => {
  const code = slowCode(context);
  await signInAsService(page);
  // A fresh signed-in page: the sign-in page's code and its rules are not in it yet.
  await page.reload();
  await expect(userMenuButton(page, 'service01')).toBeVisible();
  await logout(page);

  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByLabel(/^Password/);
  await expect(username).toBeVisible();
  code.start();
  await username.click();
  await page.keyboard.type('service01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('service123');
  await code.idle();
  await expect(username).toHaveValue('service01');
  await expect(password).toHaveValue('service123');
  await expect(password).toBeFocused();

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('typing into a freshly opened sign-in page while its rules load keeps every character', async ({
  page,
  context,
}) => {
  const code = slowCode(context);
  await page.goto('/login');
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeVisible();
  code.start();
  await username.click();
  await page.keyboard.type('service01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('service123');
  await code.idle();
  await expect(username).toHaveValue('service01');
  await expect(page.getByLabel(/^Password/)).toHaveValue('service123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/index$/);
});
