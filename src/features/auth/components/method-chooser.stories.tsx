import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { cardFrame } from '@/test/stories/card-frame';
import { MethodChooser } from './method-chooser';

const meta = {
  title: 'Auth/MethodChooser',
  component: MethodChooser,
  args: { methods: ['authenticator', 'sms'], value: 'authenticator', onChange: fn() },
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof MethodChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothMethods: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: t('auth:verify.method') });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.authenticator') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.sms') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: t('auth:verify.methods.sms') }));
    await expect(args.onChange).toHaveBeenCalledWith('sms');
  },
};

export const UnknownMethod: Story = {
  args: { methods: ['authenticator', 'email'], value: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'email' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.authenticator') })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const sms = canvas.getByRole('radio', { name: t('auth:verify.methods.sms') });
    await expect(sms).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.authenticator') })).toBeDisabled();
    await userEvent.click(sms);
    await expect(sms).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
