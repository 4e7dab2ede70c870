import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TRANSACTION_DISPLAY, TRANSFER_STATUS } from '@/lib/api/endpoints/chat';
import { t } from '@/test/story-t';
import { TransferMessage } from './transfer-message';

const meta = {
  title: 'Chat/Room/TransferMessage',
  component: TransferMessage,
  args: {
    message: { type: 8, content: '12345.5', transaction_status: TRANSFER_STATUS.received },
    display: TRANSACTION_DISPLAY.envelope,
  },
  decorators: [(Story) => <div className="w-80 p-2">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof TransferMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnvelopeReceived: Story = {
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.gift'));
    // Money with thousands separators and two decimals.
    await expect(envelope).toHaveTextContent('12,345.50');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.received'));
  },
};

// @spec chat.errors.text-user-rejected
export const EnvelopeRejected: Story = {
  args: { message: { type: 6, content: '300', transaction_status: TRANSFER_STATUS.rejected } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.transferOut'));
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.rejected'));
  },
};

/** Not answered yet: no status line. */
// @spec chat.errors.text-waiting-consent
export const EnvelopePending: Story = {
  args: { message: { type: 3, content: '20', transaction_status: null } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.sendEnvelope'));
    await expect(envelope).not.toHaveTextContent(t('chat-room:transfer.received'));
    await expect(envelope).not.toHaveTextContent(t('chat-room:transfer.rejected'));
  },
};

/** A room whose transaction_type is 1 shows a plain line. */
export const Line: Story = {
  args: { display: TRANSACTION_DISPLAY.line },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-transfer="line"]');
    await expect(line).toHaveTextContent(t('chat-room:transfer.gift'));
    await expect(line).toHaveTextContent('12,345.50');
    await expect(canvasElement.querySelector('[data-transfer="envelope"]')).toBeNull();
  },
};

/** Content that is no number is shown as it came, as text. */
export const AmountNotANumber: Story = {
  args: { message: { type: 9, content: '<b>n/a</b>', transaction_status: null }, display: TRANSACTION_DISPLAY.line },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-transfer="line"]')).toHaveTextContent('<b>n/a</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
