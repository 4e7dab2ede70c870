import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { PaymentPasswordDialog } from './payment-password-dialog';

const meta = {
  title: 'Accounts/Transfers/PaymentPasswordDialog',
  component: PaymentPasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), historyHref: '/transaction/list/player01' },
  parameters: { router: false },
} satisfies Meta<typeof PaymentPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const password = () => screen.getByLabelText(/payment password/i, { selector: 'input' });
const send = () => screen.getByRole('button', { name: 'Send' });

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Payment password' })).toBeVisible();
    await expect(password()).toHaveAttribute('type', 'password');
    await expect(send()).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText(/payment password/i, { selector: 'input' }), '8888');
    await expect(send()).toBeEnabled();
    await userEvent.click(send());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('8888');
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByLabelText(/payment password/i, { selector: 'input' }), '8888{Enter}');
    await expect(send()).toBeDisabled();
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByLabelText(/payment password/i, { selector: 'input' }), '8888');
    await expect(screen.getByText(/may or may not have gone through/)).toBeVisible();
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /checked the history/ }));
    await expect(send()).toBeEnabled();
  },
};
