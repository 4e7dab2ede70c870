import { expect, test } from '@playwright/test';
import { screensInTurn } from './open-in-app';
import { SIGNED_IN } from './sign-in';
import { menuFor } from '../mocks/db/menus';
import type { DbMenuEntry } from '../mocks/db/types';

const urls = (entries: DbMenuEntry[]): string[] =>
  entries.flatMap((e) => [...(e.url ? [e.url] : []), ...urls(e.submenu ?? [])]);

/** Every screen of the admin's menu, as the demo backend serves it (routes: src/app/router/routes.tsx). */
const ADMIN_MENU_ROUTES = urls(menuFor({ role_id: 1 }));

test.use({ storageState: SIGNED_IN.admin });

test('every screen of the menu has exactly one page heading', async ({ page }) => {
  expect(ADMIN_MENU_ROUTES.length).toBeGreaterThan(10);
  for await (const route of screensInTurn(page, ADMIN_MENU_ROUTES)) {
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    const headings = page.getByRole('heading', { level: 1 });
    // The guard and the lazy screen show "Loading…" until the screen itself has rendered.
    await expect(headings.first(), route).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expect(headings, route).toHaveCount(1);
    // A screen with its own heading may go without Refresh (API document); none has two.
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).count(), route).toBeLessThanOrEqual(1);
  }
});
