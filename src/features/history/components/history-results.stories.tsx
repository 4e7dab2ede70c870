import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { storyRedEnvelopes, storyTransactions } from '@/test/fixtures/history';
import { redEnvelopeListSchema, transactionListSchema } from '../schemas/history-rows';
import { HistoryResults } from './history-results';

const meta = {
  title: 'History/HistoryResults',
  component: HistoryResults,
  args: {
    kind: 'transaction',
    transactions: transactionListSchema.parse(storyTransactions.slice(0, 5)),
    redEnvelopes: redEnvelopeListSchema.parse(storyRedEnvelopes),
    onEditRemark: fn(),
    onRetry: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof HistoryResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: t('history:table.transactions') });
    const table = within(region).getByRole('grid', { name: t('history:table.transactions') });
    await expect(await within(table).findByText('+1,250,000.50')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: t('history:editRemark.buttonFor', { id: 7101 }) }));
    await expect(args.onEditRemark).toHaveBeenCalledWith(expect.objectContaining({ id: 7101 }));
  },
};

export const RedEnvelopes: Story = {
  args: { kind: 'redEnvelope' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t('history:table.redEnvelopes') });
    const table = within(region).getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText('+1,888.00')).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: t('history:table.transactions') })).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Network error. Please try again.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('history:searchFailed'));
    await expect(alert).toHaveTextContent('Network error. Please try again.');
    // A failed search shows no stale rows.
    await expect(await canvas.findByText(t('common:noDataAvailable'))).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { transactions: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: t('history:table.transactions') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
