import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TINY_PNG_BASE64 } from '@/test/fixtures/settings';
import { SelfSettingsForm } from './self-settings-form';
import { t, tx } from '@/test/translate';

const TINY_PNG = `data:image/png;base64,${TINY_PNG_BASE64}`;

const meta = {
  title: 'Settings/SelfSettingsForm',
  component: SelfSettingsForm,
  args: {
    username: 'agent01',
    defaultValues: { nickname: 'Agent One', thumbnail: TINY_PNG },
    balance: '12,345.67',
    onSubmit: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof SelfSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('img', { name: t('settings:self.avatarPreview', { username: 'agent01' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('settings:self.username') })).toHaveValue('agent01');
    await expect(canvas.getByRole('textbox', { name: t('settings:self.username') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('settings:self.balance') })).toHaveValue('12,345.67');
    const nickname = canvas.getByRole('textbox', { name: tx('settings:self.nickname') });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Agent');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ nickname: 'Lucky Agent', thumbnail: TINY_PNG }, expect.anything()),
    );
  },
};

export const NoAvatarUnlimitedBalance: Story = {
  args: { defaultValues: { nickname: 'Admin', thumbnail: '' }, username: 'admin', balance: 'Unlimited' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:imagePicker.none'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('settings:self.balance') })).toHaveValue('Unlimited');
  },
};

export const NicknameRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: tx('settings:self.nickname') }));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(t('settings:validation.nicknameRequired'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: tx('settings:self.nickname') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: tx('common:actions.save') });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};
