import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { ImagePreview } from './image-preview';
import { STORY_PICTURE } from '@/test/fixtures/chat-messages';

const meta = {
  title: 'Chat/Messages/ImagePreview',
  component: ImagePreview,
  args: { image: STORY_PICTURE, preparing: false, onSend: fn(), onCancel: fn() },
  parameters: { router: false },
} satisfies Meta<typeof ImagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat:image.preview.title') });
const send = () => screen.getByRole('button', { name: t('chat:image.preview.send') });
const cancel = () => screen.getByRole('button', { name: t('chat:image.preview.cancel') });

/** The picked file is still being redrawn: busy, nothing to send yet, Cancel available. */
export const Preparing: Story = {
  args: { image: null, preparing: true },
  play: async () => {
    await expect(await dialog()).toBeVisible();
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent(t('chat:image.preview.preparing'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(send()).toBeDisabled();
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() => expect(cancel()).toHaveFocus());
  },
};

/** The prepared picture with its size; Send hands it over once. */
export const Ready: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    const picture = screen.getByRole('img', { name: t('chat:image.preview.alt') });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', STORY_PICTURE.dataUrl);
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    await expect(screen.getByText(t('chat:image.preview.size', { width: 160, height: 120, kb: 1 }))).toBeVisible();
    await waitFor(() => expect(cancel()).toHaveFocus());
    await userEvent.click(send());
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancel drops the picture without sending it. */
export const Cancelled: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(cancel());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
