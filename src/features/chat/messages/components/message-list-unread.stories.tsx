import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
import { MessageListHarness, deliver } from '@/test/harness/message-list';
import { storyConversation, storyMessage } from '@/test/fixtures/chat-messages';
import { startScreenReader } from '@/test/stories/screen-reader';
import { MessageList } from './message-list';

const partner = 'player_8812';

/** A room entered with unread messages, and what a screen reader hears of the messages that arrive. */
const meta = {
  title: 'Chat/Room/MessageList/Unread',
  component: MessageList,
  args: {
    roomKey: 'room-501',
    messages: storyConversation(40),
    transactionDisplay: TRANSACTION_DISPLAY.line,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: fn(),
    onRetry: fn(),
    onDelete: fn(),
    onOpenImage: fn(),
    partnerName: partner,
    firstUnreadKey: 'm31',
  },
  decorators: [
    (Story) => (
      <div
        className="mx-auto flex max-w-2xl flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
        style={{ height: 560 }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
  render: (args) => <MessageListHarness {...args} />,
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const getLog = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('log', { name: t('chat-room:list.label', { name: partner }) });
const divider = (log: HTMLElement) => within(log).findByRole('separator', { name: t('chat-room:list.unreadDivider') });
const inView = (el: Element, log: Element) => {
  const r = el.getBoundingClientRect();
  const l = log.getBoundingClientRect();
  return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
};
const rowOf = (el: Element) => el.closest<HTMLElement>('[data-key]')?.dataset.key;

/**
 * Ten unread of forty: the room opens at the first unread, under a 'New messages' divider, and
 * offers to jump to the latest, which is out of view. Messages arriving meanwhile leave the divider
 * where it was.
 */
export const OpensAtFirstUnread: Story = {
  // Its picture is MoreUnreadThanLoaded's state (divider in view, jump offered); the play checks the rest.
  parameters: { snapshot: false },
  play: async ({ canvasElement, userEvent }) => {
    const log = getLog(canvasElement);
    const line = await divider(log);
    await waitFor(() => expect(inView(line, log)).toBe(true));
    await expect(rowOf(line)).toBe('m31');
    const jump = await within(canvasElement).findByRole('button', { name: t('chat-room:list.jumpToLatest') });
    await expect(jump).toBeVisible();

    deliver([storyMessage(41, { content: 'Anyone there?', is_self: 0 })]);
    await within(canvasElement).findByRole('button', { name: t('chat-room:list.newMessages', { n: 1 }) });
    await expect(rowOf(await divider(log))).toBe('m31');
    await expect(within(log).getAllByRole('separator', { name: t('chat-room:list.unreadDivider') })).toHaveLength(1);

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('chat-room:list.newMessages', { n: 1 }) }),
    );
    const latest = await within(log).findByText('Anyone there?');
    await waitFor(() => expect(inView(latest, log)).toBe(true));
    await waitFor(() => expect(within(canvasElement).queryByRole('button')).toBeNull());
  },
};

/** More unread than were loaded: the room opens at the oldest loaded message, the divider at the top. */
export const MoreUnreadThanLoaded: Story = {
  args: { messages: storyConversation(30, 11), hasOlder: true, firstUnreadKey: 'm11' },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    const line = await divider(log);
    await waitFor(() => expect(inView(line, log)).toBe(true));
    await expect(rowOf(line)).toBe('m11');
    await expect(
      await within(canvasElement).findByRole('button', { name: t('chat-room:list.jumpToLatest') }),
    ).toBeVisible();
  },
};

/** Nothing unread: no divider, and the room opens at its latest message as before. */
export const NothingUnread: Story = {
  args: { firstUnreadKey: null },
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    const last = await within(log).findByText(/\(#40\)/);
    await waitFor(() => expect(inView(last, log)).toBe(true));
    await expect(within(log).queryByRole('separator')).toBeNull();
  },
};

const arrival = (id: number, content: string, sender = 'player02') =>
  storyMessage(id, { content, is_self: 0, user_username: sender });

/**
 * A screen reader hears each message arriving once, as "player02: Hello", and a burst as a count;
 * never the messages shown on entering, nor the user's own message coming back.
 */
export const ArrivalsAnnounced: Story = {
  args: { messages: storyConversation(12), firstUnreadKey: null },
  parameters: { snapshot: false },
  render: (args) => <MessageListHarness {...args} announced />,
  play: async ({ canvasElement }) => {
    const reader = await startScreenReader();
    try {
      await within(getLog(canvasElement)).findByText(/\(#12\)/);
      deliver([arrival(13, 'Hello')]);
      const one = `polite: ${t('chat-room:announce.one', { sender: 'player02', text: 'Hello' })}`;
      await waitFor(async () => expect(await reader.announced()).toEqual([one]));

      deliver([storyMessage(14, { content: 'On my way', is_self: 1 })]);
      deliver([arrival(15, 'One'), arrival(16, 'Two'), arrival(17, 'Three')]);
      const many = `polite: ${t('chat-room:announce.many', { sender: 'player02', count: 3 })}`;
      await waitFor(async () => expect(await reader.announced()).toEqual([one, many]));
    } finally {
      await reader.stop();
    }
  },
};

/** Paging back through history is not news: a screen reader hears nothing of the older page. */
export const HistoryNotAnnounced: Story = {
  args: { messages: storyConversation(30, 31), firstUnreadKey: null },
  parameters: { snapshot: false },
  render: (args) => <MessageListHarness {...args} announced olderPages={[storyConversation(30, 1)]} loadDelay={50} />,
  play: async ({ canvasElement, userEvent }) => {
    const reader = await startScreenReader();
    try {
      const log = getLog(canvasElement);
      await within(log).findByText(/\(#60\)/);
      log.scrollTop = 0;
      await userEvent.click(await within(log).findByRole('button', { name: t('chat-room:list.older') }));
      await waitFor(() => expect(within(log).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '60'));
      deliver([arrival(61, 'Still here')]);
      const only = `polite: ${t('chat-room:announce.one', { sender: 'player02', text: 'Still here' })}`;
      await waitFor(async () => expect(await reader.announced()).toEqual([only]));
    } finally {
      await reader.stop();
    }
  },
};
