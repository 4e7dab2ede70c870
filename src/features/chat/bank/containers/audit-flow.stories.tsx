import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/story-t';
import { AuditFlow } from './audit-flow';

/** The room's audit-flow button on the demo backend: player02 (id 101) has 23 records, player01 (100) 50,000. */
const meta = {
  title: 'Chat/AuditFlow/AuditFlow',
  component: AuditFlow,
  args: { open: true, onClose: fn(), memberId: 101 },
  parameters: { router: false, msw: { handlers } },
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

export const Paged: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') }, { timeout: 5000 });
    await expect(await screen.findByText(shown(1, 10, 23), {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:table.next') }));
    await expect(screen.getByText(shown(11, 20, 23))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { memberId: 102 },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') }, { timeout: 5000 });
    const table = screen.getByRole('table', { name: t('chat-bank:audit.caption') });
    await waitFor(() => expect(table).toHaveTextContent(t('common:noDataAvailable')), { timeout: 5000 });
  },
};

/** 50,000 records: the audit flow pages them by 10, the flow-limit records keep fewer than 200 rows in the DOM. */
export const FiftyThousandRecords: Story = {
  args: { memberId: 100 },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') }, { timeout: 5000 });
    await expect(await screen.findByText(shown(1, 10, 50_000), {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:audit.showRecords') }));
    await screen.findByRole('dialog', { name: t('chat-bank:records.title') });
    const table = screen.getByRole('table', { name: t('chat-bank:records.caption') });
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    await expect(bodyRows(table).length).toBeLessThan(200);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [replyWith('api/member/flowLimit', fail(4040, 'Not Found')), ...handlers] } },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-bank:audit.title') }, { timeout: 5000 });
    await expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Not Found');
  },
};
