import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { MessageImage } from './message-image';
import { storyPhoto } from '@/test/fixtures/chat-messages';

const meta = {
  title: 'Chat/Room/MessageImage',
  component: MessageImage,
  args: { src: storyPhoto, onOpen: fn() },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof MessageImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', storyPhoto);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:image.open') }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyPhoto);
  },
};

/** A source that is neither data:image nor http(s) never reaches an <img>. */
export const UnsafeSource: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(t('chat-room:image.unavailable'))).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(t('chat-room:image.unavailable'))).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
