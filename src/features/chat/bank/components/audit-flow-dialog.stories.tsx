import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { parsePlatformTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { t } from '@/test/translate';
import { EVERY_FLOW_RECORD } from '../schemas/flow-range';
import { AuditFlowDialog } from './audit-flow-dialog';
import { flowRows } from '@/test/fixtures/chat-bank';

const rows23 = flowRows(101, 23);
// The fixtures' newest record is 2026-10-31 12:00; the dialog opened five minutes later.
const clock = () => parsePlatformTime('2026-10-31 12:05')!.valueOf();
const lastSevenDays = { start: '2026-10-24T12:05', end: '2026-10-31T12:05' };

const meta = {
  title: 'Chat/AuditFlow/AuditFlowDialog',
  component: AuditFlowDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onShowRecords: fn(),
    rows: rows23,
    range: EVERY_FLOW_RECORD,
    onRangeChange: fn(),
    clock,
  },
  parameters: { router: false },
} satisfies Meta<typeof AuditFlowDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => {
  await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
  return screen.getByRole('grid', { name: t('chat-bank:audit.caption') });
};
const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');
const shown = (from: number, to: number, total: number) => t('kit:table.showing', { from, to, total });
const rangeButton = (start: string, end: string) =>
  screen.getByRole('button', { name: `${t('chat-bank:audit.range')} ${start} → ${end}` });

/** No range searched: all 23 records, 10 per page: three pages; money with thousands separators. */
export const Paged: Story = {
  play: async ({ args, userEvent }) => {
    const el = await table();
    await expect(bodyRows(el)).toHaveLength(10);
    for (const key of [
      'type',
      'depositAmount',
      'limitFlowAmount',
      'validFlowAmount',
      'status',
      'date',
      'operationTime',
    ])
      await expect(within(el).getByRole('columnheader', { name: t(`chat-bank:audit.${key}`) })).toBeVisible();
    const first = rows23[0]!;
    await expect(bodyRows(el)[0]).toHaveTextContent(formatMoney(first.depositAmount));
    await expect(screen.getByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('kit:table.next') }));
    await userEvent.click(screen.getByRole('button', { name: t('kit:table.next') }));
    await waitFor(() => expect(screen.getByText(shown(21, 23, 23))).toBeVisible());
    await expect(bodyRows(el)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.showRecords') }));
    await expect(args.onShowRecords).toHaveBeenCalled();
  },
};

/** The searched range shows only its records: 12:00 back to 06:00 holds 8 of the 23. */
export const RangeNarrowsRecords: Story = {
  args: { range: { start: '2026-10-31T06:00', end: '2026-10-31T12:05' } },
  play: async () => {
    const el = await table();
    await expect(rangeButton('2026-10-31 06:00', '2026-10-31 12:05')).toBeVisible();
    await expect(screen.getByText(shown(1, 8, 8))).toBeVisible();
    await expect(bodyRows(el)).toHaveLength(8);
    await expect(el).not.toHaveTextContent(rows23[8]!.operation_time);
  },
};

/** Search hands the form's range to the screen. */
export const Search: Story = {
  args: { range: lastSevenDays },
  play: async ({ args, userEvent }) => {
    await table();
    await expect(rangeButton('2026-10-24 12:05', '2026-10-31 12:05')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('kit:rangePresets.today') }));
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.search') }));
    await waitFor(() =>
      expect(args.onRangeChange).toHaveBeenCalledWith(
        { start: '2026-10-31T00:00', end: '2026-10-31T23:59' },
        expect.anything(),
      ),
    );
  },
};

/** An end before the start is refused with a message, and nothing is searched. */
export const EndBeforeStart: Story = {
  args: { range: { start: '2026-10-31T12:05', end: '2026-10-30T12:05' } },
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.search') }));
    await expect(await screen.findByText(t('chat-bank:validation.endBeforeStart'))).toBeVisible();
    await expect(rangeButton('2026-10-31 12:05', '2026-10-30 12:05')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

/** Nothing in the range: the table says so. */
export const NothingInRange: Story = {
  args: { range: { start: '2026-11-01T00:00', end: '2026-11-07T23:59' } },
  play: async () => {
    const el = await table();
    await expect(el).toHaveTextContent(t('common:noDataAvailable'));
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
