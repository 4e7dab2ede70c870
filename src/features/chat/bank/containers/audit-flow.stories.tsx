import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { FLOW_BASE, flowLimitRecord } from '@mocks/db/bank-seed';
import { handlers } from '@mocks/handlers';
import { flowLimitEndpoint } from '@mocks/handlers/chat-bank';
import { endpoint, fail, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { chatBankEndpoints } from '@/lib/api/endpoints/chat-bank';
import { parsePlatformTime } from '@/lib/dates';
import { t } from '@/test/translate';
import { AuditFlow } from './audit-flow';

// The demo backend dates records back from now; here from a fixed time, opened five minutes later.
const fixedFlow = [flowLimitEndpoint(() => FLOW_BASE), ...handlers];
const clock = () => parsePlatformTime('2026-10-31 12:05')!.valueOf();

/**
 * The room's audit-flow button on the demo backend: player02 (id 101) has 23 records, player01 (100)
 * 50,000; the dialog opens on every record, with no date range set.
 */
const meta = {
  title: 'Chat/AuditFlow/AuditFlow',
  component: AuditFlow,
  args: { open: true, onClose: fn(), memberId: 101, clock },
  parameters: { router: false, msw: { handlers: fixedFlow } },
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof AuditFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (from: number, to: number, total: number) => t('kit:table.showing', { from, to, total });
const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');

/** Opens on every record, no range set: all 23 of player02's records, 10 per page. */
export const Paged: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(
      screen.getByRole('button', { name: `${t('chat-bank:audit.range')} ${t('kit:dateRange.empty')}` }),
    ).toBeVisible();
    await expect(await screen.findByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('kit:table.next') }));
    await expect(screen.getByText(shown(11, 20, 23))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { memberId: 102 },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    const table = screen.getByRole('grid', { name: t('chat-bank:audit.caption') });
    await waitFor(() => expect(table).toHaveTextContent(t('common:noDataAvailable')));
  },
};

/**
 * The today preset and Search narrow the records to the platform's day: 12:00 back to 00:15, 16 of
 * 23; All dates shows every record again.
 */
export const SearchTodayThenAllDates: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(await screen.findByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('kit:rangePresets.today') }));
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.search') }));
    await expect(await screen.findByText(shown(1, 10, 16))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.allDates') }));
    await expect(await screen.findByText(shown(1, 10, 23))).toBeVisible();
  },
};

// Three records of the last hours and, two months older, a turnover requirement still unfinished.
const oldUnfinished = flowLimitRecord(101, 1, Date.UTC(2026, 7, 28, 9, 0, 0));
const withOldRecord = endpoint(chatBankEndpoints.flowLimit, () =>
  ok([0, 2, 3].map((i) => flowLimitRecord(101, i)).concat(oldUnfinished), 'success', { total: 4 }),
);

/**
 * An unfinished turnover requirement from two months ago decides a withdrawal as much as one from
 * today: it is listed on opening, with the recent records, without any search.
 */
export const OldUnfinishedRecordOnOpening: Story = {
  parameters: { msw: { handlers: [withOldRecord, ...fixedFlow] } },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(await screen.findByText(shown(1, 4, 4))).toBeVisible();
    const table = screen.getByRole('grid', { name: t('chat-bank:audit.caption') });
    const row = within(table).getByText(oldUnfinished.operation_time).closest('tr')!;
    await expect(row).toBeVisible();
    await expect(within(row).getByText(t('chat-bank:audit.unfinished'))).toBeVisible();
  },
};

/**
 * 50,000 records over years: the audit flow lists them all, 10 per page; the flow-limit records
 * show all 50,000 too, keeping fewer than 200 rows in the DOM.
 */

export const FiftyThousandRecords: Story = {
  args: { memberId: 100 },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(await screen.findByText(shown(1, 10, 50_000))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.showRecords') }));
    await screen.findByRole('dialog', { name: t('chat-bank:records.title') });
    const table = screen.getByRole('grid', { name: t('chat-bank:records.caption') });
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    await expect(bodyRows(table).length).toBeLessThan(200);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [replyWith('api/member/flowLimit', fail(4040, 'Not Found')), ...fixedFlow] } },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
  },
};
