import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { ImagePicker } from './image-picker';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG = `data:image/png;base64,${PNG_BASE64}`;
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

const meta = {
  tags: ['autodocs'],
  title: 'UI/ImagePicker',
  component: ImagePicker,
  args: { label: 'Background image', value: '', onChange: fn(), previewAlt: 'Background image preview' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every word of the field is the app's, in the reader's language: not the browser's "Choose File". */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('kit:imagePicker.none'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.noFile'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.choose'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.hint'))).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Background image'), pngFile('room.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(PNG));
    // The chosen file is named, as the browser's control would, but in the app's language around it.
    await expect(await canvas.findByText('room.png')).toBeVisible();
  },
};

export const WithImageRemovable: Story = {
  args: { value: PNG, removable: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Background image preview' })).toHaveAttribute('src', PNG);
    await expect(canvas.getByText(t('kit:imagePicker.current'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.replace'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:imagePicker.remove') }));
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const RoundAvatar: Story = {
  args: { label: 'Avatar', value: PNG, previewAlt: 'Avatar of agent01', shape: 'round' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avatar of agent01' })).toBeVisible();
    // An avatar may be replaced but never removed.
    await expect(canvas.queryByRole('button', { name: t('kit:imagePicker.remove') })).not.toBeInTheDocument();
  },
};

/** The file field is reached with the keyboard and shows where focus is, on its visible button. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Background image');
    await expect(input).toHaveFocus();
    const button = canvas.getByText(t('kit:imagePicker.choose'));
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText('Background image');
    // Upload bypasses accept= here, as a file dragged from elsewhere would.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('kit:imagePicker.notImage', { name: 'notes.txt' }),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 10 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(canvas.getByLabelText('Background image'), pngFile('big.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('kit:imagePicker.tooLarge', { size: '1 KB' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const UnsafeSourceNotShown: Story = {
  args: { value: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Background image')).toBeEnabled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'The chosen file is not an image.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chosen file is not an image.');
    await expect(canvas.getByLabelText('Background image')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: PNG, disabled: true, removable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Background image')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('kit:imagePicker.remove') })).toBeDisabled();
  },
};
