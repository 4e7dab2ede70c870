import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" fill="#0e7490"/><circle cx="32" cy="26" r="12" fill="#ecfeff"/>' +
      '<path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#ecfeff"/></svg>',
  );

const meta = {
  tags: ['autodocs'],
  title: 'UI/Avatar',
  component: Avatar,
  args: { src: picture, className: 'size-16' },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultShown = (root: HTMLElement) => root.querySelector('[data-default-avatar]');

export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('src', picture);
    // Beside the name it shows, the picture says nothing more to assistive technology.
    await expect(img).toHaveAttribute('alt', '');
    await expect(defaultShown(canvasElement)).toBeNull();
  },
};

export const Named: Story = {
  args: { alt: 'service01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'service01' })).toBeVisible();
  },
};

export const EmptyShowsDefault: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(defaultShown(canvasElement)).toBeVisible();
  },
};

/** The spec's rule: a thumbnail of the text 'null' is no picture. */
export const NullTextShowsDefault: Story = {
  args: { src: 'null' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(defaultShown(canvasElement)).toBeVisible();
  },
};

/** A source the app never loads (user content may carry anything) shows the default. */
export const UnsafeSourceShowsDefault: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(defaultShown(canvasElement)).toBeVisible();
  },
};

export const BrokenPictureShowsDefault: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(defaultShown(canvasElement)).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
