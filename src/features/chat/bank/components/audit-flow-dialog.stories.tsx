import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatMoney } from '@/lib/money';
import { t } from '@/test/story-t';
import { AuditFlowDialog } from './audit-flow-dialog';
import { flowRows } from './story-fixtures';

const rows23 = flowRows(101, 23);

const meta = {
  title: 'Chat/AuditFlow/AuditFlowDialog',
  component: AuditFlowDialog,
  args: { open: true, onOpenChange: fn(), onShowRecords: fn(), rows: rows23 },
  parameters: { router: false },
} satisfies Meta<typeof AuditFlowDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => {
  await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
  return screen.getByRole('table', { name: t('chat-bank:audit.caption') });
};
const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');
const shown = (from: number, to: number, total: number) => t('common:table.showing', { from, to, total });

/** 23 records, 10 per page: three pages; money with thousands separators. */
export const Paged: Story = {
  play: async ({ args, userEvent }) => {
    const el = await table();
    await expect(bodyRows(el)).toHaveLength(10);
    for (const key of ['type', 'depositAmount', 'limitFlowAmount', 'validFlowAmount', 'status', 'date', 'operationTime'])
      await expect(within(el).getByRole('columnheader', { name: t(`chat-bank:audit.${key}`) })).toBeVisible();
    const first = rows23[0]!;
    await expect(bodyRows(el)[0]).toHaveTextContent(formatMoney(first.depositAmount));
    await expect(screen.getByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:table.next') }));
    await userEvent.click(screen.getByRole('button', { name: t('common:table.next') }));
    await waitFor(() => expect(screen.getByText(shown(21, 23, 23))).toBeVisible());
    await expect(bodyRows(el)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.showRecords') }));
    await expect(args.onShowRecords).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    const el = await table();
    await expect(el).toHaveTextContent(t('common:noDataAvailable'));
  },
};

export const Loading: Story = {
  args: { rows: null },
  play: async () => {
    const el = await table();
    await expect(el).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { rows: null, error: 'Not Found' },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(screen.getByRole('alert')).toHaveTextContent('Not Found');
  },
};
