import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '@/test/translate';
import { NoRoomMatch } from './no-room-match';

const meta = {
  title: 'Chat/Rooms/NoRoomMatch',
  component: NoRoomMatch,
  args: { onClear: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof NoRoomMatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClearsTheSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chat-nav:rooms.find.noMatch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:rooms.find.clear') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
