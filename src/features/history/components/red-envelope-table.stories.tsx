import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/story-t';
import { storyRedEnvelopes } from '../containers/story-fixtures';
import { redEnvelopeListSchema } from '../schemas/history-rows';
import { RedEnvelopeTable } from './red-envelope-table';

const rows = redEnvelopeListSchema.parse(storyRedEnvelopes);

const meta = {
  title: 'History/RedEnvelopeTable',
  component: RedEnvelopeTable,
  args: { rows },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof RedEnvelopeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('history:table.redEnvelopes') });
    // Sent (type 1) is money out, received (type 2) money in: signed, 2 decimals, separators.
    await expect(await within(table).findByText('-66.60')).toBeVisible();
    await expect(within(table).getByText('+1,888.00')).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.1'))).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.2'))).toBeVisible();
    await expect(canvas.getByText(t('common:table.showing', { from: 1, to: 2, total: 2 }))).toBeVisible();
  },
};

export const WithoutIds: Story = {
  args: {
    rows: [
      {
        created_at: '2026-11-21 08:00:00',
        type: 1,
        self_username: 'player01',
        other_username: 'agent01',
        amount: '10',
      },
      {
        created_at: '2026-11-21 08:00:00',
        type: 7,
        self_username: 'player01',
        other_username: 'agent02',
        amount: '10',
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText('agent02')).toBeVisible();
    await expect(within(table).getByText(t('history:transactionType.unknown', { value: 7 }))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('history:table.redEnvelopes') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};
