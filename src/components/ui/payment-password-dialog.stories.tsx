import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { PaymentPasswordDialog } from './payment-password-dialog';

const meta = {
  tags: ['autodocs'],
  title: 'Accounts/Transfers/PaymentPasswordDialog',
  component: PaymentPasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), historyHref: '/transaction/list/player01' },
  parameters: { router: false },
} satisfies Meta<typeof PaymentPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password field's label, with its required mark. */
const passwordLabel = () => new RegExp(`^${tx('kit:transfer.passwordLabel').source}\\*?$`);
const password = () => screen.getByLabelText(passwordLabel(), { selector: 'input' });
const findPassword = () => screen.findByLabelText(passwordLabel(), { selector: 'input' });
const send = () => screen.getByRole('button', { name: t('kit:transfer.submit') });

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: t('kit:transfer.passwordTitle') })).toBeVisible();
    await expect(password()).toHaveAttribute('type', 'password');
    await expect(send()).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findPassword(), '8888');
    await expect(send()).toBeEnabled();
    await userEvent.click(send());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('8888');
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findPassword(), '8888{Enter}');
    await expect(send()).toBeDisabled();
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    // The busy indicator is drawn inside the button.
    await expect(send().querySelector('svg.animate-spin')).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    // The dialog stays open while the transfer is in flight.
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: t('kit:transfer.passwordTitle') })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await userEvent.type(await findPassword(), '8888');
    await expect(screen.getByText(t('kit:transfer.unknown.body'))).toBeVisible();
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await expect(send()).toBeEnabled();
  },
};
