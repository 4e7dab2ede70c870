import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { seedBigList } from '@mocks/db/big-list';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { formatCount } from '@/lib/money';
import { chooseRowAction, openMoreActions } from '@/test/stories/row-actions';
import { t, tx } from '@/test/translate';
import { ManagementListAt } from '@/test/harness/management-list-route';

const meta = {
  title: 'Accounts/ManagementListPage',
  component: ManagementListAt,
  args: { path: '/user' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ManagementListAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label, with or without the required mark. */
const label = (key: string) => new RegExp(`^${tx(key).source}\\*?$`);
/** A row action's name: the action, then the account as the row shows it. */
const action = (name: string, username: string) => `${t(`accounts:actions.${name}`)} ${username}`;
/** Any row's button for this action. */
const rowOf = (list: HTMLElement, username: string) =>
  within(within(list).getByText(username).closest('tr') as HTMLElement);
/** Runs a row's action wherever the row keeps it (a link, or under More) once the row has loaded. */
async function rowAction(list: HTMLElement, name: string, username: string) {
  await within(list).findByText(username);
  await chooseRowAction(rowOf(list, username), action(name, username), username);
}
const anyRow = (name: string) => new RegExp(`^${tx(`accounts:actions.${name}`).source} `);
const shown = (from: number, to: number, total: number) => t('kit:table.showing', { from, to, total });

const ADMIN = 1;
const AGENT = 3;
const table = (title: string) => screen.findByRole('grid', { name: t(`accounts:titles.${title}`) });
const headers = (el: HTMLElement) =>
  within(el)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

export const Loading: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: { handlers: [replyWith('api/user/list', ok([]), { delayMs: 'infinite' }), ...handlers] },
    snapshot: false,
  },
  play: async () => {
    const list = await table('userList');
    await expect(await within(list).findByRole('status')).toHaveTextContent(t('kit:table.loading'));
  },
};

// @spec bo.errors.label-noDataAvailable
export const Empty: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: { msw: { handlers: [replyWith('api/user/list', ok([])), ...handlers] } },
  play: async () => {
    const list = await table('userList');
    await expect(await within(list).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: { msw: { handlers: [networkErrorFor('api/user/list'), ...handlers] } },
  play: async () => {
    await expect(await screen.findByText(t('common:errors.network'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
  },
};

/** agent01 on /user: encryption_username applies, so non-sub usernames show as first 2, ***, last 3. */
export const Masked: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const list = await table('userList');
    await expect(await within(list).findByText('pl***r01')).toBeVisible();
    await expect(within(list).queryByText('player01')).not.toBeInTheDocument();
  },
};

export const SearchingUnmasks: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const list = await table('userList');
    await within(list).findByText('pl***r01');
    await userEvent.type(screen.getByRole('searchbox', { name: t('accounts:list.filter') }), 'player1');
    await expect(await within(list).findByText('player10')).toBeVisible();
    await waitFor(() => expect(screen.getByText(shown(1, 10, 10))).toBeVisible());
  },
};

export const ServerSearch: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const list = await table('userList');
    await within(list).findByText('pl***r01');
    const form = screen.getByRole('search', { name: t('accounts:search.title') });
    await userEvent.type(within(form).getByLabelText(t('accounts:search.nickname')), 'Player 2');
    await userEvent.click(within(form).getByRole('button', { name: t('accounts:search.submit') }));
    await expect(await within(list).findByText('player02')).toBeVisible();
    await waitFor(() => expect(screen.getByText(shown(1, 6, 6))).toBeVisible());
    await userEvent.click(within(form).getByRole('button', { name: t('accounts:search.reset') }));
    await expect(await within(list).findByText('pl***r01')).toBeVisible();
  },
};

export const Role2ViewerOnUser: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const list = await table('userList');
    await within(list).findByText('pl***r01');
    const names = headers(list);
    await expect(names).not.toContain(t('accounts:columns.balance'));
    await expect(names).not.toContain(t('accounts:columns.withdrawConfirm'));
    // The agent's menu grants transaction, deposit and edit on /user, not delete.
    await expect(within(list).getAllByRole('button', { name: anyRow('transaction') })).toHaveLength(10);
    const menu = await openMoreActions(rowOf(list, 'pl***r01'), 'pl***r01');
    await expect(menu.getByRole('menuitem', { name: action('deposit', 'pl***r01') })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: action('edit', 'pl***r01') })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: anyRow('freeze') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    for (const add of ['userAdd', 'agentAdd', 'csAdd'])
      await expect(screen.queryByRole('button', { name: t(`accounts:titles.${add}`) })).not.toBeInTheDocument();
  },
};

