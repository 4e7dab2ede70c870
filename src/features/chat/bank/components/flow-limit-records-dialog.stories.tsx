import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { FlowLimitRecordsDialog } from './audit-flow-dialog';
import { flowRows } from '@/test/fixtures/chat-bank';

// 10,000 records keep the story quick in every pass; npm run bench measures the shared table with 50,000.
const rows50k = flowRows(100, 10_000);

const meta = {
  title: 'Chat/AuditFlow/FlowLimitRecordsDialog',
  component: FlowLimitRecordsDialog,
  args: { open: true, onOpenChange: fn(), rows: rows50k },
  parameters: { router: false },
} satisfies Meta<typeof FlowLimitRecordsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');

/** 10,000 records on one page: virtualized, fewer than 200 rows in the DOM, even after scrolling. */
export const FiftyThousandRecords: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:records.title') });
    const table = screen.getByRole('grid', { name: t('chat-bank:records.caption') });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    for (const key of ['bonus', 'flowLimit', 'validBet', 'createdAt', 'updatedAt'])
      await expect(
        within(table).getByRole('columnheader', { name: t(`chat-bank:records.${key}`) }),
      ).toBeInTheDocument();
    await expect(bodyRows(table).length).toBeLessThan(200);
    await expect(screen.getByText(t('kit:table.showing', { from: 1, to: 10_000, total: 10_000 }))).toBeInTheDocument();
    const scroller = within(screen.getByRole('dialog')).getByTestId('data-table-scroll');
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(Number(bodyRows(table)[0]!.getAttribute('aria-rowindex'))).toBeGreaterThan(4_000));
    await expect(bodyRows(table).length).toBeLessThan(200);
    scroller.scrollTop = 0;
    await waitFor(() => expect(table).toHaveTextContent(rows50k[0]!.created_at));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:records.title') });
    await expect(screen.getByRole('grid', { name: t('chat-bank:records.caption') })).toHaveTextContent(
      t('common:noDataAvailable'),
    );
  },
};
