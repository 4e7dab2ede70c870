import { screen, userEvent, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';

type Scope = ReturnType<typeof within>;

const moreName = (rowName: string) => t('kit:table.moreFor', { name: rowName });

/** The More menu of a table row, opened; its items are found in the page (the menu is anchored outside the table). */
export async function openMoreActions(row: Scope, rowName: string): Promise<Scope> {
  await userEvent.click(await row.findByRole('button', { name: moreName(rowName) }));
  return within(await screen.findByRole('menu'));
}

/**
 * Runs a row action by its accessible name, wherever the row shows it: as a link or under More.
 * Waits for either, since a row's actions follow the viewer's permissions, which may load after the rows.
 */
export async function chooseRowAction(row: Scope, actionName: string, rowName: string): Promise<void> {
  const direct = () => row.queryByRole('button', { name: actionName }) ?? row.queryByRole('link', { name: actionName });
  const more = () => row.queryByRole('button', { name: moreName(rowName) });
  await waitFor(() => {
    if (!direct() && !more()) throw new Error(`No ${actionName} and no More on the row of ${rowName}`);
  });
  const link = direct();
  if (link) return userEvent.click(link);
  const menu = await openMoreActions(row, rowName);
  await userEvent.click(menu.getByRole('menuitem', { name: actionName }));
}
