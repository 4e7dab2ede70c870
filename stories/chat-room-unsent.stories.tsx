import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { unsentName, type UnsentEntry } from '@/features/chat/messages/lib/unsent-store';
import { storage } from '@/lib/storage';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { apiUrl, fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * Messages the staff user could not send, back after a reload: the whole app in memory signed in as
 * agent01, with what an earlier page kept in the browser for them (as it keeps a message that failed
 * or was written offline). Each story opens the room as a reload does.
 */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const SEEDED_AT = Date.parse('2026-11-23T04:00:00Z');
const CODE = 'r-agent01-player02';
const AGENT01 = 3;
const TEXTS = ['First, the deposit', 'Second, the bonus', 'Third, the withdrawal'];

const kept = (count: number): UnsentEntry[] =>
  TEXTS.slice(0, count).map((content, i) => ({
    key: `local-kept-${i + 1}`,
    code: CODE,
    type: 1,
    content,
    created_at: `2026-11-23 11:5${i}:00`,
    after: 0,
    state: 'failed',
  }));
const keep = (list: UnsentEntry[]) => storage.appItem.set(unsentName(String(AGENT01)), JSON.stringify(list));
const stored = () => storage.appItem.get(unsentName(String(AGENT01)));

/** What the server holds of a text in the room: each message sent exactly once shows here once. */
const roomTexts = () => db.state.messages.filter((m) => m.room_code === CODE).map((m) => m.content);
const onServer = (content: string) => roomTexts().filter((c) => c === content).length;

let sends = 0;
/** Counts the send requests, then lets the demo backend answer them. */
const countSends = http.post(apiUrl('api/sendMessage'), () => {
  sends++;
});

const meta = {
  title: 'Chat/Flows/Unsent',
  component: App,
  args: { path: `/chat/messaging/201/101/${CODE}` },
  parameters: { router: false, msw: { handlers: [countSends, ...handlers, ...realtimeHandlers] } },
  beforeEach: () => {
    db.reset(seedState(SEEDED_AT));
    signInAs(AGENT01);
    sends = 0;
    keep(kept(3));
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = () => screen.findByRole('log');
const retryButtons = (messages: HTMLElement) =>
  within(messages).queryAllByRole('button', { name: t('chat-room:message.retry') });
const bar = () => screen.queryByText(/./, { selector: '[role=status] p' });

export const OneUnsentAfterReload: Story = {
  beforeEach: () => void keep(kept(1)),
  play: async () => {
    const messages = await log();
    const row = (await within(messages).findByText(TEXTS[0]!)).closest('article')!;
    await expect(within(row).getByText(t('chat-room:message.failed'))).toBeVisible();
    await expect(within(row).getByRole('button', { name: t('chat-room:message.retry') })).toBeEnabled();
    await expect(within(row).getByRole('button', { name: t('chat-room:message.delete') })).toBeEnabled();
    // One message has its own Retry: no Retry all.
    await expect(screen.queryByRole('button', { name: t('chat-room:unsent.retryAll') })).not.toBeInTheDocument();
    await expect(sends).toBe(0);
  },
};

export const DeletedUnsent: Story = {
  beforeEach: () => void keep(kept(1)),
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    const messages = await log();
    await userEvent.click(await within(messages).findByRole('button', { name: t('chat-room:message.delete') }));
    await waitFor(() => expect(within(messages).queryByText(TEXTS[0]!)).not.toBeInTheDocument());
    // Gone from the browser too: a reload does not bring it back.
    await waitFor(() => expect(stored()).toBeNull());
    await expect(sends).toBe(0);
  },
};

export const SeveralUnsent: Story = {
  play: async () => {
    const messages = await log();
    await within(messages).findByText(TEXTS[2]!);
    await expect(retryButtons(messages)).toHaveLength(3);
    await expect(await screen.findByText(t('chat-room:unsent.count', { count: 3 }))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat-room:unsent.retryAll') })).toBeEnabled();
    await expect(bar()).toHaveTextContent(t('chat-room:unsent.count', { count: 3 }));
  },
};

export const RetryAllInProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        replyWith('api/sendMessage', fail(1000, ''), { delayMs: 'infinite' }),
        ...handlers,
        ...realtimeHandlers,
      ],
    },
  },
  play: async ({ userEvent }) => {
    const messages = await log();
    await within(messages).findByText(TEXTS[2]!);
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:unsent.retryAll') }));
    const busy = await screen.findByRole('button', { name: t('chat-room:unsent.sending') });
    await expect(busy).toBeDisabled();
    // The first is on its way; the others wait their turn, still not sent.
    await expect(await within(messages).findByText(t('chat-room:message.sending'))).toBeInTheDocument();
    await expect(retryButtons(messages)).toHaveLength(2);
    await expect(bar()).toHaveTextContent(t('chat-room:unsent.count', { count: 3 }));
  },
};

// The messages sent carry the server's time of now: no picture (the play asserts what shows).
export const RetryAllSent: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    const messages = await log();
    await within(messages).findByText(TEXTS[2]!);
    // A double click (or a second press while it runs) sends nothing twice.
    await userEvent.dblClick(screen.getByRole('button', { name: t('chat-room:unsent.retryAll') }));
    await waitFor(() => expect(retryButtons(messages)).toHaveLength(0));
    await waitFor(() => expect(within(messages).queryByText(t('chat-room:message.sending'))).not.toBeInTheDocument());
    await expect(screen.queryByRole('button', { name: t('chat-room:unsent.retryAll') })).not.toBeInTheDocument();
    for (const text of TEXTS) {
      await expect(within(messages).getAllByText(text)).toHaveLength(1);
      await expect(onServer(text)).toBe(1);
    }
    await expect(sends).toBe(3);
    // In the order they were written, on the server as on the screen.
    const order = roomTexts().filter((c) => TEXTS.includes(c));
    await expect(order).toEqual(TEXTS);
    const shown = messages.textContent ?? '';
    await expect(TEXTS.map((text) => shown.indexOf(text))).toEqual(
      TEXTS.map((text) => shown.indexOf(text)).sort((a, b) => a - b),
    );
    await waitFor(() => expect(stored()).toBeNull());
  },
};

export const RetryAllStopsAtFailure: Story = {
  parameters: {
    snapshot: false,
    msw: {
      handlers: [
        // The second send meets a dropped connection.
        http.post(apiUrl('api/sendMessage'), () => (++sends === 2 ? HttpResponse.error() : undefined)),
        ...handlers,
        ...realtimeHandlers,
      ],
    },
  },
  play: async ({ userEvent }) => {
    const messages = await log();
    await within(messages).findByText(TEXTS[2]!);
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:unsent.retryAll') }));
    await expect(await screen.findByText(t('chat-room:unsent.count', { count: 2 }))).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: t('chat-room:unsent.retryAll') })).toBeEnabled());
    await expect(retryButtons(messages)).toHaveLength(2);
    await expect(onServer(TEXTS[0]!)).toBe(1);
    await expect(onServer(TEXTS[1]!)).toBe(0);
    // The third was not tried: it would have gone before the second.
    await expect(onServer(TEXTS[2]!)).toBe(0);
    await expect(sends).toBe(2);
  },
};
