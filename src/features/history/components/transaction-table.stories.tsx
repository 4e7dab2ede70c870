import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTransactions } from '../containers/story-fixtures';
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
    const table = canvas.getByRole('table', { name: 'Transaction history' });
    await expect(await within(table).findByText('1,250,000.5')).toBeVisible();
    await expect(within(table).getByText('2026-11-21 09:05:00')).toBeVisible();
    await expect(within(table).getByText('Gift')).toBeVisible();
    await expect(within(table).getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('1–5 of 5')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit remark of transaction 7102' }));
    await expect(args.onEditRemark).toHaveBeenCalledWith(expect.objectContaining({ id: 7102, remark: 'Withdrawal' }));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transaction history' });
    await expect(await within(table).findByText('No data available')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transaction history' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toBeVisible();
  },
};
