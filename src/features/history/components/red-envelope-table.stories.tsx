import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/translate';
import { storyRedEnvelopes } from '@/test/fixtures/history';
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
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    // Sent (type 1) is money out, received (type 2) money in: signed, 2 decimals, separators.
    await expect(await within(table).findByText('-66.60')).toBeVisible();
    await expect(within(table).getByText('+1,888.00')).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.1'))).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.2'))).toBeVisible();
    await expect(canvas.getByText(t('kit:table.showing', { from: 1, to: 2, total: 2 }))).toBeVisible();
    // The spec's rows carry no status, so there is no status column.
    await expect(within(table).queryByRole('columnheader', { name: t('history:columns.status') })).toBeNull();
  },
};

const statusRow = (id: number, status: string | number) => ({
  id,
  created_at: `2026-11-21 08:${String(10 + id).padStart(2, '0')}:00`,
  type: id % 2 ? 1 : 2,
  self_username: 'agent01',
  other_username: `player${String(id).padStart(2, '0')}`,
  amount: String(10 * id),
  status,
});

/**
 * A server that sends envelope statuses gets a status column: every status the spec names as a word
 * gets its label; a number (the spec numbers no envelope status) or an unknown word is shown as sent,
 * never as a guessed 'Not received' or 'Pending'. The spec's rows (WithRows) have no such column.
 */
// @spec chat.errors.text-user-rejected chat.errors.text-waiting-consent chat.errors.text-expired
export const WithStatuses: Story = {
  args: {
    rows: redEnvelopeListSchema.parse([
      statusRow(1, 'pending'),
      statusRow(2, 'Received'),
      statusRow(3, 'rejected'),
      statusRow(4, 'expired'),
      statusRow(5, 'not_received'),
      statusRow(6, 'waiting for user consent'),
      statusRow(7, 'finished'),
      statusRow(8, 'unfinished'),
      statusRow(9, 'lost'),
      statusRow(10, ''),
    ]),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(within(table).getByRole('columnheader', { name: t('history:columns.status') })).toBeVisible();
    // The status is the row's last cell (a received envelope's type also reads 'Received').
    const statusOf = (username: string) =>
      within(within(within(table).getByText(username).closest('tr')!).getAllByRole('gridcell').at(-1)!);
    const expected: Array<[string, string]> = [
      ['player01', t('history:envelopeStatus.pending')],
      ['player02', t('history:envelopeStatus.received')],
      ['player03', t('history:envelopeStatus.rejected')],
      ['player04', t('history:envelopeStatus.expired')],
      ['player05', t('history:envelopeStatus.notReceived')],
      ['player06', t('history:envelopeStatus.waitingConsent')],
      ['player07', t('history:envelopeStatus.finished')],
      ['player08', t('history:envelopeStatus.unfinished')],
      ['player09', t('history:status.unknown', { value: 'lost' })],
    ];
    await expect(await within(table).findByText('player01')).toBeVisible();
    for (const [username, label] of expected) await expect(statusOf(username).getByText(label)).toBeVisible();
  },
};

/**
 * Statuses sent as numbers: the spec gives envelope records no numbered statuses, so each shows as
 * sent ('Status 0'), never read with another list's meaning (0 as 'Not received', 4 as 'Pending').
 */
export const NumberedStatusesAsSent: Story = {
  args: { rows: redEnvelopeListSchema.parse([0, 1, 2, 3, 4].map((status) => statusRow(status + 1, status))) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText('player01')).toBeVisible();
    for (const status of [0, 1, 2, 3, 4]) {
      const row = within(table)
        .getByText(`player0${status + 1}`)
        .closest('tr')!;
      // The status is the row's last cell; all it says is the value sent.
      const cell = within(row).getAllByRole('gridcell').at(-1)!;
      await expect(cell.textContent).toBe(t('history:status.unknown', { value: String(status) }));
    }
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
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText('agent02')).toBeVisible();
    await expect(within(table).getByText(t('history:transactionType.unknown', { value: 7 }))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};
