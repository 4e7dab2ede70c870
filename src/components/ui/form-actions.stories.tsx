import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormActions } from './form-actions';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/FormActions',
  component: FormActions,
  args: { onCancel: fn(), submitLabel: 'Save', pending: false },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof FormActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitBlocked: Story = {
  args: { submitDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('common:actions.cancel') })).toBeEnabled();
  },
};
