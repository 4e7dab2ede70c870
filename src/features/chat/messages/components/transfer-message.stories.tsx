import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TRANSACTION_DISPLAY, TRANSFER_STATUS } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
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

/** Not answered yet and no consent needed: no status line. */
export const EnvelopePending: Story = {
  args: { message: { type: 3, content: '20', transaction_status: null } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.sendEnvelope'));
    for (const key of ['received', 'rejected', 'expired', 'waitingConsent'])
      await expect(envelope).not.toHaveTextContent(t(`chat-room:transfer.${key}`));
  },
};

/** The member must consent to receive it (withdraw_confirm 1) and has not answered yet. */
// @spec chat.errors.text-waiting-consent
export const EnvelopeWaitingForConsent: Story = {
  args: { message: { type: 3, content: '20', transaction_status: null, withdraw_confirm: 1 } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.sendEnvelope'));
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.waitingConsent'));
  },
};

/** Consent was needed and the member refused: the refusal, not the wait, is shown. */
export const EnvelopeRejectedAfterConsent: Story = {
  args: { message: { type: 3, content: '20', transaction_status: TRANSFER_STATUS.rejected, withdraw_confirm: 1 } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.rejected'));
    await expect(envelope).not.toHaveTextContent(t('chat-room:transfer.waitingConsent'));
  },
};

/** Status 3: the envelope expired unanswered. */
// @spec chat.errors.text-expired
export const EnvelopeExpired: Story = {
  args: { message: { type: 8, content: '66', transaction_status: TRANSFER_STATUS.expired, withdraw_confirm: 1 } },
  play: async ({ canvasElement }) => {
    const envelope = canvasElement.querySelector('[data-transfer="envelope"]');
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.gift'));
    await expect(envelope).toHaveTextContent(t('chat-room:transfer.expired'));
    await expect(envelope).not.toHaveTextContent(t('chat-room:transfer.waitingConsent'));
  },
};

/** The plain line (transaction_type 1) shows the status after the amount. */
export const LineWaitingForConsent: Story = {
  args: {
    message: { type: 3, content: '20', transaction_status: null, withdraw_confirm: 1 },
    display: TRANSACTION_DISPLAY.line,
  },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-transfer="line"]');
    await expect(line).toHaveTextContent(t('chat-room:transfer.waitingConsent'));
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
