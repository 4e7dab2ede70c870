import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { ManagedAccount } from '../schemas/account';
import { TransactionDialog } from './transaction-dialog';

const account: ManagedAccount = {
  id: 100,
  username: 'player01',
  nickname: 'Player 1',
  status: 1,
  withdraw_confirm: 0,
  thumbnail: '',
  limit_of_credit: '0',
  used_credit: '0',
  balance: '1200.1',
  game_wallet: '5320.5',
  is_sub: 0,
  role_id: 4,
};

const meta = {
  title: 'Accounts/Transfers/TransactionDialog',
  component: TransactionDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    account,
    multiWallet: false,
    deductAllowed: false,
    historyHref: '/transaction/list/player01',
  },
  parameters: { router: false },
} satisfies Meta<typeof TransactionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const amount = () => screen.getByRole('textbox', { name: /amount/i });
const remark = () => screen.getByRole('textbox', { name: /remark/i });
const send = () => screen.getByRole('button', { name: 'Send' });

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Open or wash points' })).toBeVisible();
    await expect(screen.getByText('Account: Player 1 (player01)')).toBeVisible();
    await expect(screen.getByText('1,200.10')).toBeVisible();
    await expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await expect(send()).toBeEnabled();
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

export const MinusOnlyFirst: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '10-0');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(await screen.findByText('A minus sign is allowed only as the first character.')).toBeVisible();
    await expect(amount()).toHaveValue('10-0');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OtherCharactersRejected: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '1,000');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(
      await screen.findByText('Use digits and one decimal point; a minus sign may come first.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ZeroAmount: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '0.00');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(await screen.findByText('The amount cannot be zero.')).toBeVisible();
  },
};

export const OpenPointsPreview: Story = {
  args: { account: { ...account, balance: '0.1' }, flowLimitMultiple: '3' },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '0.2');
    // Decimal arithmetic: 0.1 + 0.2 shows 0.30, never 0.30000000000000004.
    await expect(screen.getByText('0.30')).toBeVisible();
    // A transfer in carries an audit amount of amount x the viewer's flow limit multiple.
    await expect(screen.getByText('Audit amount (turnover required)')).toBeVisible();
    await expect(screen.getByText('0.60')).toBeVisible();
    await userEvent.type(remark(), 'top up');
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '0.2', wallet: '1', remark: 'top up' }));
  },
};

export const WashPointsPreview: Story = {
  args: { flowLimitMultiple: '3' },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '-1200.2');
    await expect(screen.queryByText('Audit amount (turnover required)')).not.toBeInTheDocument();
    await expect(screen.getByText('-0.10')).toBeVisible();
    await expect(screen.getByText('The account does not hold enough points for this amount.')).toBeVisible();
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

export const MultiWalletChoice: Story = {
  args: { multiWallet: true },
  play: async ({ userEvent }) => {
    const main = await screen.findByRole('radio', { name: 'Main wallet' });
    await expect(main).toBeChecked();
    await expect(screen.getByText('1,200.10')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Game wallet' }));
    await expect(screen.getByText('5,320.50')).toBeVisible();
    await expect(screen.getByText('The game wallet accepts positive numbers only.')).toBeVisible();
  },
};

export const WalletChangeClearsAmount: Story = {
  args: { multiWallet: true },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /amount/i }), '-50');
    await expect(amount()).toHaveValue('-50');
    await userEvent.click(screen.getByRole('radio', { name: 'Game wallet' }));
    await expect(amount()).toHaveValue('');
  },
};

export const GameWalletPositiveOnly: Story = {
  args: { multiWallet: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Game wallet' }));
    await userEvent.type(amount(), '-5');
    await userEvent.type(remark(), 'wash');
    await userEvent.click(send());
    await expect(await screen.findByText('The game wallet cannot be washed: enter a positive number.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GameWalletDeductTip: Story = {
  args: { multiWallet: true, deductAllowed: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Game wallet' }));
    await expect(screen.getByText('A negative number deducts points directly.')).toBeVisible();
    await userEvent.type(amount(), '-20.5');
    await expect(screen.getByText('5,300.00')).toBeVisible();
    await userEvent.type(remark(), 'deduct');
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '-20.5', wallet: '2', remark: 'deduct' }));
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await expect(await screen.findByText(/may or may not have gone through/)).toBeVisible();
    const link = screen.getByRole('link', { name: /transaction history/ });
    await expect(link).toHaveAttribute('href', '/transaction/list/player01');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /checked the history/ }));
    await expect(send()).toBeEnabled();
  },
};

export const MaskedUsername: Story = {
  args: { displayName: 'pl***r01' },
  play: async () => {
    await expect(await screen.findByText('Account: Player 1 (pl***r01)')).toBeVisible();
    await expect(screen.queryByText(/\(player01\)/)).not.toBeInTheDocument();
  },
};
