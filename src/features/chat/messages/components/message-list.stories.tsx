import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MESSAGE_TYPE, TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
import { messageTime } from './message-format';
import { MessageList } from './message-list';
import { MessageListHarness, deliver, openRoom } from '@/test/harness/message-list';
import { everyMessageType, storyConversation, storyMessage } from '@/test/fixtures/chat-messages';

const partner = 'player_8812';

const meta = {
  title: 'Chat/Room/MessageList',
  component: MessageList,
  args: {
    roomKey: 'room-501',
    messages: storyConversation(12),
    transactionDisplay: TRANSACTION_DISPLAY.line,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: fn(),
    onRetry: fn(),
    onDelete: fn(),
    onOpenImage: fn(),
    partnerName: partner,
  },
  decorators: [
    (Story, { parameters }) => (
      <div
        className="mx-auto flex max-w-2xl flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
        style={{ height: (parameters.frameHeight as number | undefined) ?? 560 }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const nextFrames = async (count = 3) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};
const getLog = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('log', { name: t('chat-room:list.label', { name: partner }) });
const rowName = (id: number, self = id % 3 === 0) => {
  const time = messageTime(storyMessage(id).created_at, !self);
  return self ? t('chat-room:message.own', { time }) : t('chat-room:message.partner', { name: partner, time });
};
/** Where an element is inside the log's viewport (px from its top edge). */
const topIn = (el: Element, log: Element) => el.getBoundingClientRect().top - log.getBoundingClientRect().top;
const inView = (el: Element, log: Element) => {
  const r = el.getBoundingClientRect();
  const l = log.getBoundingClientRect();
  return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    // Silent: arrivals are told once each through the page's live region, not as rows are drawn.
    await expect(log).toHaveAttribute('aria-live', 'off');
    await expect(log).toHaveAttribute('aria-busy', 'false');
    // The room opens at its latest message.
    const last = await within(log).findByRole('article', { name: rowName(12) });
    await waitFor(() => expect(inView(last, log)).toBe(true));
    await expect(within(log).getByText(t('chat-room:list.start'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(getLog(canvasElement)).getByText(t('chat-room:list.empty'))).toBeVisible();
  },
};

/** A day chip writes its date with slashes, as a received message's time does (chat spec section 9). */
export const DayChips: Story = {
  args: {
    messages: [
      storyMessage(1, { created_at: '2026-11-19 23:50:00' }),
      storyMessage(2, { created_at: '2026-11-20 00:05:00' }),
      storyMessage(4, { created_at: '2026-11-20 00:07:00' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await expect(await within(log).findByText('2026/11/19')).toBeVisible();
    await expect(within(log).getByText('2026/11/20')).toBeVisible();
    await expect(within(log).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
  },
};

const transferLabels = [
  'sendEnvelope',
  'transferOut',
  'transferIn',
  'gift',
  'makeUp',
  'gameWalletIn',
  'gameWalletDeduct',
] as const;

export const EveryTypeAsLine: Story = {
  args: { messages: everyMessageType(), transactionDisplay: TRANSACTION_DISPLAY.line },
  parameters: { frameHeight: 1320 },
  play: async ({ canvasElement, userEvent, args }) => {
    const log = getLog(canvasElement);
    const line = await within(log).findByText('Sure.', { exact: false });
    await expect(line).toHaveTextContent('Sure. Sending it now.', { normalizeWhitespace: true });
    for (const key of transferLabels) await expect(within(log).getByText(t(`chat-room:transfer.${key}`))).toBeVisible();
    await expect(within(log).getByText('1,234,567.891')).toBeVisible();
    await expect(within(log).getByText('1,888.00')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-transfer="line"]')).toHaveLength(7);
    await expect(canvasElement.querySelectorAll('[data-transfer="envelope"]')).toHaveLength(0);
    await expect(within(log).getAllByText(t('chat-room:transfer.received'), { exact: false })).toHaveLength(3);
    await expect(within(log).getAllByText(t('chat-room:transfer.rejected'), { exact: false })).toHaveLength(2);
    const photos = within(log).getAllByRole('button', { name: t('chat-room:image.open') });
    await expect(photos).toHaveLength(2);
    await userEvent.click(photos[0]!);
    await expect(args.onOpenImage).toHaveBeenCalledWith(everyMessageType()[3]!.content);
    // A pointer click leaves no ring for the reader; whether the runner's synthetic click draws one varies.
    photos[0]!.blur();
  },
};

export const EveryTypeAsEnvelope: Story = {
  args: { messages: everyMessageType(), transactionDisplay: TRANSACTION_DISPLAY.envelope },
  parameters: { frameHeight: 1720 },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await within(log).findByText(t('chat-room:transfer.gift'));
    for (const key of transferLabels) await expect(within(log).getByText(t(`chat-room:transfer.${key}`))).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-transfer="envelope"]')).toHaveLength(7);
    await expect(canvasElement.querySelectorAll('[data-transfer="line"]')).toHaveLength(0);
    await expect(within(log).getByText('3,000.00')).toBeVisible();
  },
};

const answered = [
  storyMessage(1, { type: MESSAGE_TYPE.transferIn, content: '500', transaction_status: 1, is_self: 0 }),
  storyMessage(2, { type: MESSAGE_TYPE.sendEnvelope, content: '66.6', transaction_status: 2, is_self: 1 }),
  storyMessage(3, { type: MESSAGE_TYPE.transferOut, content: '10', transaction_status: null, is_self: 1 }),
];

export const TransferStatuses: Story = {
  args: { messages: answered, transactionDisplay: TRANSACTION_DISPLAY.envelope },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    const received = await within(log).findByRole('article', { name: rowName(1, false) });
    await expect(received).toHaveTextContent(t('chat-room:transfer.received'));
    const rejected = within(log).getByRole('article', { name: rowName(2, true) });
    await expect(rejected).toHaveTextContent(t('chat-room:transfer.rejected'));
    const pending = within(log).getByRole('article', { name: rowName(3, true) });
    await expect(pending).not.toHaveTextContent(t('chat-room:transfer.received'));
    await expect(pending).not.toHaveTextContent(t('chat-room:transfer.rejected'));
  },
};

export const Sending: Story = {
  args: {
    messages: [...storyConversation(5), storyMessage(6, { key: 'local-1', content: 'On my way', delivery: 'sending' })],
  },
  play: async ({ canvasElement }) => {
    const row = await within(getLog(canvasElement)).findByRole('article', { name: rowName(6, true) });
    await expect(within(row).getByText(t('chat-room:message.sending'))).toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: t('chat-room:message.retry') })).toBeNull();
  },
};

export const SendFailed: Story = {
  args: {
    messages: [
      ...storyConversation(5),
      storyMessage(6, { key: 'local-2', content: 'Did this arrive?', delivery: 'failed' }),
    ],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const row = await within(getLog(canvasElement)).findByRole('article', { name: rowName(6, true) });
    await expect(row).toHaveTextContent(t('chat-room:message.failed'));
    await userEvent.click(within(row).getByRole('button', { name: t('chat-room:message.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith('local-2');
    await userEvent.click(within(row).getByRole('button', { name: t('chat-room:message.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith('local-2');
  },
};

export const OlderLoading: Story = {
  args: { hasOlder: true, loadingOlder: true },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await expect(log).toHaveAttribute('aria-busy', 'true');
    // The list opens at its newest message (scrolled down once laid out); only then is the top shown.
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    await waitFor(() => expect(log.scrollTop).toBe(0));
    const older = await within(log).findByRole('button', { name: t('chat-room:list.older') });
    await expect(older).toBeDisabled();
    await expect(older).toHaveAttribute('aria-busy', 'true');
  },
};

export const OlderButton: Story = {
  args: { hasOlder: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const log = getLog(canvasElement);
    await expect(log).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    await userEvent.click(await within(log).findByRole('button', { name: t('chat-room:list.older') }));
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

export const NewMessageFollows: Story = {
  args: { messages: storyConversation(30) },
  render: (args) => <MessageListHarness {...args} />,
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await waitFor(() => expect(inView(within(log).getByRole('article', { name: rowName(30) }), log)).toBe(true));
    await nextFrames();
    deliver([storyMessage(31, { content: 'Are you still there?' })]);
    const arrived = await within(log).findByRole('article', { name: rowName(31) });
    // At the bottom, the list follows: the new message is in view and no button is offered.
    await waitFor(() => expect(inView(arrived, log)).toBe(true));
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await expect(within(canvasElement).queryByRole('button', { name: t('chat-room:list.jumpToLatest') })).toBeNull();
  },
};

export const NewMessagesWhileScrolledUp: Story = {
  args: { messages: storyConversation(30) },
  render: (args) => <MessageListHarness {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const log = getLog(canvasElement);
    await within(log).findByRole('article', { name: rowName(30) });
    await nextFrames();
    log.scrollTop = 600;
    const reading = await within(log).findByRole('article', { name: rowName(10) });
    await nextFrames();
    const before = topIn(reading, log);
    deliver([31, 32, 33].map((id) => storyMessage(id, { content: `New ${id}`, is_self: 0 })));
    const jump = await within(canvasElement).findByRole('button', { name: t('chat-room:list.newMessages', { n: 3 }) });
    await nextFrames();
    // The view does not move for messages that arrive below it.
    await expect(topIn(reading, log)).toBe(before);
    await userEvent.click(jump);
    const latest = await within(log).findByRole('article', { name: rowName(33, false) });
    await waitFor(() => expect(inView(latest, log)).toBe(true));
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('button', { name: t('chat-room:list.newMessages', { n: 3 }) }),
      ).toBeNull(),
    );
  },
};

const olderPages = [storyConversation(30, 31), storyConversation(30, 1)];

/** Measures the message being read before and after a page of older messages comes in: 0 px apart. */
export const PrependKeepsPosition: Story = {
  args: { messages: storyConversation(30, 61) },
  render: (args) => <MessageListHarness {...args} olderPages={olderPages} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const log = getLog(canvasElement);
    await within(log).findByRole('article', { name: rowName(90) });
    await nextFrames();

    // Scrolling up to the top loads the previous page by itself.
    log.scrollTop = 0;
    const reading = await within(log).findByRole('article', { name: rowName(61) });
    await nextFrames(1);
    const before = topIn(reading, log);
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(within(log).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '60'));
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'false'));
    await nextFrames(6);
    await expect(topIn(reading, log) - before).toBe(0);

    // The same with the 'Older messages' button (keyboard and pointer users).
    log.scrollTop = 0;
    const top = await within(log).findByRole('article', { name: rowName(31) });
    await nextFrames(1);
    const beforeButton = topIn(top, log);
    await userEvent.click(within(log).getByRole('button', { name: t('chat-room:list.older') }));
    await waitFor(() => expect(within(log).getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '90'));
    await nextFrames(6);
    await expect(topIn(top, log) - beforeButton).toBe(0);
    await expect(within(log).getByText(t('chat-room:list.start'))).toBeInTheDocument();
  },
};

export const LongRoom: Story = {
  args: { messages: storyConversation(5000) },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    const last = await within(log).findByRole('article', { name: rowName(5000) });
    await waitFor(() => expect(inView(last, log)).toBe(true));
    await expect(last).toHaveAttribute('aria-setsize', '5000');
    await expect(within(log).getAllByRole('article').length).toBeLessThan(150);
  },
};

const unsafeSources = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'java\tscript:alert(1)'];

export const UnsafeImage: Story = {
  args: {
    messages: unsafeSources.map((content, i) =>
      storyMessage(i + 1, { type: MESSAGE_TYPE.image, content, thumbnail: '' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await expect(await within(log).findAllByText(t('chat-room:image.unavailable'))).toHaveLength(3);
    for (const img of canvasElement.querySelectorAll('img')) {
      await expect(img.getAttribute('src') ?? '').not.toMatch(/^\s*(java\s*script:|data:text\/html)/i);
    }
    await expect(within(log).queryByRole('button', { name: t('chat-room:image.open') })).toBeNull();
  },
};

const markup = '<img src=x onerror=alert(1)>';

export const TextIsNotHtml: Story = {
  args: {
    messages: [
      storyMessage(1, { content: markup, thumbnail: '' }),
      storyMessage(2, { content: '<b>bold?</b>', thumbnail: '' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await expect(await within(log).findByText(markup)).toBeVisible();
    await expect(within(log).getByText('<b>bold?</b>')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const RoomChange: Story = {
  args: { messages: storyConversation(40) },
  render: (args) => <MessageListHarness {...args} />,
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await within(log).findByRole('article', { name: rowName(40) });
    await nextFrames();
    log.scrollTop = 0;
    await within(log).findByRole('article', { name: rowName(1) });
    openRoom('room-777', storyConversation(25, 201));
    // Another room opens at its own latest message (the list starts afresh, so the log is found again).
    await waitFor(() => {
      const next = getLog(canvasElement);
      return expect(inView(within(next).getByRole('article', { name: rowName(225) }), next)).toBe(true);
    });
    await expect(within(canvasElement).queryByRole('button', { name: t('chat-room:list.jumpToLatest') })).toBeNull();
  },
};

export const SendWhileScrolledUp: Story = {
  args: { messages: storyConversation(40) },
  render: (args) => <MessageListHarness {...args} />,
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    await within(log).findByRole('article', { name: rowName(40) });
    await nextFrames();
    log.scrollTop = 0;
    await within(log).findByRole('article', { name: rowName(1) });
    await nextFrames();
    deliver([storyMessage(41, { key: 'local-9', content: 'Here is the form', is_self: 1, delivery: 'sending' })]);
    // What the user just wrote brings them to the latest message.
    const mine = await within(log).findByRole('article', { name: rowName(41, true) });
    await waitFor(() => expect(inView(mine, log)).toBe(true));
  },
};

export const FocusStaysWhileMessagesArrive: Story = {
  args: {
    messages: [
      ...storyConversation(20),
      storyMessage(21, { key: 'local-3', content: 'Not delivered', delivery: 'failed' }),
    ],
  },
  render: (args) => <MessageListHarness {...args} />,
  play: async ({ canvasElement }) => {
    const log = getLog(canvasElement);
    const row = await within(log).findByRole('article', { name: rowName(21, true) });
    const retry = within(row).getByRole('button', { name: t('chat-room:message.retry') });
    retry.focus();
    deliver([storyMessage(22, { content: 'Hello?', is_self: 0 })]);
    await within(log).findByRole('article', { name: rowName(22, false) });
    await nextFrames();
    await expect(retry).toHaveFocus();
    // Scrolled far away, the row holding focus stays in the page, so focus is not lost.
    log.scrollTop = 0;
    await within(log).findByRole('article', { name: rowName(1) });
    await nextFrames();
    await expect(retry).toHaveFocus();
    await expect(retry).toBeInTheDocument();
  },
};
