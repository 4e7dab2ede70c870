import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { type RouteObject } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers as api, realtimeHandlers } from '@mocks/handlers';
import { setServerDown } from '@mocks/realtime/msw-pusher';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import ChatLayoutPage from './chat-layout-page';
import { StoryLocation } from '@/test/stories/location';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** The demo API with its channel authorization and in-page Pusher socket. */
const handlers = [...api, ...realtimeHandlers];
/** The layout as the app routes it (route metadata is read from the matches). */
function InRouter({ layout, path }: { layout: ReactNode; path: string }) {
  const [router] = useState(() => {
    const page = (p: string, handle?: object): RouteObject => ({ path: p, handle, element: <StoryLocation /> });
    return memoryRouteTable(
      [
        {
          element: layout,
          children: [
            page('/chat/messaging/:room_id/:member_id/:room_code'),
            page('/chat/messaging/:room_id/:member_id/friend/:friend_id'),
            page('/chat/noteTitle/:room_id/:member_id', { hideBack: true }),
            page('*'),
          ],
        },
      ],
      { initialEntries: [path] },
    );
  });
  return <MemoryRoutes table={router} />;
}

/** The chat's layout route on the demo backend, with its real-time connection (the in-page socket). */
const meta = {
  title: 'Chat/Layout/ChatLayoutPage',
  component: ChatLayoutPage,
  parameters: { route: '/chat/messaging', router: false, msw: { handlers } },
  decorators: [(Story, { parameters }) => <InRouter layout={<Story />} path={parameters.route as string} />],
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof ChatLayoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const menu = (canvas: Canvas) => canvas.getByRole('navigation', { name: t('chat-nav:menu.label') });
const live = (canvas: Canvas) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('chat-nav:connection.live')));
/**
 * The Messages entry shows the unread total (agent01: two rooms with one unread message each). It comes
 * with the room list, after the page: a picture taken before would miss it.
 */
const unreadOnMessages = async (canvas: Canvas, count = 2) => {
  // The side menu names the entry with its count; the phone's bottom bar adds the count to its label.
  const side = t('chat-nav:menu.withUnread', { label: t('chat-nav:menu.messaging'), count });
  const bottom = `${t('chat-nav:menu.messaging')} ${t('chat-nav:rooms.unread', { count })}`;
  const entries = await canvas.findAllByRole('link', { name: (name) => name === side || name === bottom });
  await expect(entries.find((entry) => entry.checkVisibility())).toBeDefined();
};

export const AdminWithEveryEntry: Story = {
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    // The AI entry waits for the user view (chat_ai_bot_visible 1 for admin).
    await expect(await within(nav).findByRole('link', { name: t('chat-nav:menu.ai') })).toBeVisible();
    for (const key of ['messaging', 'hidden', 'contacts', 'templates', 'backOffice'])
      await expect(within(nav).getByRole('link', { name: t(`chat-nav:menu.${key}`) })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.messaging') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('location')).toHaveTextContent('/chat/messaging');
    await live(canvas);
  },
};

export const AgentWithoutAiAndTemplates: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas }) => {
    await live(canvas);
    const nav = menu(canvas);
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.contacts') })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: t('chat-nav:menu.templates') })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: t('chat-nav:menu.ai') })).not.toBeInTheDocument();
    await unreadOnMessages(canvas);
  },
};

export const CustomerServiceWithTemplates: Story = {
  parameters: { route: '/chat/contact' },
  beforeEach: () => {
    signInAs(4);
    localStorage.setItem('user_avatar', 'null');
  },
  play: async ({ canvas, userEvent }) => {
    await live(canvas);
    const nav = menu(canvas);
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.templates') })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: t('chat-nav:menu.ai') })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.contacts') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A stored avatar 'null' is the default avatar.
    await expect(within(nav).getByRole('img', { name: t('chat-nav:menu.avatar') }).tagName).toBe('svg');
    await userEvent.click(within(nav).getByRole('link', { name: t('chat-nav:menu.hidden') }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/chat/hide'));
    // cs01 has one room with an unread message.
    await unreadOnMessages(canvas, 1);
  },
};

/** A phone in agent01's VIP Lounge: the top bar names the room and leads back to the list. */
export const NarrowInRoom: Story = {
  parameters: { route: '/chat/messaging/201/6/r-agent01-player02' },
  beforeEach: () => {
    signInAs(3);
  },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas }) => {
    const room = db.state.rooms.find((r) => r.code === 'r-agent01-player02')!;
    await expect(room.name).toBe('VIP Lounge');
    await expect(await canvas.findByText('VIP Lounge')).toBeVisible();
    await live(canvas);
    await expect(canvas.getByRole('link', { name: t('chat-nav:topBar.back') })).toHaveAttribute(
      'href',
      '/chat/messaging',
    );
    await unreadOnMessages(canvas);
  },
};

