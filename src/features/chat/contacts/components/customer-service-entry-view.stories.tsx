import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { CustomerServiceEntryView } from './customer-service-entry-view';

const meta = {
  title: 'Chat/Contacts/CustomerServiceEntryView',
  component: CustomerServiceEntryView,
  args: { error: null, onRetry: fn() },
  parameters: { router: false },
} satisfies Meta<typeof CustomerServiceEntryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finding: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:entry.loading') })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: 'The server is busy. Try again in a minute.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('chat-nav:entry.failed'))).toBeVisible();
    await expect(canvas.getByText('The server is busy. Try again in a minute.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
