import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t } from '@/test/story-t';
import { TINY_PNG_BASE64, tinyPngFile } from './story-fixtures';
import { ThumbnailPicker } from './thumbnail-picker';

const dataUrl = `data:image/png;base64,${TINY_PNG_BASE64}`;

const meta = {
  title: 'Accounts/ThumbnailPicker',
  component: ThumbnailPicker,
  args: { value: '', onChange: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ThumbnailPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('img', { name: t('accounts:form.thumbnailPreview') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('accounts:form.thumbnailRemove') })).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText(t('accounts:form.thumbnail')), tinyPngFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(dataUrl));
  },
};

export const WithImage: Story = {
  args: { value: dataUrl },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: t('accounts:form.thumbnailPreview') })).toHaveAttribute(
      'src',
      dataUrl,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:form.thumbnailRemove') }));
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const UnsafeSourceNotShown: Story = {
  args: { value: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('accounts:form.thumbnail'))).toBeEnabled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: t('accounts:form.thumbnailPreview') })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'The image must be at most 2 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The image must be at most 2 MB.');
    await expect(canvas.getByLabelText(t('accounts:form.thumbnail'))).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: dataUrl, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('accounts:form.thumbnail'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('accounts:form.thumbnailRemove') })).toBeDisabled();
  },
};