export const AdminOnAgentList: Story = {
  args: { path: '/agent' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('agentList');
    await within(list).findByText('ag***t01');
    await expect(headers(list)).toEqual(
      expect.arrayContaining([
        t('accounts:columns.balance'),
        t('accounts:columns.withdrawConfirm'),
        t('accounts:columns.status'),
      ]),
    );
    // agent02 is a sub account: never masked. agent01's balance 1234567.899 shows rounded down.
    await expect(within(list).getByText('agent02')).toBeVisible();
    await expect(within(list).getByText('1,234,567.89')).toBeVisible();
  },
};

export const AdminOnCustomerService: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('csList');
    await within(list).findByText('service02');
    await expect(screen.getByRole('button', { name: t('accounts:titles.csAdd') })).toBeVisible();
    await expect(within(list).getAllByText(t('common:unlimited')).length).toBeGreaterThan(0);
    // The administrator's rights on this list (from the menu) give each row its More menu.
    await expect(
      await within(list).findByRole('button', { name: t('kit:table.moreFor', { name: 'service02' }) }),
    ).toBeVisible();
  },
};

// @spec bo.errors.success-created
export const AddAccountCreated: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('csList');
    await within(list).findByText('service02');
    await userEvent.click(screen.getByRole('button', { name: t('accounts:titles.csAdd') }));
    const d = within(await screen.findByRole('dialog', { name: t('accounts:titles.csAdd') }));
    await userEvent.type(d.getByLabelText(label('accounts:form.username')), 'helper7');
    await userEvent.type(d.getByLabelText(label('accounts:form.password')), 'abc123');
    await userEvent.type(d.getByLabelText(label('accounts:form.passwordConfirmation')), 'abc123');
    await userEvent.click(d.getByRole('button', { name: t('accounts:form.create') }));
    // A toast naming the new account, announced politely; nothing to dismiss.
    const toast = await screen.findByText(t('accounts:alerts.createdDetail', { username: 'helper7' }));
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(await within(list).findByText('helper7')).toBeVisible();
  },
};

// @spec bo.errors.other-codes bo.errors.unlisted-messages
export const AddAccountServerError: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    await within(await table('csList')).findByText('service02');
    await userEvent.click(await screen.findByRole('button', { name: t('accounts:titles.csAdd') }));
    const d = within(await screen.findByRole('dialog', { name: t('accounts:titles.csAdd') }));
    await userEvent.type(d.getByLabelText(label('accounts:form.username')), 'helper7');
    await userEvent.type(d.getByLabelText(label('accounts:form.password')), 'abc123');
    await userEvent.type(d.getByLabelText(label('accounts:form.passwordConfirmation')), 'abc124');
    await userEvent.click(d.getByRole('button', { name: t('accounts:form.create') }));
    await expect(await d.findByRole('alert')).toHaveTextContent('The password confirmation does not match.');
  },
};

// @spec bo.errors.success-edited
export const EditAccountEdited: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('csList');
    await rowAction(list, 'edit', 'service02');
    const d = within(await screen.findByRole('dialog', { name: t('accounts:titles.csEdit') }));
    await userEvent.clear(d.getByLabelText(label('accounts:form.nickname')));
    await userEvent.type(d.getByLabelText(label('accounts:form.nickname')), 'Night shift');
    await userEvent.click(d.getByRole('button', { name: t('common:actions.save') }));
    const toast = await screen.findByText(t('accounts:alerts.editedDetail', { username: 'service02' }));
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(await within(list).findByText('Night shift')).toBeVisible();
  },
};

