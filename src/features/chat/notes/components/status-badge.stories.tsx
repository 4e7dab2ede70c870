import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/translate';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Chat/Notes/StatusBadge',
  component: StatusBadge,
  args: { status: 0 },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfinished: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('chat-notes:status.unfinished'))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('chat-notes:status.finished'))).not.toBeInTheDocument();
  },
};

export const Finished: Story = {
  args: { status: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('chat-notes:status.finished'))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('chat-notes:status.unfinished'))).not.toBeInTheDocument();
  },
};
