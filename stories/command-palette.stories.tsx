import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import ChatLayout from '@/app/chat-layout';
import SignedInLayout from '@/app/signed-in-layout';
import { t, tx } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** Shows where the app went (path and query), so choosing a result can be asserted. */
function Location() {
  const { pathname, search } = useLocation();
  return (
    <p className="font-mono text-xs text-slate-700" data-testid="location">
      {pathname + search}
    </p>
  );
}

const routes: RouteObject[] = [
  {
    element: <SignedInLayout />,
    children: [
      { path: '/index', handle: { title: 'menu.dashboard' }, element: <Location /> },
      { path: '*', element: <Location /> },
    ],
  },
  { path: '/chat/*', element: <ChatLayout />, children: [{ path: '*', element: <Location /> }] },
];

function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(routes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

/** The command palette in the signed-in back office and in the chat, on the demo backend. */
const meta = {
  title: 'Flows/CommandPalette',
  component: App,
  args: { path: '/index' },
  parameters: { router: false },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;
/** The palette's button is named by its word and shortcut ("Go to Ctrl K"), or by the word alone. */
const paletteButton = () => new RegExp(`^${tx('kit:palette.button').source}`);
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const shortcut = async (canvas: Canvas) => {
  const button = (await canvas.findAllByRole('button', { name: paletteButton() }))[0]!;
  const apple = button.getAttribute('aria-keyshortcuts') === 'Meta+K';
  await userEvent.keyboard(apple ? '{Meta>}k{/Meta}' : '{Control>}k{/Control}');
};
const dialog = () => screen.findByRole('dialog', { name: t('kit:palette.title') });
const input = () => screen.findByRole('combobox', { name: t('kit:palette.inputLabel') });
const group = async (key: string) =>
  within(await screen.findByRole('listbox', { name: t('kit:palette.resultsLabel') })).findByRole('group', {
    name: t(`palette:groups.${key}`),
  });
/** The share code arrives 2 s after the layout: waiting for it keeps each final picture stable. */
const shareCodeShown = (canvas: Canvas, code: string) => canvas.findByText(code);
/** The chat's real-time connection is up (its status line settles before the picture). */
const chatLive = (canvas: Canvas) =>
  waitFor(() =>
    expect(canvas.getAllByRole('status').some((el) => el.textContent?.includes(t('chat-nav:connection.live')))).toBe(
      true,
    ),
  );
const location = (canvas: Canvas, path: string) =>
  waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));

/** Ctrl+K (Cmd+K on a Mac) opens it from anywhere; the administrator's menu lists every screen. */
export const OpenByShortcut: Story = {
  play: async ({ canvas }) => {
    await location(canvas, '/index');
    await shareCodeShown(canvas, 'ADM001');
    await shortcut(canvas);
    await expect(await dialog()).toBeVisible();
    await expect(await input()).toHaveFocus();
    const screens = await group('screens');
    await expect(await within(screens).findByRole('option', { name: tx('common:menu.agent') })).toBeVisible();
    await expect(within(screens).getByRole('option', { name: tx('common:menu.customer_service') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An agent's palette offers the agent's menu only: no agent list, customer service or system settings. */
export const AgentSeesOnlyTheirScreens: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas }) => {
    await shareCodeShown(canvas, 'AG0103');
    await userEvent.click((await canvas.findAllByRole('button', { name: paletteButton() }))[0]!);
    const screens = await group('screens');
    await expect(await within(screens).findByRole('option', { name: tx('common:menu.user') })).toBeVisible();
    await expect(within(screens).getByRole('option', { name: tx('common:menu.self_setting') })).toBeVisible();
    for (const code of ['agent', 'customer_service', 'system_setting', 'api_document'])
      await expect(within(screens).queryByRole('option', { name: tx(`common:menu.${code}`) })).toBeNull();
  },
};

/** Typing a username finds the account; Enter opens its transaction history. */
export const SearchAccountAndOpen: Story = {
  play: async ({ canvas }) => {
    await location(canvas, '/index');
    await shareCodeShown(canvas, 'ADM001');
    await shortcut(canvas);
    await userEvent.type(await input(), 'PLAYER05');
    const accounts = await group('accounts');
    await expect(await within(accounts).findByRole('option', { name: /player05/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await location(canvas, '/transaction/list/player05');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A member's name finds their chat room; choosing it opens the room. */
export const OpenRoomByMemberName: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas }) => {
    await location(canvas, '/index');
    await shortcut(canvas);
    await userEvent.type(await input(), 'VIP');
    const rooms = await group('rooms');
    await userEvent.click(await within(rooms).findByRole('option', { name: /VIP Lounge/ }));
    await location(canvas, '/chat/messaging/');
    await chatLive(canvas);
  },
};

/** Nothing found: a message in the user's language, no empty list. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await shareCodeShown(canvas, 'ADM001');
    await shortcut(canvas);
    await userEvent.type(await input(), 'zzqx');
    await expect(await screen.findByText(t('kit:palette.noResults', { query: 'zzqx' }))).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The chat has the same palette: its button sits in the icon rail, the shortcut works there too. */
export const FromTheChat: Story = {
  args: { path: '/chat/messaging' },
  play: async ({ canvas }) => {
    await location(canvas, '/chat/messaging');
    const nav = canvas.getAllByRole('navigation', { name: t('chat-nav:menu.label') })[0]!;
    await expect(within(nav).getByRole('button', { name: paletteButton() })).toBeVisible();
    await shortcut(canvas);
    await userEvent.type(await input(), t('common:menu.sr02'));
    const screens = await group('screens');
    await userEvent.click(await within(screens).findByRole('option', { name: tx('common:menu.sr02') }));
    await location(canvas, '/report/sr02');
    await shareCodeShown(canvas, 'ADM001');
  },
};
