import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers as api, realtimeHandlers } from '@mocks/handlers';
import { memberSends } from '@mocks/server/chat-events';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { setServerDown, subscriberCount } from '@mocks/realtime/msw-pusher';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { ChatRealtime } from '../../shared/containers/chat-realtime';
import { StoryLocation } from '@/test/stories/location';
import { RoomListPanel } from './room-list-panel';

/** The demo API with its channel authorization and in-page Pusher socket. */
const handlers = [...api, ...realtimeHandlers];
/**
 * The room list on the demo backend, signed in as agent01 (normal, unread, AI and hidden rooms).
 * The seeded times follow "now", so stories that show them keep no picture.
 */
const meta = {
  title: 'Chat/Rooms/RoomListPanel',
  component: RoomListPanel,
  args: { ai: false, activeCode: null },
  parameters: { route: '/chat/messaging', msw: { handlers }, snapshot: false },
  decorators: [
    (Story) => (
      <ChatRealtime>
        <div className="flex h-screen">
          <div className="h-full w-[380px] border-e border-slate-200">{Story()}</div>
          <StoryLocation />
        </div>
      </ChatRealtime>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
  },
} satisfies Meta<typeof RoomListPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const roomList = async (canvas: Canvas, key = 'chat-nav:rooms.title') => canvas.findByRole('list', { name: t(key) });
const row = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))!;
const agentRoom = (partner: string) => db.state.rooms.find((r) => r.code === `r-agent01-${partner}`)!;

export const Normal: Story = {
  args: { activeCode: 'r-agent01-player02' },
  play: async ({ canvas }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const vip = row(list, 'VIP Lounge');
    await expect(vip).toHaveTextContent('player02');
    await expect(within(vip).getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(within(vip).getByText(/^\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    // Hidden and AI rooms are not in the normal list.
    await expect(within(list).queryByText('player10')).not.toBeInTheDocument();
    await expect(within(list).queryByText('AI assistant')).not.toBeInTheDocument();
  },
};

export const Unread: Story = {
  play: async ({ canvas }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    for (const partner of ['player04', 'player05']) {
      const link = within(row(list, partner)).getByRole('link');
      await expect(link).toHaveAccessibleName(expect.stringContaining(t('chat-nav:rooms.unread', { count: 1 })));
      await expect(within(link).getByText('1')).toBeVisible();
    }
    await expect(within(row(list, 'player06')).getByRole('link')).not.toHaveAccessibleName(
      expect.stringContaining(t('chat-nav:rooms.unread', { count: 1 })),
    );
  },
};

export const OpeningClearsTheMark: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const link = within(row(list, 'player04')).getByRole('link');
    await userEvent.click(link);
    const room = agentRoom('player04');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        `/chat/messaging/${room.id}/${room.partner_id}/${room.code}`,
      ),
    );
    await expect(link).not.toHaveAccessibleName(expect.stringContaining(t('chat-nav:rooms.unread', { count: 1 })));
  },
};

export const Ai: Story = {
  args: { ai: true },
  parameters: { route: '/chat/messaging?ai=1' },
  play: async ({ canvas, userEvent }) => {
    const list = await roomList(canvas, 'chat-nav:rooms.aiTitle');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('AI assistant');
    await expect(list).toHaveTextContent('player09');
    await userEvent.click(within(list).getByRole('link'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/\?ai=1$/));
  },
};

export const SelectionAndHide: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('chat-nav:rooms.select', { name: 'player06' }) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('chat-nav:rooms.select', { name: 'player07' }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 2 }) }));
    // The list reloads with status 1: both rooms are gone, and hidden on the server.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(within(list).queryByText('player06')).not.toBeInTheDocument();
    await expect(agentRoom('player06').status).toBe(2);
    await expect(agentRoom('player07').status).toBe(2);
    await expect(canvas.getByRole('button', { name: t('chat-nav:rooms.hide') })).toBeDisabled();
  },
};

export const SelectAllAndHide: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const selectAll = canvas.getByRole('checkbox', { name: t('chat-nav:rooms.selectAll') });
    await userEvent.click(selectAll);
    await userEvent.click(selectAll);
    await expect(canvas.getByRole('button', { name: t('chat-nav:rooms.hide') })).toBeDisabled();
    await userEvent.click(selectAll);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 8 }) }));
    await expect(await canvas.findByText(t('chat-nav:rooms.empty'))).toBeVisible();
  },
};

export const NewMessageRefreshesTheList: Story = {
  play: async ({ canvas }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    // Once the member channel is subscribed, a member writes: the server announces NewMessage.
    const memberId = db.state.users.find((u) => u.username === 'agent01')!.member_id;
    await waitFor(() => expect(subscriberCount(`private-member.${memberId}`)).toBeGreaterThan(0));
    memberSends('r-agent01-player08', 'Is my deposit there yet?');
    await waitFor(() => expect(row(list, 'player08')).toHaveTextContent('Is my deposit there yet?'));
    await expect(within(row(list, 'player08')).getByRole('link')).toHaveAccessibleName(
      expect.stringContaining(t('chat-nav:rooms.unread', { count: 1 })),
    );
  },
};

/** A message sent while the socket was down is never replayed: the list catches up once resubscribed. */
export const CatchesUpAfterReconnect: Story = {
  play: async ({ canvas }) => {
    const list = await roomList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    const channel = `private-member.${db.state.users.find((u) => u.username === 'agent01')!.member_id}`;
    await waitFor(() => expect(subscriberCount(channel)).toBeGreaterThan(0));
    try {
      setServerDown(true);
      memberSends('r-agent01-player07', 'Sent while you were offline');
    } finally {
      setServerDown(false);
    }
    await expect(row(list, 'player07')).not.toHaveTextContent('Sent while you were offline');
    await waitFor(() => expect(row(list, 'player07')).toHaveTextContent('Sent while you were offline'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [replyWith('api/room/list', ok([])), ...handlers] }, snapshot: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('chat-nav:rooms.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/room/list', ok([]), { delayMs: 'infinite' }), ...handlers] },
    snapshot: true,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('chat-nav:rooms.loading') })).toBeVisible();
  },
};

/**
 * The list cannot be loaded; Retry asks again (the network answers slowly): meanwhile the failure stays
 * with Retry busy, and when it fails again the reason is still there and the focus still on Retry.
 * The real-time server is down too (the network is), so nothing but Retry asks for the list: the
 * catch-up that follows a connection would do so at a random moment, and the picture must not depend
 * on it.
 */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/room/list', { delayMs: 400 }), ...handlers] }, snapshot: true },
  beforeEach: () => {
    setServerDown(true);
    return () => setServerDown(false);
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:rooms.loadFailed'));
    await expect(alert).toHaveTextContent(t('common:errors.network'));
    const retry = within(alert).getByRole('button', { name: t('common:actions.retry') });
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await expect(retry).toHaveFocus();
  },
};
