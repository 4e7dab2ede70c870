import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ImageViewer, type ImageViewerProps } from './image-viewer';
import { STORY_PICTURE } from '@/test/fixtures/chat-messages';

/**
 * As the room uses it: closing clears the picture. The overlay mounts inside the story's root (not
 * document.body), so the story's picture holds it.
 */
function InStoryRoot({ src, onClose }: ImageViewerProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(src);
  const close = () => {
    onClose();
    setShown(null);
  };
  return <div ref={setHost}>{host && <ImageViewer src={shown} onClose={close} portalRoot={host} />}</div>;
}

const meta = {
  title: 'Chat/Messages/ImageViewer',
  component: ImageViewer,
  args: { src: STORY_PICTURE.dataUrl, onClose: fn() },
  parameters: { router: false },
  render: (args) => <InStoryRoot {...args} />,
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => screen.findByRole('dialog', { name: t('chat:image.viewer.label') });
const button = (key: string) => screen.getByRole('button', { name: t(`chat:image.viewer.${key}`) });

/** The picture at full size with translated controls; zooming in enables zooming out. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    const dialog = await viewer();
    const picture = await within(dialog).findByRole('img', { name: t('chat:image.viewer.alt') });
    // Hidden by the lightbox until it has loaded.
    await waitFor(() => expect(picture).toBeVisible());
    await expect(picture).toHaveAttribute('src', STORY_PICTURE.dataUrl);
    await expect(button('close')).toBeVisible();
    await expect(button('zoomOut')).toBeDisabled();
    await waitFor(() => expect(button('zoomIn')).toBeEnabled());
    await userEvent.click(button('zoomIn'));
    await waitFor(() => expect(button('zoomOut')).toBeEnabled());
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeGreaterThan(STORY_PICTURE.width * 1.5));
  },
};

/** Esc closes the viewer. */
export const ClosesOnEscape: Story = {
  // Closed at the end: nothing left to compare.
  parameters: { snapshot: false },
  play: async ({ args, userEvent }) => {
    await viewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A source that is not a data:image or http(s) address is never rendered: the viewer stays closed. */
export const UnsafeSourceNotShown: Story = {
  args: { src: 'javascript:alert(1)' },
  // Nothing is shown, so there is no picture to compare.
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