export const FreezeAccount: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('csList');
    await rowAction(list, 'freeze', 'service02');
    const confirm = within(await screen.findByRole('alertdialog', { name: t('accounts:titles.csDelete') }));
    await expect(confirm.getByText(t('accounts:freeze.message', { username: 'service02' }))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t('accounts:freeze.confirm') }));
    await expect(await screen.findByText(t('accounts:alerts.frozenDetail', { username: 'service02' }))).toBeVisible();
    await waitFor(() => expect(rowOf(list, 'service02').getByText(t('accounts:status.disabled'))).toBeVisible());
    const menu = await openMoreActions(rowOf(list, 'service02'), 'service02');
    await expect(menu.getByRole('menuitem', { name: action('freeze', 'service02') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A row's Freeze: its own button, or the item of the row's menu where the row keeps it. */
async function openFreeze(list: HTMLElement, username: string) {
  await rowAction(list, 'freeze', username);
}

/** The freeze confirmation opens on Cancel: Enter pressed by reflex closes it and freezes nothing. */
export const FreezeOpensOnCancel: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const list = await table('csList');
    await within(list).findByText('service02');
    await openFreeze(list, 'service02');
    const el = await screen.findByRole('alertdialog', { name: t('accounts:titles.csDelete') });
    const cancel = within(el).getByRole('button', { name: t('common:actions.cancel') });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      screen.queryByText(t('accounts:alerts.frozenDetail', { username: 'service02' })),
    ).not.toBeInTheDocument();
    await expect(db.state.users.find((u) => u.username === 'service02')?.status).toBe(1);
  },
};

export const FreezeSubmitting: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: { handlers: [replyWith('api/user/delete', ok(null), { delayMs: 'infinite' }), ...handlers] },
    snapshot: false,
  },
  play: async () => {
    const list = await table('csList');
    await rowAction(list, 'freeze', 'service02');
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: t('accounts:freeze.confirm') }));
    await waitFor(() =>
      expect(confirm.getByRole('button', { name: t('accounts:freeze.confirm') })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(confirm.getByRole('button', { name: t('accounts:freeze.confirm') })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
  },
};

// @spec bo.errors.other-codes
export const FreezeServerError: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: {
      handlers: [
        replyWith('api/user/delete', { code: 5002, message: 'Account is locked by another operator' }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const list = await table('csList');
    await rowAction(list, 'freeze', 'service02');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: t('accounts:freeze.confirm'),
      }),
    );
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.errorTitle') });
    await expect(await within(alert).findByText('Account is locked by another operator')).toBeVisible();
    // The confirmation gives way to the alert, which keeps the focus: Enter dismisses it.
    const ok = within(alert).getByRole('button', { name: t('common:actions.ok') });
    await waitFor(() => expect(ok).toHaveFocus());
  },
};

/** A viewer with several wallets also sees each account's game wallet. */
export const MultiWalletViewer: Story = {
  beforeEach: () => {
    db.update((s) => {
      const admin = s.users.find((u) => u.id === ADMIN);
      if (admin) admin.is_multiple_wallet = 1;
    });
    signInAs(ADMIN);
  },
  play: async () => {
    const list = await table('userList');
    await within(list).findByText('pl***r01');
    // The column follows the viewer's wallets, which may arrive after the list.
    await waitFor(() => expect(headers(list)).toContain(t('accounts:columns.gameWallet')));
  },
};

export const FiftyThousandRows: Story = {
  args: { path: '/agent' },
  beforeEach: () => {
    seedBigList(50_000);
    signInAs(ADMIN);
  },
  parameters: { snapshot: false },
  play: async () => {
    const list = await screen.findByRole('grid', { name: t('accounts:titles.agentList') });
    await waitFor(() => expect(Number(list.getAttribute('aria-rowcount'))).toBeGreaterThan(50_000));
    // aria-rowcount counts the header row too.
    const total = Number(list.getAttribute('aria-rowcount')) - 1;
    await expect(total).toBeLessThan(50_100);
    // The server holds more than the 50,000 one answer carries: the page says so.
    const onServer = db.state.users.filter((u) => u.role_id === 2 || u.role_id === 4).length;
    await expect(onServer).toBeGreaterThan(total);
    const truncated = t('accounts:list.truncated', { total: formatCount(onServer), shown: formatCount(total) });
    await expect(await screen.findByText(truncated)).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('kit:table.pageSize') }), 'all');
    // The page size goes through the address (a navigation) before the table shows it.
    await expect(await screen.findByText(shown(1, total, total))).toBeVisible();
    await expect(within(list).getAllByRole('row').length).toBeLessThan(200);
  },
};

export const TransferOpens: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const list = await table('userList');
    await rowAction(list, 'deposit', 'pl***r01');
    const dialog = await screen.findByRole('dialog', { name: t('accounts:transfer.depositTitle') });
    await expect(dialog).toBeVisible();
    // The dialog names the account as the row shows it.
    await expect(dialog).toHaveTextContent('pl***r01');
    await expect(dialog).not.toHaveTextContent('player01');
  },
};
