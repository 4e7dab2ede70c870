import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { BIG_ROOM_CODE } from '@mocks/db/chat-seed';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { apiUrl, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { DEMO_ENV } from '@/config/env';
import { openEnvelope } from '@/lib/api/envelope';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * Find in a room, in the whole app signed in as agent01: the demo's room of 5,000 messages with
 * player01, of which entering loads the newest 30. Its message 4602 ('500 please. (ref 4602)') is
 * 398 messages back, 13 pages of older history away.
 */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const SEEDED_AT = Date.parse('2026-11-23T04:00:00Z');

const meta = {
  title: 'Chat/Flows/Find in a room',
  component: App,
  args: { path: `/chat/messaging/200/100/${BIG_ROOM_CODE}` },
  parameters: { router: false, msw: { handlers: [...handlers, ...realtimeHandlers] } },
  beforeEach: () => {
    db.reset(seedState(SEEDED_AT));
    signInAs(3);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = () => screen.findByRole('log');
const findButton = () => screen.findByRole('button', { name: t('chat-room:find.open') });
const findField = () => screen.findByRole('searchbox', { name: t('chat-room:find.label') });
const status = () => within(screen.getByRole('search', { name: t('chat-room:find.region') })).getByRole('status');
const marks = (container: HTMLElement) => Array.from(container.querySelectorAll('mark'));

/** Opens the bar from the room's header and types what to find. */
async function find(
  userEvent: { click: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void> },
  text: string,
) {
  await within(await log()).findAllByText(/Usually within 30 minutes/);
  await userEvent.click(await findButton());
  await userEvent.type(await findField(), text);
}

/** The newest 30 messages hold 'bonus' in 6 of them: counted from the newest, each one marked. */
export const WithMatches: Story = {
  play: async ({ userEvent }) => {
    await find(userEvent, 'BONUS');
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.count', { current: 1, count: 6 })));
    const messages = await log();
    await waitFor(() => expect(marks(messages).length).toBeGreaterThan(0));
    const current = messages.querySelector('mark[data-current]');
    await expect(current).toHaveTextContent(/^bonus$/);
    await expect(current).toBeVisible();

    // Enter goes to the next older match.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.count', { current: 2, count: 6 })));
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.count', { current: 1, count: 6 })));

    // Escape closes the bar, and the focus is back on the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('search', { name: t('chat-room:find.region') })).toBeNull());
    await expect(await findButton()).toHaveFocus();
    await expect(marks(messages)).toHaveLength(0);

    // Ctrl+F opens it again, with the text as it was.
    await userEvent.keyboard('{Control>}f{/Control}');
    await expect(await findField()).toHaveFocus();
    await expect(await findField()).toHaveValue('BONUS');
  },
};

export const NoMatch: Story = {
  play: async ({ userEvent }) => {
    await find(userEvent, 'jackpot');
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.none')));
    await expect(marks(await log())).toHaveLength(0);
    await expect(screen.getByRole('button', { name: t('chat-room:find.searchOlder') })).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat-room:find.next') })).toBeDisabled();
  },
};

/** Page 2 is answered; page 3 never is, so the search stays under way. */
const pageThreeHangs = http.post(apiUrl('api/room/history'), async ({ request }) => {
  const body = (await request.clone().json()) as { params: string; key: string };
  const opened = openEnvelope(body, DEMO_ENV);
  if (opened.ok && (opened.payload as { page?: number }).page === 3) await delay('infinite');
});

export const SearchingOlder: Story = {
  parameters: { msw: { handlers: [pageThreeHangs, ...handlers, ...realtimeHandlers] } },
  play: async ({ userEvent }) => {
    await find(userEvent, 'ref 4602');
    await userEvent.click(await screen.findByRole('button', { name: t('chat-room:find.searchOlder') }));
    await expect(await screen.findByText(t('chat-room:find.searched', { count: 30 }))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat-room:find.cancel') })).toBeVisible();
  },
};

export const FoundInOlder: Story = {
  play: async ({ userEvent }) => {
    await find(userEvent, 'REF 4602');
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.none')));
    await userEvent.click(await screen.findByRole('button', { name: t('chat-room:find.searchOlder') }));
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.count', { current: 1, count: 1 })), {
      timeout: 20_000,
    });
    const messages = await log();
    await waitFor(() => expect(messages.querySelector('mark[data-current]')).toHaveTextContent(/^ref 4602$/));
    await waitFor(() => expect(messages.querySelector('mark[data-current]')).toBeVisible());
    await expect(screen.queryByRole('button', { name: t('chat-room:find.cancel') })).toBeNull();
  },
};

export const ReachedStartOfRoom: Story = {
  parameters: {
    msw: {
      handlers: [
        replyWith('api/room/history', ok([], 'success', { total: 30, current_page: 2, per_page: 30, last_page: 1 })),
        ...handlers,
        ...realtimeHandlers,
      ],
    },
  },
  play: async ({ userEvent }) => {
    await find(userEvent, 'jackpot');
    await userEvent.click(await screen.findByRole('button', { name: t('chat-room:find.searchOlder') }));
    await waitFor(() => expect(status()).toHaveTextContent(t('chat-room:find.roomStart')));
    await expect(screen.queryByRole('button', { name: t('chat-room:find.searchOlder') })).toBeNull();
  },
};
