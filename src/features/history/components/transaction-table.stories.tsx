import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { storyTransactions } from '@/test/fixtures/history';
import { transactionListSchema } from '../schemas/history-rows';
import { TransactionTable } from './transaction-table';

const rows = transactionListSchema.parse(storyTransactions.slice(0, 5));

const meta = {
  title: 'History/TransactionTable',
  component: TransactionTable,
  args: { rows, onEditRemark: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof TransactionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await expect(await within(table).findByText('+1,250,000.50')).toBeVisible();
    await expect(within(table).getByText('2026-11-21 09:05:00')).toBeVisible();
    await expect(within(table).getByText(t('history:transactionType.3'))).toBeVisible();
    // In (1 transfer, 3 gift, 4 make-up) and out (2) read by sign and colour.
    await expect(within(table).getByText('+1,250,000.50')).toHaveClass('text-emerald-700');
    await expect(within(table).getByText('-300.00')).toHaveClass('text-red-700');
    await expect(within(table).getByText('+88.88')).toBeVisible();
    await expect(within(table).getByText('+42.00')).toBeVisible();
    await expect(within(table).getByText(t('history:status.4'))).toBeVisible();
    await expect(canvas.getByText(t('kit:table.showing', { from: 1, to: 5, total: 5 }))).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: t('history:editRemark.buttonFor', { id: 7102 }) }));
    await expect(args.onEditRemark).toHaveBeenCalledWith(expect.objectContaining({ id: 7102, remark: 'Withdrawal' }));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await expect(await within(table).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toBeVisible();
  },
};
