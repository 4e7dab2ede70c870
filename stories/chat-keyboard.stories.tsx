import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import ChatLayout from '@/app/chat-layout';
import { RoomListPanel } from '@/features/chat/rooms/containers/room-list-panel';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** The room list the keys step through, and where they led (path and query) instead of the room. */
function ListAndLocation() {
  const { pathname, search } = useLocation();
  return (
    <div className="flex h-full">
      <RoomListPanel
        ai={false}
        activeCode={pathname.split('/')[5] ?? null}
        className="w-80 border-e border-slate-200"
      />
      <p className="p-4 font-mono text-xs text-slate-700" data-testid="location">
        {pathname + search}
      </p>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/chat/*',
    element: <ChatLayout />,
    // A room's address as the app's routes match it: the shortcuts read the open room from its params.
    children: ['messaging/:room_id/:member_id/:room_code', '*'].map((path) => ({ path, element: <ListAndLocation /> })),
  },
];

function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(routes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

/**
 * The chat's keyboard shortcuts in the chat's layout, on the demo backend, as agent01: the seeded list
 * starts with player01's room (read), then player04's (unread).
 */
const meta = {
  title: 'Flows/ChatKeyboard',
  component: App,
  args: { path: '/chat/messaging' },
  // No pictures: the demo's room times follow the clock (the sheet's own stories have its pictures).
  parameters: { router: false, snapshot: false },
  beforeEach: () => {
    signInAs(3);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const FIRST_ROOM = '/chat/messaging/200/100/r-agent01-player01';
const FIRST_UNREAD = '/chat/messaging/203/103/r-agent01-player04';

const location = (canvas: Canvas, path: string) =>
  waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
/** The chat's real-time connection is up (its status line settles before the picture). */
const chatLive = (canvas: Canvas) =>
  waitFor(() =>
    expect(canvas.getAllByRole('status').some((el) => el.textContent?.includes(t('chat-nav:connection.live')))).toBe(
      true,
    ),
  );
/** The list is there: what the user sees before pressing a key. */
const listShown = (canvas: Canvas) => canvas.findByRole('link', { name: /player01/ });
const sheet = () => screen.findByRole('dialog', { name: t('chat-shortcuts:title') });

/** With no room open Alt+ArrowDown opens the first room of the list, and again the one below it. */
export const AltDownOpensRooms: Story = {
  play: async ({ canvas }) => {
    await location(canvas, '/chat/messaging');
    await chatLive(canvas);
    await listShown(canvas);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await location(canvas, FIRST_ROOM);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await location(canvas, FIRST_UNREAD);
  },
};

/** `?` opens the sheet of every shortcut over the chat; Escape closes it and leaves the page as it was. */
export const QuestionMarkShowsTheSheet: Story = {
  play: async ({ canvas }) => {
    await location(canvas, '/chat/messaging');
    await chatLive(canvas);
    await listShown(canvas);
    await userEvent.keyboard('?');
    const dialog = await sheet();
    for (const id of ['nextRoom', 'previousRoom', 'nextUnread', 'togglePin', 'leaveRoom', 'showShortcuts', 'palette'])
      await expect(within(dialog).getByRole('rowheader', { name: t(`chat-shortcuts:shortcuts.${id}`) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await location(canvas, '/chat/messaging');
  },
};

/** The palette lists the chat's commands before anything is typed; "Next unread room" opens player04's room. */
export const PaletteCommands: Story = {
  play: async ({ canvas }) => {
    await location(canvas, '/chat/messaging');
    await chatLive(canvas);
    await listShown(canvas);
    const nav = canvas.getAllByRole('navigation', { name: t('chat-nav:menu.label') })[0]!;
    await userEvent.click(within(nav).getByRole('button', { name: new RegExp(`^${t('kit:palette.button')}`) }));
    const results = await screen.findByRole('listbox', { name: t('kit:palette.resultsLabel') });
    const commands = await within(results).findByRole('group', { name: t('chat-shortcuts:commands.group') });
    const names = within(commands)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(
      ['nextRoom', 'previousRoom', 'nextUnread', 'togglePin', 'showShortcuts'].map((id) =>
        t(`chat-shortcuts:commands.${id}`),
      ),
    );
    await userEvent.click(within(commands).getByRole('option', { name: t('chat-shortcuts:commands.nextUnread') }));
    await location(canvas, FIRST_UNREAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
