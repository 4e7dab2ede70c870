import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ImageViewer, type ImageViewerProps, type ViewerPicture } from './image-viewer';
import { STORY_PICTURE } from '@/test/fixtures/chat-messages';

/** A landscape picture with an arrow pointing up, so a turn shows; one colour per picture. */
const arrowPicture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${colour}"/><path d="M160 30l50 60h-30v80h-40V90h-30z" fill="#fff"/></svg>`,
  )}`;
const COLOURS = ['#7c3aed', '#0891b2', '#16a34a', '#ca8a04', '#dc2626', '#db2777', '#475569'];
const pictures: ViewerPicture[] = COLOURS.map((colour, i) => ({
  src: arrowPicture(colour),
  sender: i % 2 ? 'agent01' : 'player02',
  time: `2026-03-14 09:${String(10 + i).padStart(2, '0')}:00`,
}));

/**
 * As the room uses it: the viewer moves through the pictures and closing clears the choice. The
 * overlay mounts inside the story's root (not document.body), so the story's picture holds it.
 */
function InStoryRoot({ pictures: list, index, onIndexChange, onClose }: ImageViewerProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(index);
  return (
    <div ref={setHost}>
      {host && (
        <ImageViewer
          pictures={list}
          index={shown}
          onIndexChange={(next) => {
            onIndexChange(next);
            setShown(next);
          }}
          onClose={() => {
            onClose();
            setShown(null);
          }}
          portalRoot={host}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Chat/Messages/ImageViewer',
  component: ImageViewer,
  args: { pictures, index: 2, onIndexChange: fn(), onClose: fn() },
  parameters: { router: false },
  render: (args) => <InStoryRoot {...args} />,
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => screen.findByRole('dialog', { name: t('chat:image.viewer.label') });
const button = (key: string) => screen.getByRole('button', { name: t(`chat:image.viewer.${key}`) });
/** The picture on screen, at `position` of 7 (its neighbours are drawn beside it, out of view, for a swipe). */
const shownPicture = async (position: number) => {
  await viewer();
  const slide = await screen.findByRole('group', {
    name: t('chat:image.viewer.position', { index: position, total: pictures.length }),
  });
  const picture = within(slide).getByRole('img', { name: t('chat:image.viewer.alt') });
  // Hidden by the lightbox until it has loaded.
  await waitFor(() => expect(picture).toBeVisible());
  return picture;
};
const place = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

/** The picture at full size with its place, sender and time, a download link and zoom. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    const picture = await shownPicture(3);
    await expect(picture).toHaveAttribute('src', pictures[2]!.src);
    await place('3 / 7');
    await expect(screen.getByText('player02')).toBeVisible();
    await expect(screen.getByText('2026-03-14 09:12:00')).toBeVisible();
    const download = screen.getByRole('link', { name: t('chat:image.viewer.download') });
    await expect(download).toHaveAttribute('href', pictures[2]!.src);
    await expect(download).toHaveAttribute('download', 'picture-3');
    await expect(button('close')).toBeVisible();
    await expect(button('zoomOut')).toBeDisabled();
    await waitFor(() => expect(button('zoomIn')).toBeEnabled());
    await userEvent.click(button('zoomIn'));
    await waitFor(() => expect(button('zoomOut')).toBeEnabled());
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeGreaterThan(320 * 1.5));
  },
};

/** At the first picture there is no previous one: the button is off and Left does nothing; Right moves on. */
export const FirstPicture: Story = {
  args: { index: 0 },
  play: async ({ args, userEvent }) => {
    await shownPicture(1);
    await place('1 / 7');
    await expect(button('previous')).toBeDisabled();
    await expect(button('next')).toBeEnabled();
    await userEvent.keyboard('{ArrowLeft}');
    await place('1 / 7');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await place('2 / 7');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(button('previous'));
    await place('1 / 7');
    await expect(button('previous')).toBeDisabled();
  },
};

/** At the last picture there is no next one; the previous button goes back. */
export const LastPicture: Story = {
  args: { index: 6 },
  play: async ({ args, userEvent }) => {
    await shownPicture(7);
    await place('7 / 7');
    await expect(screen.getByText('2026-03-14 09:16:00')).toBeVisible();
    await expect(button('next')).toBeDisabled();
    await userEvent.click(button('previous'));
    await place('6 / 7');
    await expect(screen.getByText('agent01')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowRight}');
    await place('7 / 7');
    await expect(button('next')).toBeDisabled();
  },
};

/** R and the rotate button turn the picture a quarter each: a landscape picture stands upright. */
export const Rotated: Story = {
  play: async ({ userEvent }) => {
    await shownPicture(3);
    const slide = screen.getByRole('group', { name: t('chat:image.viewer.position', { index: 3, total: 7 }) });
    const box = () =>
      within(slide)
        .getByRole('img', { name: t('chat:image.viewer.alt') })
        .getBoundingClientRect();
    await waitFor(() => expect(box().width).toBeGreaterThan(box().height));
    await userEvent.keyboard('r');
    await waitFor(() => expect(box().height).toBeGreaterThan(box().width));
    await userEvent.click(button('rotate'));
    await waitFor(() => expect(box().width).toBeGreaterThan(box().height));
    await userEvent.click(button('rotate'));
    await waitFor(() => expect(box().height).toBeGreaterThan(box().width));
    await place('3 / 7');
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
  args: { pictures: [{ src: 'javascript:alert(1)', sender: '', time: '' }], index: 0 },
  // Nothing is shown, so there is no picture to compare.
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A picture sent as a data URL downloads under a name with its type. */
export const DownloadsDataPicture: Story = {
  args: { pictures: [{ src: STORY_PICTURE.dataUrl, sender: 'player02', time: '2026-03-14 09:26:53' }], index: 0 },
  parameters: { snapshot: false },
  play: async () => {
    await viewer();
    await place('1 / 1');
    const download = screen.getByRole('link', { name: t('chat:image.viewer.download') });
    await expect(download).toHaveAttribute('download', 'picture-1.png');
  },
};