export const NarrowBackArrowReturnsToList: Story = {
  parameters: { route: '/chat/messaging/201/6/r-agent01-player02' },
  beforeEach: () => {
    signInAs(3);
  },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas }) => {
    await canvas.findByText('VIP Lounge');
    await live(canvas);
    await userEvent.click(canvas.getByRole('link', { name: t('chat-nav:topBar.back') }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/chat\/messaging$/));
    await expect(canvas.queryByRole('link', { name: t('chat-nav:topBar.back') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: t('chat-nav:menu.messaging') })).toBeVisible();
    await unreadOnMessages(canvas);
  },
};

/** The notebook's route hides the back arrow through its metadata. */
export const NarrowRouteHidesBackArrow: Story = {
  parameters: { route: '/chat/noteTitle/201/6' },
  beforeEach: () => {
    signInAs(3);
  },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas }) => {
    await live(canvas);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/chat/noteTitle/201/6');
    await expect(canvas.queryByRole('link', { name: t('chat-nav:topBar.back') })).not.toBeInTheDocument();
    await unreadOnMessages(canvas);
  },
};

/** The socket server goes down and comes back: the banner says so, then the list is live again. */
export const ReconnectingThenLive: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await live(canvas);
    try {
      setServerDown(true);
      const status = canvas.getByRole('status');
      await waitFor(() => expect(within(status).getByText(t('chat-nav:connection.reconnecting'))).toBeVisible());
    } finally {
      setServerDown(false);
    }
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('chat-nav:connection.live')));
  },
};

/** The tab's title on the Messages page, before any count. */
const messagesPage = () => t('common:pageTitle', { page: t('chat-nav:menu.messaging'), app: t('common:appName') });

/** agent01 signed in, the tab titled "Back Office" for the story (and given back its title after). */
const agent01UnderTitle = () => {
  signInAs(3);
  const before = document.title;
  document.title = 'Back Office';
  return () => {
    document.title = before;
  };
};

/**
 * The unread total in the tab's title and on its icon, whether the tab is on screen or not (a tab
 * among many is found by them), and on the Messages entry.
 */
export const UnreadTotalInTitle: Story = {
  beforeEach: agent01UnderTitle,
  play: async ({ canvas }) => {
    await live(canvas);
    // agent01 has two rooms with one unread message each; the tab names the page too.
    const titled = t('chat-nav:documentTitle', { count: 2, title: messagesPage() });
    await waitFor(() => expect(document.title).toBe(titled));
    const icon = document.querySelector('link[rel~="icon"]')!.getAttribute('href')!;
    await expect(decodeURIComponent(icon)).toContain('>2</text>');
    await expect(
      canvas.getAllByRole('link', {
        name: t('chat-nav:menu.withUnread', { label: t('chat-nav:menu.messaging'), count: 2 }),
      })[0],
    ).toBeInTheDocument();
    try {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      await expect(document.title).toBe(titled);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    }
  },
};

/**
 * In one of the two unread rooms: the open room counts as read in the total, as it does in the list,
 * before the server has taken the read report.
 */
export const OpenRoomCountsAsRead: Story = {
  parameters: { route: '/chat/messaging/203/103/r-agent01-player04', snapshot: false },
  beforeEach: agent01UnderTitle,
  play: async ({ canvas }) => {
    await live(canvas);
    await expect(db.state.rooms.find((r) => r.code === 'r-agent01-player04')?.partner_id).toBe(103);
    await waitFor(() => expect(document.title).toBe(t('chat-nav:documentTitle', { count: 1, title: messagesPage() })));
    await expect(
      canvas.getAllByRole('link', {
        name: t('chat-nav:menu.withUnread', { label: t('chat-nav:menu.messaging'), count: 1 }),
      })[0],
    ).toBeInTheDocument();
  },
};
