import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { t } from '@/test/translate';
import { newThumbnailField } from '../schemas/thumbnail';
import { TINY_PNG_BASE64, tinyPngFile } from '@/test/fixtures/accounts';
import { ThumbnailField } from './thumbnail-field';

const schema = z.object({ thumbnail: newThumbnailField });
type Form = z.infer<typeof schema>;

/** ThumbnailField takes react-hook-form's control: a tiny form with the add form's rule supplies it. */
function ThumbnailForm({
  initial = '',
  disabled = false,
  onSubmit,
}: {
  initial?: string;
  disabled?: boolean;
  onSubmit: (values: Form) => void;
}) {
  const { control, handleSubmit } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { thumbnail: initial },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-sm space-y-3">
      <ThumbnailField<Form> control={control} name="thumbnail" disabled={disabled} />
      <Button type="submit">{t('common:actions.save')}</Button>
    </form>
  );
}

const meta = {
  title: 'Accounts/ThumbnailField',
  component: ThumbnailForm,
  args: { onSubmit: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ThumbnailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = `data:image/png;base64,${TINY_PNG_BASE64}`;
type Canvas = { getByLabelText: (text: string) => HTMLElement };
const input = (canvas: Canvas) => canvas.getByLabelText(t('accounts:form.thumbnail'));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(input(canvas)).toBeEnabled();
    await expect(canvas.getByText(t('kit:imagePicker.none'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.noFile'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.choose'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.hint'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('kit:imagePicker.remove') })).not.toBeInTheDocument();
  },
};

export const CurrentImage: Story = {
  args: { initial: PNG },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: t('accounts:form.thumbnailPreview') })).toHaveAttribute('src', PNG);
    await expect(canvas.getByText(t('kit:imagePicker.current'))).toBeVisible();
    await expect(canvas.getByText(t('kit:imagePicker.replace'))).toBeVisible();
    // The thumbnail may be empty: removing it clears the form's value.
    await userEvent.click(canvas.getByRole('button', { name: t('kit:imagePicker.remove') }));
    await expect(canvas.queryByRole('img', { name: t('accounts:form.thumbnailPreview') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ thumbnail: '' }, expect.anything());
  },
};

export const FileChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(input(canvas), tinyPngFile('face.png'));
    const preview = await canvas.findByRole('img', { name: t('accounts:form.thumbnailPreview') });
    await expect(preview).toHaveAttribute('src', PNG);
    await expect(canvas.getByText('face.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ thumbnail: PNG }, expect.anything());
  },
};

/** The spec's 2 MB limit: a larger file is refused with a message naming it, and nothing changes. */
export const TooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input(canvas), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('kit:imagePicker.tooLarge', { size: '2 MB' }));
    await expect(input(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('kit:imagePicker.noFile'))).toBeVisible();
  },
};

/** A value the rule refuses (not an image data URL) shows the schema's translated message. */
export const InvalidValue: Story = {
  args: { initial: 'javascript:alert(1)' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('accounts:validation.thumbnailType'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { initial: PNG, disabled: true },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('kit:imagePicker.remove') })).toBeDisabled();
  },
};
