import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { NewMessagesButton } from './new-messages-button';

const meta = {
  title: 'Chat/Room/NewMessagesButton',
  component: NewMessagesButton,
  args: { count: 3, onClick: fn() },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof NewMessagesButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: t('chat-room:list.newMessages', { n: 3 }) });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const JumpToLatest: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('chat-room:list.jumpToLatest') })).toBeVisible();
  },
};
