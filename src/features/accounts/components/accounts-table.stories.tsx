import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { chooseRowAction } from '@/test/stories/row-actions';
import { t } from '@/test/translate';
import type { ManagedAccount } from '../schemas/account';
import { AccountsTable } from './accounts-table';

const rows: ManagedAccount[] = [
  {
    id: 51,
    username: 'member0051',
    nickname: 'Lucky Star',
    status: 1,
    withdraw_confirm: 0,
    thumbnail: '',
    limit_of_credit: '2000',
    used_credit: '150',
    balance: '1850',
    game_wallet: '40.129',
    is_sub: 0,
    role_id: 3,
  },
  {
    id: 52,
    username: 'member0052',
    nickname: 'Blue Moon',
    status: 0,
    withdraw_confirm: 1,
    thumbnail: '',
    limit_of_credit: '-1',
    used_credit: '0',
    balance: null,
    game_wallet: '0',
    is_sub: 0,
    role_id: 3,
  },
];

const meta = {
  title: 'Accounts/AccountsTable',
  component: AccountsTable,
  args: {
    caption: 'Customer service accounts',
    rows,
    permissions: new Set(['transaction', 'edit', 'delete', 'deposit', 'encryption_username'] as const),
    showMoneyColumns: true,
    showGameWallet: false,
    addLabel: 'Add',
    onAdd: fn(),
    onAction: fn(),
    onOpenHistory: fn(),
    columnVisibility: [{}, fn()],
    exportFileName: 'accounts',
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AccountsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Customer service accounts' });
    await expect(within(table).getByText('me***051')).toBeVisible();
    await expect(within(table).getByText('1,850.00')).toBeVisible();
    await expect(
      within(table).queryByRole('columnheader', { name: t('accounts:columns.gameWallet') }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const row = within(within(table).getByText('me***051').closest('tr') as HTMLElement);
    await chooseRowAction(row, `${t('accounts:actions.edit')} me***051`, 'me***051');
    await expect(args.onAction).toHaveBeenCalledWith('edit', rows[0], 'me***051');
  },
};

export const FilterShowsFullUsernames: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('me***051')).toBeVisible();
    // A text filter lifts the masking so the user can see what matched.
    await userEvent.type(canvas.getByRole('searchbox', { name: t('accounts:list.filter') }), 'Lucky');
    await expect(await canvas.findByText('member0051')).toBeVisible();
    await expect(canvas.queryByText('Blue Moon')).not.toBeInTheDocument();
  },
};

export const ServerSearchActive: Story = {
  args: { serverSearchActive: true, showGameWallet: true, addLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('member0051')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t('accounts:columns.gameWallet') })).toBeVisible();
    await expect(canvas.getByText('40.12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('kit:table.loading'));
    await expect(canvas.getByRole('grid', { name: 'Customer service accounts' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('common:noDataAvailable'))).toBeVisible();
  },
};
