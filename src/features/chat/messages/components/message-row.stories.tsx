import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
import { MessageRow } from './message-row';
import { storyMessage, storyPhoto } from '@/test/fixtures/chat-messages';

const meta = {
  title: 'Chat/Room/MessageRow',
  component: MessageRow,
  args: {
    message: storyMessage(1, { content: 'Hello, I would like to check my points.' }),
    transactionDisplay: TRANSACTION_DISPLAY.envelope,
    partnerName: 'player_8812',
    position: 1,
    total: 1,
    onRetry: fn(),
    onDelete: fn(),
    onOpenImage: fn(),
  },
  decorators: [(Story) => <div className="w-[560px] bg-slate-50 p-3">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof MessageRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const fromPartner = () => t('chat-room:message.partner', { name: 'player_8812', time: '2026/11/20 09:02:14' });

/** A received message: its full time (title and name) writes the date with slashes (chat spec section 9). */
export const FromPartner: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('article', { name: fromPartner() });
    await expect(row).toHaveTextContent('Hello, I would like to check my points.');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('title', '2026/11/20 09:02:14');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('09:02');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20 09:02:14');
    // The partner's side shows their avatar.
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

/** The user's own message keeps the server's dashes. */
export const Own: Story = {
  args: { message: storyMessage(3, { content: 'Of course. One moment please.' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('article', { name: t('chat-room:message.own', { time: '2026-11-20 09:06:42' }) }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('title', '2026-11-20 09:06:42');
  },
};

/** A received time sent without a year ('MM-DD HH:mm:ss') is shown whole, as MM/DD. */
export const FromPartnerWithoutYear: Story = {
  args: { message: storyMessage(1, { content: 'Are you there?', created_at: '11-20 09:02:14' }) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', {
      name: t('chat-room:message.partner', { name: 'player_8812', time: '11/20 09:02:14' }),
    });
    await expect(row).toHaveTextContent('11/20 09:02:14');
  },
};

export const Sending: Story = {
  args: { message: storyMessage(3, { delivery: 'sending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-room:message.sending'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('chat-room:message.retry') })).toBeNull();
  },
};

export const FailedWithRetryAndDelete: Story = {
  args: { message: storyMessage(3, { delivery: 'failed', key: 'local-7' }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('chat-room:message.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:message.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith('local-7');
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:message.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith('local-7');
  },
};

/** Line breaks are kept; markup stays text. */
export const TextIsNotHtml: Story = {
  args: { message: storyMessage(1, { content: 'line one\n<b>line two</b>' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: fromPartner() })).toHaveTextContent('line one <b>line two</b>');
    await expect(canvasElement.querySelector('article b')).toBeNull();
  },
};

export const Photo: Story = {
  args: { message: storyMessage(1, { type: 2, content: storyPhoto }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:image.open') }));
    await expect(args.onOpenImage).toHaveBeenCalledWith(storyPhoto);
  },
};

export const Transfer: Story = {
  args: { message: storyMessage(1, { type: 7, content: '500' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-transfer="envelope"]')).toHaveTextContent('500.00');
  },
};

export const UnsupportedType: Story = {
  args: { message: storyMessage(1, { type: 99 as never, content: 'x' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-room:message.unsupported'))).toBeVisible();
  },
};
