import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
import { PositionedMessage } from './positioned-message';
import { storyMessage } from '@/test/fixtures/chat-messages';

const partner = 'player_8812';

const meta = {
  title: 'Chat/Room/PositionedMessage',
  component: PositionedMessage,
  args: {
    item: { key: 'm1', index: 0, start: 0, end: 72, size: 72, lane: 0 },
    days: { before: null, after: null },
    measureRef: fn(),
    message: storyMessage(1, { content: 'Hello, I would like to check my points.' }),
    transactionDisplay: TRANSACTION_DISPLAY.envelope,
    partnerName: partner,
    total: 12,
    onRetry: fn(),
    onDelete: fn(),
    onOpenImage: fn(),
  },
  // The log's scrolling area is the positioned parent the row is placed in.
  decorators: [
    (Story) => (
      <div className="relative mx-auto h-64 max-w-2xl overflow-hidden rounded-lg border border-slate-200 bg-white">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof PositionedMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

const partnerRow = () => t('chat-room:message.partner', { name: partner, time: '2026/11/20 09:02:14' });

export const Plain: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const row = canvas.getByRole('article', { name: partnerRow() });
    await expect(row).toHaveTextContent('Hello, I would like to check my points.');
    // Its place in the whole conversation is the virtual item's, counted from 1.
    await expect(row).toHaveAttribute('aria-posinset', '1');
    await expect(row).toHaveAttribute('aria-setsize', '12');
    await expect(args.measureRef).toHaveBeenCalledWith(canvasElement.querySelector('[data-index="0"]'));
    await expect(canvas.queryByText('2026/11/20')).toBeNull();
  },
};

/** The first message of a fully loaded conversation has its day above it. */
export const DayBefore: Story = {
  args: { days: { before: '2026/11/20', after: null } },
  play: async ({ canvas }) => {
    const chip = canvas.getByText('2026/11/20');
    const row = canvas.getByRole('article', { name: partnerRow() });
    await expect(chip).toBeVisible();
    await expect(chip.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The last message of a day has the next day below it. */
export const DayAfter: Story = {
  args: { days: { before: null, after: '2026/11/21' } },
  play: async ({ canvas }) => {
    const chip = canvas.getByText('2026/11/21');
    const row = canvas.getByRole('article', { name: partnerRow() });
    await expect(chip).toBeVisible();
    await expect(row.compareDocumentPosition(chip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Further down the log, the row is moved to its offset and counted at its place. */
export const FurtherDown: Story = {
  args: {
    item: { key: 'm3', index: 2, start: 48, end: 120, size: 72, lane: 0 },
    message: storyMessage(3, { content: 'Of course. One moment please.' }),
    days: { before: '2026/11/20', after: '2026/11/21' },
  },
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('article', { name: t('chat-room:message.own', { time: '2026-11-20 09:06:42' }) });
    await expect(row).toHaveAttribute('aria-posinset', '3');
    await expect(canvasElement.querySelector<HTMLElement>('[data-index="2"]')?.style.transform).toBe(
      'translateY(48px)',
    );
    await expect(canvas.getByText('2026/11/20')).toBeVisible();
    await expect(canvas.getByText('2026/11/21')).toBeVisible();
  },
};
