import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { ConnectionStatus } from './connection-status';

const meta = {
  title: 'Chat/Layout/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'live' },
  decorators: [(Story) => <div className="w-[560px] bg-white">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live: said to screen readers only, nothing in the way. */
export const Live: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('chat-nav:connection.live'));
    await expect(status).toHaveClass('sr-only');
  },
};

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('chat-nav:connection.connecting'));
    await expect(status).toHaveClass('sr-only');
  },
};

/** Reconnecting: a visible banner with what it means for the user. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent(t('chat-nav:connection.reconnecting'));
    await expect(status).toHaveTextContent(t('chat-nav:connection.reconnectingHint'));
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent(t('chat-nav:connection.offline'));
    await expect(status).toHaveTextContent(t('chat-nav:connection.offlineHint'));
  },
};

/** Before the first connection attempt nothing is said. */
export const NotStarted: Story = {
  args: { state: null },
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
