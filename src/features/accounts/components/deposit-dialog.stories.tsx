import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { ManagedAccount } from '../schemas/account';
import { DepositDialog } from './deposit-dialog';

const account: ManagedAccount = {
  id: 100,
  username: 'player01',
  nickname: 'Player 1',
  status: 1,
  withdraw_confirm: 0,
  thumbnail: '',
  limit_of_credit: '1000',
  used_credit: '250.5',
  balance: null,
  game_wallet: null,
  is_sub: 0,
  role_id: 4,
};

const meta = {
  title: 'Accounts/Transfers/DepositDialog',
  component: DepositDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), account, historyHref: '/transaction/list/player01' },
  parameters: { router: false },
} satisfies Meta<typeof DepositDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const amount = () => screen.getByRole('textbox', { name: /amount/i });
const remark = () => screen.getByRole('textbox', { name: /remark/i });
const send = () => screen.getByRole('button', { name: 'Send' });

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Deposit (transfer in)' })).toBeVisible();
    // No balance on the row: limit_of_credit minus used_credit.
    await expect(screen.getByText('749.50')).toBeVisible();
    await expect(screen.getByText('Digits and a decimal point only.')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Enter an amount.')).toBeVisible();
    await expect(screen.getByText('Enter a remark.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StripsOtherCharacters: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '-1a2,0.5.0x');
    await expect(amount()).toHaveValue('120.50');
    await expect(screen.getByText('870.00')).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '0.0');
    await userEvent.type(remark(), 'top up');
    await userEvent.click(send());
    await expect(await screen.findByText('The amount cannot be zero.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '0.1');
    await userEvent.type(remark(), 'top up');
    await expect(screen.getByText('749.60')).toBeVisible();
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '0.1', remark: 'top up' }));
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: 'Send' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await expect(await screen.findByText(/may or may not have gone through/)).toBeVisible();
    await expect(screen.getByRole('link', { name: /transaction history/ })).toHaveAttribute('target', '_blank');
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /checked the history/ }));
    await expect(send()).toBeEnabled();
  },
};
