import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

test.describe('a list’s view in its address', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('a history search survives Back, Forward and a reload', async ({ page }) => {
    await page.goto('/transaction/list/player01');
    const username = page.getByRole('textbox', { name: 'Username' });
    const kind = page.getByRole('combobox', { name: 'Record type' });
    await expect(username).toHaveValue('player01');
    await expect(page).toHaveURL(/\/transaction\/list\/player01$/);

    await kind.selectOption('redEnvelope');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?kind=redEnvelope$/);
    await expect(page.getByRole('grid', { name: 'Red-envelope history' })).toBeVisible();

    await username.fill('player02');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?username=player02&kind=redEnvelope$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?kind=redEnvelope$/);
    await expect(username).toHaveValue('player01');
    await expect(kind).toHaveValue('redEnvelope');

    await page.goForward();
    await expect(username).toHaveValue('player02');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player02');
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('redEnvelope');
    await expect(page.getByRole('grid', { name: 'Red-envelope history' })).toBeVisible();
  });

  test('a list’s filter reaches the address as typing pauses, one history entry for the whole word', async ({
    page,
  }) => {
    await page.goto('/index');
    await page.goto('/agent');
    const filter = page.getByRole('searchbox', { name: 'Filter this list' });
    const grid = page.getByRole('grid', { name: 'Agent list' });
    await expect(grid.getByRole('row').nth(2)).toBeVisible();
    await filter.pressSequentially('agent02');
    await expect(page).toHaveURL(/\/agent\?q=agent02$/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Filter this list' })).toHaveValue('agent02');
    await expect(page.getByRole('grid', { name: 'Agent list' }).getByRole('row').nth(1)).toContainText('agent02');

    // Typing replaced the entry rather than adding one per letter: Back leaves the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a copied link shows the same search to another staff member, under their own rules', async ({
    page,
    browser,
  }) => {
    await page.goto('/transaction/list/player01');
    await page.getByRole('combobox', { name: 'Record type' }).selectOption('redEnvelope');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/kind=redEnvelope/);
    const link = page.url();

    const other = await browser.newContext({ storageState: SIGNED_IN.service });
    try {
      const theirs = await other.newPage();
      await theirs.goto(link);
      await expect(theirs.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
      await expect(theirs.getByRole('combobox', { name: 'Record type' })).toHaveValue('redEnvelope');
      await expect(theirs.getByRole('grid', { name: 'Red-envelope history' })).toBeVisible();
      // The guards still decide: a screen outside their menu stays closed, whatever the link says.
      await theirs.goto('/agent?username=agent01');
      await expect(theirs).not.toHaveURL(/\/agent/);
    } finally {
      await other.close();
    }
  });

  test('a saved view is kept over a reload and opens again', async ({ page }) => {
    await page.goto('/user');
    const search = page.getByRole('search', { name: 'Search accounts on the server' });
    await search.getByRole('textbox', { name: 'Username' }).fill('player01');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/user\?username=player01$/);

    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Player one');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('View “Player one” saved.')).toBeVisible();

    await page.goto('/user');
    await page.reload();
    await expect(search.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await page.getByRole('button', { name: 'Saved views (1)' }).click();
    await page
      .getByRole('region', { name: 'Saved views' })
      .getByRole('button', { name: 'Player one', exact: true })
      .click();
    await expect(page).toHaveURL(/\/user\?username=player01$/);
    await expect(search.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  });
});
