import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TINY_PNG_BASE64, tinyPngFile } from '../containers/story-fixtures';
import { ImagePicker } from './image-picker';
import { t } from '@/test/story-t';

const TINY_PNG = `data:image/png;base64,${TINY_PNG_BASE64}`;

const meta = {
  title: 'Settings/ImagePicker',
  component: ImagePicker,
  args: { label: 'Background image', value: '', onChange: fn(), previewAlt: 'Background image preview' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('settings:image.none'))).toBeVisible();
    await expect(canvas.getByText(t('settings:image.hint'))).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Background image'), tinyPngFile('room.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/)));
  },
};

export const WithImageRemovable: Story = {
  args: { value: TINY_PNG, removable: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Background image preview' })).toHaveAttribute('src', TINY_PNG);
    await userEvent.click(canvas.getByRole('button', { name: t('settings:image.remove') }));
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const RoundAvatar: Story = {
  args: { label: 'Avatar', value: TINY_PNG, previewAlt: 'Avatar of agent01', shape: 'round' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avatar of agent01' })).toBeVisible();
    // An avatar may be replaced but never removed.
    await expect(canvas.queryByRole('button', { name: t('settings:image.remove') })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'The chosen file is not an image.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chosen file is not an image.');
    await expect(canvas.getByLabelText('Background image')).toHaveAttribute('aria-invalid', 'true');
  },
};
