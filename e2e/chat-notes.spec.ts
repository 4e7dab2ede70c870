import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * A room's notebook in the demo build, as service01 (customer service, no second step): room 212
 * is service01's room with player12 (member 111) and has three notes. The demo store persists in
 * the browser, so what was saved is still there after a reload.
 */

test.use({ storageState: SIGNED_IN.service });

const notesTable = (page: Page) => page.getByRole('grid', { name: 'Notes of this room' });
const entriesTable = (page: Page) => page.getByRole('grid', { name: 'Entries of E2E follow-up' });

test('notebook: add a note, finish it, then add, edit and delete its entries; all kept after a reload', async ({
  page,
}) => {
  await page.goto('/chat/noteTitle/212/111');
  await expect(notesTable(page).getByRole('link', { name: 'Complaint about slow payout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the chat room' })).toHaveAttribute(
    'href',
    /^\/chat\/messaging\/212\/111/,
  );

  // Add: an empty title is refused in place, then the note is saved unfinished.
  await page.getByRole('button', { name: 'Add note' }).click();
  const add = page.getByRole('dialog', { name: 'Add note' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter a title.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Title' }).fill('E2E follow-up');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('textbox', { name: 'Title' })).toBeHidden();
  const noteRow = notesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'E2E follow-up' }) });
  await expect(noteRow).toContainText('Unfinished');
  await expect(noteRow).toContainText('service01');

  // Edit: mark it finished.
  await noteRow.getByRole('button', { name: 'Edit E2E follow-up' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit note' });
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Finished' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('textbox', { name: 'Title' })).toBeHidden();
  await expect(noteRow).toContainText('Finished');

  // Its entries.
  await noteRow.getByRole('link', { name: 'E2E follow-up' }).click();
  await expect(page).toHaveURL(/\/chat\/noteContent\/\d+\/111\/E2E%20follow-up\?room_id=212$/);
  await expect(page.getByRole('heading', { level: 2, name: 'E2E follow-up' })).toBeVisible();
  await expect(entriesTable(page)).toContainText('This note has no entries yet.');

  const addEntry = async (content: string) => {
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add entry' });
    await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeHidden();
    await expect(entriesTable(page).getByText(content, { exact: true })).toBeVisible();
  };
  await addEntry('First call');
  await addEntry('Second call, member answered');

  const firstRow = entriesTable(page).getByRole('row').filter({ hasText: 'First call' });
  await firstRow.getByRole('button', { name: /^Edit the entry of / }).click();
  const editEntry = page.getByRole('dialog', { name: 'Edit entry' });
  await editEntry.getByRole('textbox', { name: 'Content' }).fill('First call, no answer');
  await editEntry.getByRole('button', { name: 'Save' }).click();
  await expect(entriesTable(page).getByText('First call, no answer', { exact: true })).toBeVisible();

  const editedRow = entriesTable(page).getByRole('row').filter({ hasText: 'First call, no answer' });
  await editedRow.getByRole('button', { name: /^Delete the entry of / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // While the confirmation is open the page behind it is hidden from the accessibility tree.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(page.getByText('Entry deleted.')).toBeVisible();
  await expect(entriesTable(page).getByText('Second call, member answered', { exact: true })).toBeVisible();
  await expect(entriesTable(page).getByText('First call, no answer', { exact: true })).toHaveCount(0);

  // After a reload the entries are as left.
  await page.reload();
  await expect(entriesTable(page).getByText('Second call, member answered', { exact: true })).toBeVisible();
  await expect(entriesTable(page).getByText('First call, no answer', { exact: true })).toHaveCount(0);
  await expect(entriesTable(page).getByRole('row')).toHaveCount(2);

  // Back to the notebook: the note is there, finished, after a reload too.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/chat\/noteTitle\/212\/111$/);
  await page.reload();
  const kept = notesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'E2E follow-up' }) });
  await expect(kept).toContainText('Finished');
});

// @spec chat.errors.missing-notebook-ids
test('a notebook address with a broken or missing part loads nothing and says why', async ({ page }) => {
  for (const address of ['/chat/noteTitle/abc/111', '/chat/noteTitle/212', '/chat/noteContent/9001/111']) {
    await page.goto(address);
    await expect(page.getByRole('alert').filter({ hasText: 'This page cannot be opened' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  }
});
