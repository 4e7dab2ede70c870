import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/translate';
import { FindStatus } from './find-status';

const meta = {
  title: 'Chat/Room/FindStatus',
  component: FindStatus,
  args: { query: 'bonus', total: 12, current: 3, older: { status: 'idle', searched: 0 } },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof FindStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('chat-room:find.count', { current: 3, count: 12 }),
    );
  },
};

export const NoMatch: Story = {
  args: { total: 0, current: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('chat-room:find.none'));
  },
};

export const ReachedTheStart: Story = {
  args: { total: 0, current: 0, older: { status: 'start', searched: 420 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('chat-room:find.roomStart'));
  },
};

export const OlderFailed: Story = {
  args: { older: { status: 'failed', searched: 60 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('chat-room:find.olderFailed'));
  },
};
