import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { DataTable } from '@/components/ui/data-table/data-table';
import { t } from '@/test/translate';
import { amountColumn, createdAtColumn } from './history-columns';
import { transactionDirection } from './transaction-table';

type Row = { id: number; created_at: string; amount: string; type: number };

const rows: Row[] = [
  { id: 1, created_at: '2026-11-21 09:05:00', amount: '1250000.5', type: 1 },
  { id: 2, created_at: '2026-11-20T23:30:00Z', amount: '300', type: 2 },
  { id: 3, created_at: '2026-11-19 18:00:00', amount: '88.889', type: 7 },
];

/** The two shared history columns in the shared table: when, and how much in which direction. */
function HistoryColumnsTable({ data }: { data: Row[] }) {
  const columns = useMemo(
    () => [createdAtColumn<Row>('Created at'), amountColumn<Row>('Amount', transactionDirection)],
    [],
  );
  return <DataTable<Row> data={data} columns={columns} getRowId={(r) => String(r.id)} caption="Records" />;
}

const meta = {
  title: 'History/HistoryColumns',
  component: HistoryColumnsTable,
  args: { data: rows },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof HistoryColumnsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedAmountsAndPlatformTimes: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Records' });
    await expect(within(table).getByText('+1,250,000.50')).toHaveClass('text-emerald-700');
    await expect(within(table).getByText('-300.00')).toHaveClass('text-red-700');
    // An unknown type shows the amount unsigned, rounded down to 2 decimals.
    await expect(within(table).getByText('88.88')).toBeVisible();
    // A time with a zone is shown on the platform clock (UTC+8 in the demo).
    await expect(within(table).getByText('2026-11-21 07:30:00')).toBeVisible();
    const header = within(table).getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveTextContent('-300.00');
    await expect(canvas.getByText(t('kit:table.showing', { from: 1, to: 3, total: 3 }))).toBeVisible();
  },
};
