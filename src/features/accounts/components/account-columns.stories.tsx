import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { Permission } from '@/lib/schemas/menu';
import { openMoreActions } from '@/test/stories/row-actions';
import { t } from '@/test/translate';
import type { ManagedAccount } from '../schemas/account';
import { accountColumns, type AccountColumnsOptions } from './account-columns';

const rows: ManagedAccount[] = [
  {
    id: 41,
    username: 'agent0001',
    nickname: 'North desk',
    status: 1,
    withdraw_confirm: 1,
    thumbnail: '',
    limit_of_credit: '5000',
    used_credit: '1200.5',
    balance: '3799.505',
    game_wallet: '12.3',
    is_sub: 0,
    role_id: 2,
  },
  {
    id: 42,
    username: 'frozen0002',
    nickname: 'Closed desk',
    status: 0,
    withdraw_confirm: 0,
    thumbnail: '',
    limit_of_credit: '-1',
    used_credit: '0',
    balance: null,
    game_wallet: null,
    is_sub: 0,
    role_id: 2,
  },
  {
    id: 43,
    username: 'helper_sub',
    nickname: 'Sub account',
    status: 1,
    withdraw_confirm: 0,
    thumbnail: '',
    limit_of_credit: '0',
    used_credit: '0',
    balance: '0',
    game_wallet: '0',
    is_sub: 1,
    role_id: 2,
  },
];

type ColumnsTableProps = Omit<AccountColumnsOptions, 't' | 'permissions'> & {
  permissions: Permission[];
  rows: ManagedAccount[];
};

/** accountColumns(...) is a factory: the story shows its columns in the shared table. */
function AccountColumnsTable({ permissions, rows: data, ...options }: ColumnsTableProps) {
  const { t } = useTranslation('accounts');
  const columns = useMemo(
    () => accountColumns({ ...options, t, permissions: new Set(permissions) }),
    [options, t, permissions],
  );
  return <DataTable<ManagedAccount> data={data} columns={columns} getRowId={(r) => String(r.id)} caption="Accounts" />;
}

const meta = {
  title: 'Accounts/AccountColumns',
  component: AccountColumnsTable,
  args: {
    rows,
    permissions: ['transaction', 'edit', 'delete', 'deposit'],
    searchActive: false,
    showMoneyColumns: true,
    showGameWallet: true,
    onAction: fn(),
    onOpenHistory: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AccountColumnsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const history = (name: string) => `${t('accounts:actions.history')} ${name}`;

const rowOf = (canvas: ReturnType<typeof within>, text: string) => {
  const row = canvas.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

export const AllPermissions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Accounts' });
    await expect(within(table).getByRole('columnheader', { name: t('accounts:columns.gameWallet') })).toBeVisible();
    const agent = rowOf(canvas, 'agent0001');
    await expect(agent.getByText('3,799.50')).toBeVisible();
    await expect(agent.getByText(t('accounts:withdrawConfirm.required'))).toBeVisible();
    // History and Transaction are the row's links; the rest wait under More, Freeze last and apart.
    await expect(agent.getByRole('button', { name: `${t('accounts:actions.transaction')} agent0001` })).toBeEnabled();
    await expect(agent.queryByRole('button', { name: `${t('accounts:actions.freeze')} agent0001` })).toBeNull();
    const menu = await openMoreActions(agent, 'agent0001');
    await expect(menu.getAllByRole('menuitem').map((item: HTMLElement) => item.getAttribute('aria-label'))).toEqual(
      ['edit', 'deposit', 'freeze'].map((action) => `${t(`accounts:actions.${action}`)} agent0001`),
    );
    await userEvent.click(menu.getByRole('menuitem', { name: `${t('accounts:actions.deposit')} agent0001` }));
    await expect(args.onAction).toHaveBeenCalledWith('deposit', rows[0], 'agent0001');
    // A frozen account cannot be frozen again; its unlimited credit reads as such.
    const frozen = rowOf(canvas, 'frozen0002');
    await expect(frozen.getByText(t('common:unlimited'))).toBeVisible();
    await expect(frozen.getByText(t('accounts:status.disabled'))).toBeVisible();
    const frozenMenu = await openMoreActions(frozen, 'frozen0002');
    await expect(
      frozenMenu.getByRole('menuitem', { name: `${t('accounts:actions.freeze')} frozen0002` }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).toHaveBeenCalledWith('deposit', rows[0], 'agent0001');
    await userEvent.click(agent.getByRole('link', { name: history('agent0001') }));
    await expect(args.onOpenHistory).toHaveBeenCalledWith(rows[0], '/transaction/list/agent0001');
    await expect(agent.getByRole('link', { name: history('agent0001') })).toHaveAttribute(
      'href',
      '/transaction/list/agent0001',
    );
  },
};

/** Every attribute of the page that holds `name` (link targets, titles, labels, data attributes). */
const attributesHolding = (name: string) =>
  [...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].filter((a) => a.value.includes(name)).map((a) => `${element.tagName} ${a.name}`),
  );

export const MaskedUsernames: Story = {
  args: { permissions: ['transaction', 'edit', 'delete', 'deposit', 'encryption_username'] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('ag***001')).toBeVisible();
    await expect(canvas.getByText('fr***002')).toBeVisible();
    await expect(canvas.queryByText('agent0001')).not.toBeInTheDocument();
    // Nor anywhere else in the page: the History link names the account by an opaque reference.
    for (const name of ['agent0001', 'frozen0002']) {
      await expect(document.body.outerHTML).not.toContain(name);
      await expect(attributesHolding(name)).toEqual([]);
    }
    const link = canvas.getByRole('link', { name: history('ag***001') });
    await expect(link.getAttribute('href')).toMatch(/^\/transaction\/list\?ref=./);
    await userEvent.click(link);
    await expect(args.onOpenHistory).toHaveBeenCalledWith(rows[0], link.getAttribute('href'));
    // The picture is of the masked list, not of the focus the click left.
    link.blur();
    // Sub accounts are never masked.
    await expect(canvas.getByText('helper_sub')).toBeVisible();
    await expect(
      within(canvas.getByText('ag***001').closest('tr') as HTMLElement).getByRole('button', {
        name: t('kit:table.moreFor', { name: 'ag***001' }),
      }),
    ).toBeVisible();
  },
};

export const MaskingLiftedBySearch: Story = {
  args: { permissions: ['encryption_username'], searchActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('agent0001')).toBeVisible();
    await expect(canvas.queryByText('ag***001')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { permissions: [], showMoneyColumns: false, showGameWallet: false },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Accounts' });
    // Column titles sort; the rows themselves offer no action button.
    for (const row of within(table).getAllByRole('row').slice(1))
      await expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await expect(
      within(table).queryByRole('columnheader', { name: t('accounts:columns.balance') }),
    ).not.toBeInTheDocument();
    await expect(
      within(table).queryByRole('columnheader', { name: t('accounts:columns.withdrawConfirm') }),
    ).not.toBeInTheDocument();
    // History stays available without any permission.
    await userEvent.click(canvas.getByRole('link', { name: history('agent0001') }));
    await expect(args.onOpenHistory).toHaveBeenCalledWith(rows[0], '/transaction/list/agent0001');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
