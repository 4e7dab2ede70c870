import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { fail, networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { subscriberCount } from '@mocks/realtime/msw-pusher';
import { memberSends } from '@mocks/server/chat-events';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * The chat as staff use it: the whole app in memory (guards, the chat layout, its real-time
 * connection to the demo's in-page Pusher server, the room list and the room), signed in as agent01.
 * The demo data is seeded at a fixed moment so that message times, and so the pictures, never move.
 */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const SEEDED_AT = Date.parse('2026-11-23T04:00:00Z');
const ROOM = '/chat/messaging/201/101/r-agent01-player02';

const meta = {
  title: 'Chat/Flows/Room',
  component: App,
  args: { path: ROOM },
  parameters: { router: false, msw: { handlers: [...handlers, ...realtimeHandlers] } },
  beforeEach: () => {
    db.reset(seedState(SEEDED_AT));
    signInAs(3);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = () => screen.findByRole('log');
const messageBox = () => screen.findByRole('textbox', { name: t('chat-room:composer.label') });

export const OpenRoom: Story = {
  play: async () => {
    const messages = await log();
    await expect(await within(messages).findByText('All received, thank you!')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: 'VIP Lounge' })).toBeVisible();
    await expect(await messageBox()).toBeEnabled();
    // The list beside it marks the open room.
    const rooms = await screen.findByRole('list', { name: t('chat-nav:rooms.title') });
    await expect(await within(rooms).findByRole('link', { current: 'page' })).toHaveTextContent('VIP Lounge');
  },
};

export const NoRoomChosen: Story = {
  args: { path: '/chat/messaging' },
  play: async () => {
    await expect(await screen.findByText(t('chat:window.chooseRoom'))).toBeVisible();
    // Beside it, the list of conversations to choose from.
    await expect(await screen.findByText('player01')).toBeVisible();
  },
};

// @spec chat.errors.missing-room-param
// @code src/features/chat/messages/containers/room-window.tsx
export const LinkIncomplete: Story = {
  args: { path: '/chat/messaging/not-a-room/101' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat:window.linkIncomplete'));
    await expect(screen.queryByRole('log')).not.toBeInTheDocument();
  },
};

export const RoomNotFound: Story = {
  args: { path: '/chat/messaging/999/101' },
  play: async () => {
    await expect(await screen.findByText(t('chat:window.roomNotFound'))).toBeVisible();
  },
};

// @spec chat.errors.room-read-failure
// @code src/features/chat/messages/containers/room-window.tsx
export const ReadFailure: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/room/enter', fail(4040, 'Room not found')), ...handlers, ...realtimeHandlers] },
  },
  play: async ({ userEvent }) => {
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Room not found');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.ok') }));
    // Back to the room list.
    await expect(await screen.findByText(t('chat:window.chooseRoom'))).toBeVisible();
  },
};

export const SendFailed: Story = {
  parameters: {
    snapshot: false,
    msw: { handlers: [networkErrorFor('api/sendMessage'), ...handlers, ...realtimeHandlers] },
  },
  play: async ({ userEvent }) => {
    await log();
    await userEvent.type(await messageBox(), 'Are you there?{Enter}');
    const messages = await log();
    await expect(await within(messages).findByRole('button', { name: t('chat-room:message.retry') })).toBeVisible();
    await expect(within(messages).getAllByText('Are you there?')).toHaveLength(1);
    await expect(await messageBox()).toHaveValue('');
  },
};

// @spec chat.errors.non-image-upload
export const ImageRejected: Story = {
  play: async () => {
    await log();
    const input = screen.getByLabelText(t('chat-room:composer.attachImage'));
    // A file the picker's filter would hide, as a drop or a paste could bring it.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent(t('chat:image.notAnImage'));
    // The alert holds the focus (not the picker behind it): Enter dismisses it.
    const ok = within(alert).getByRole('button', { name: t('common:actions.ok') });
    await waitFor(() => expect(ok).toHaveFocus());
  },
};

export const LiveMessageArrives: Story = {
  parameters: { snapshot: false },
  play: async () => {
    const messages = await log();
    await within(messages).findByText('All received, thank you!');
    await waitFor(() => expect(screen.getByText(t('chat-nav:connection.live'))).toBeInTheDocument());
    // The room's channel is live: what the member sends from now on is pushed, not read from history.
    await waitFor(() => expect(subscriberCount('private-room.r-agent01-player02')).toBeGreaterThan(0));
    memberSends('r-agent01-player02', 'Is my deposit there yet?');
    await expect(await within(messages).findByText('Is my deposit there yet?')).toBeVisible();
    await expect(within(messages).getAllByText('Is my deposit there yet?')).toHaveLength(1);
  },
};

export const AiRoom: Story = {
  args: { path: '/chat/messaging/208/108/r-agent01-player09?ai=1' },
  play: async () => {
    await log();
    await expect(screen.getByRole('button', { name: t('chat-room:ai.recover') })).toBeEnabled();
    await expect(screen.queryByRole('textbox', { name: t('chat-room:composer.label') })).not.toBeInTheDocument();
  },
};

/** Chat spec section 2: recovering replaces the route with the messaging route, the room back in the list. */
export const AiRoomRecovered: Story = {
  args: { path: '/chat/messaging/208/108/r-agent01-player09?ai=1' },
  // The static build's runner pictures this story as it first rendered (the AI room), not as the play
  // leaves it; the play asserts each step the user sees instead.
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await log();
    // The AI list loads beside the room, and may arrive after it.
    const aiRooms = await screen.findByRole('list', { name: t('chat-nav:rooms.aiTitle') });
    await expect(await within(aiRooms).findByRole('link', { current: 'page' })).toHaveTextContent('AI assistant');
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:ai.recover') }));
    await expect(await screen.findByText(t('chat:window.chooseRoom'))).toBeVisible();
    await expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: t('chat-room:ai.recover') })).not.toBeInTheDocument();
    // The list of shown rooms, asked again, holds the recovered room (no room is open).
    const shown = await screen.findByRole('list', { name: t('chat-nav:rooms.title') });
    await expect(await within(shown).findByRole('link', { name: /AI assistant/ })).toBeVisible();
    await expect(within(shown).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

// @spec chat.errors.room-recover-failure
// @code src/features/chat/messages/containers/room-window.tsx
export const AiRecoverFails: Story = {
  args: { path: '/chat/messaging/208/108/r-agent01-player09?ai=1' },
  parameters: {
    msw: {
      handlers: [replyWith('api/room/recover', fail(4030, 'Recover is not allowed')), ...handlers, ...realtimeHandlers],
    },
  },
  play: async ({ userEvent }) => {
    await log();
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:ai.recover') }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Recover is not allowed');
    await expect(screen.getByRole('button', { name: t('chat-room:ai.recover') })).toBeEnabled();
  },
};

export const OlderMessagesLoading: Story = {
  args: { path: '/chat/messaging/200/100/r-agent01-player01' },
  parameters: {
    snapshot: false,
    msw: {
      handlers: [
        replyWith('api/room/history', fail(1000, ''), { delayMs: 'infinite' }),
        ...handlers,
        ...realtimeHandlers,
      ],
    },
  },
  play: async ({ userEvent }) => {
    const messages = await log();
    await userEvent.click(await within(messages).findByRole('button', { name: t('chat-room:list.older') }));
    await waitFor(() => expect(messages).toHaveAttribute('aria-busy', 'true'));
  },
};
