import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { FLOW_BASE, flowLimitRecord } from '@mocks/db/bank-seed';
import { handlers } from '@mocks/handlers';
import { flowLimitEndpoint } from '@mocks/handlers/chat-bank';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { last7Days, parsePlatformTime } from '@/lib/dates';
import { t } from '@/test/translate';
import { filterFlowRows } from '../schemas/flow-range';
import { AuditFlow } from './audit-flow';

// The demo backend dates records back from now; here from a fixed time, opened five minutes later.
const fixedFlow = [flowLimitEndpoint(() => FLOW_BASE), ...handlers];
const clock = () => parsePlatformTime('2026-10-31 12:05')!.valueOf();

/**
 * The room's audit-flow button on the demo backend: player02 (id 101) has 23 records, player01 (100)
 * 50,000; the dialog opens on the last 7 days ending now.
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

const shown = (from: number, to: number, total: number) => t('common:table.showing', { from, to, total });
const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');

/** Opens on the last 7 days ending now, which hold all 23 of player02's records, 10 per page. */
export const Paged: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(
      screen.getByRole('button', { name: `${t('chat-bank:audit.range')} 2026-10-24 12:05 → 2026-10-31 12:05` }),
    ).toBeVisible();
    await expect(await screen.findByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:table.next') }));
    await expect(screen.getByText(shown(11, 20, 23))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { memberId: 102 },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    const table = screen.getByRole('table', { name: t('chat-bank:audit.caption') });
    await waitFor(() => expect(table).toHaveTextContent(t('common:noDataAvailable')));
  },
};

/**
 * 50,000 records over years: the audit flow shows those of the last 7 days, 10 per page; the
 * flow-limit records show all 50,000, keeping fewer than 200 rows in the DOM.
 */
/** The today preset and Search narrow the records to the platform's day: 12:00 back to 00:15, 16 of 23. */
export const SearchToday: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    await expect(await screen.findByText(shown(1, 10, 23))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:rangePresets.today') }));
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.search') }));
    await expect(await screen.findByText(shown(1, 10, 16))).toBeVisible();
  },
};

export const FiftyThousandRecords: Story = {
  args: { memberId: 100 },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') });
    const recent = filterFlowRows(
      Array.from({ length: 400 }, (_, i) => flowLimitRecord(100, i)),
      last7Days(clock()),
    ).length;
    await expect(recent).toBeGreaterThan(10);
    await expect(await screen.findByText(shown(1, 10, recent))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.showRecords') }));
    await screen.findByRole('dialog', { name: t('chat-bank:records.title') });
    const table = screen.getByRole('table', { name: t('chat-bank:records.caption') });
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
