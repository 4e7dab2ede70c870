import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
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

const amount = () => screen.getByRole('textbox', { name: t('accounts:transfer.amount') });
const findAmount = () => screen.findByRole('textbox', { name: t('accounts:transfer.amount') });
const remark = () => screen.getByRole('textbox', { name: t('accounts:transfer.remark') });
const send = () => screen.getByRole('button', { name: t('accounts:transfer.submit') });
const V = 'accounts:transfer.validation';
const shareholderNote = () => screen.queryByRole('note', { name: t('kit:transfer.shareholderNote.title') });

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: t('accounts:transfer.transactionTitle') })).toBeVisible();
    // Opens on the amount, its first field.
    await waitFor(() => expect(amount()).toHaveFocus());
    await expect(
      screen.getByText(t('accounts:transfer.accountLine', { nickname: 'Player 1', username: 'player01' })),
    ).toBeVisible();
    await expect(screen.getByText('1,200.10')).toBeVisible();
    await expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await expect(send()).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: t('accounts:transfer.submit') }));
    await expect(await screen.findByText(t(`${V}.amountRequired`))).toBeVisible();
    await expect(screen.getByText(t(`${V}.remarkRequired`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MinusOnlyFirst: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findAmount(), '10-0');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.minusFirstOnly`))).toBeVisible();
    await expect(amount()).toHaveValue('10-0');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OtherCharactersRejected: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findAmount(), '1,000');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.amountFormat`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ZeroAmount: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '0.00');
    await userEvent.type(remark(), 'bonus');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.amountNotZero`))).toBeVisible();
  },
};

export const OpenPointsPreview: Story = {
  args: { account: { ...account, balance: '0.1' }, flowLimitMultiple: '3' },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findAmount(), '0.2');
    // Decimal arithmetic: 0.1 + 0.2 shows 0.30, never 0.30000000000000004.
    await expect(screen.getByText('0.30')).toBeVisible();
    // A transfer in carries an audit amount of amount x the viewer's flow limit multiple.
    await expect(screen.getByText(t('kit:transfer.auditAmount'))).toBeVisible();
    await expect(screen.getByText('0.60')).toBeVisible();
    await userEvent.type(remark(), 'top up');
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '0.2', wallet: '1', remark: 'top up' }));
  },
};

/** The audit amount keeps up to 4 decimals, in exact decimals: 0.0005 x 3 is 0.0015, not 0.00. */
export const AuditAmountFourDecimals: Story = {
  args: { flowLimitMultiple: '3' },
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '0.0005');
    const label = screen.getByText(t('kit:transfer.auditAmount'));
    await expect(label.nextElementSibling).toHaveTextContent(/^0\.0015$/);
    // The balances keep the spec's 2 decimals, rounded down (1,200.1005 shows 1,200.10).
    await expect(screen.getAllByText('1,200.10')).toHaveLength(2);
  },
};

/** Opening points moves a balance into the account: the shareholder wallet note shows; a wash out does not carry it. */
// @spec chat.errors.text-shareholder-wallets
// @code src/components/ui/shareholder-wallet-note.tsx
export const ShareholderWalletNote: Story = {
  play: async ({ userEvent }) => {
    const note = shareholderNote();
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(t('kit:transfer.shareholderNote.body'));
    await userEvent.type(await findAmount(), '-5');
    await expect(shareholderNote()).not.toBeInTheDocument();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '5');
    await expect(shareholderNote()).toBeVisible();
  },
};

export const WashPointsPreview: Story = {
  args: { flowLimitMultiple: '3' },
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '-1200.2');
    await expect(screen.queryByText(t('kit:transfer.auditAmount'))).not.toBeInTheDocument();
    await expect(screen.getByText('-0.10')).toBeVisible();
    await expect(screen.getByText(t('kit:transfer.afterNegative'))).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    const button = await screen.findByRole('button', { name: t('accounts:transfer.submit') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The busy indicator is drawn inside the button.
    await expect(button.querySelector('svg.animate-spin')).toBeVisible();
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    // The dialog stays open while the transfer is in flight.
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: t('accounts:transfer.transactionTitle') })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MultiWalletChoice: Story = {
  args: { multiWallet: true },
  play: async ({ userEvent }) => {
    const main = await screen.findByRole('radio', { name: t('accounts:transfer.walletMain') });
    await expect(main).toBeChecked();
    // The wallet comes first: the dialog opens on its checked choice.
    await waitFor(() => expect(main).toHaveFocus());
    await expect(screen.getByText('1,200.10')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: t('accounts:transfer.walletGame') }));
    await expect(screen.getByText('5,320.50')).toBeVisible();
    await expect(screen.getByText(t('accounts:transfer.gameWalletPositiveHint'))).toBeVisible();
  },
};

export const WalletChangeClearsAmount: Story = {
  args: { multiWallet: true },
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '-50');
    await expect(amount()).toHaveValue('-50');
    await userEvent.click(screen.getByRole('radio', { name: t('accounts:transfer.walletGame') }));
    await expect(amount()).toHaveValue('');
  },
};

export const GameWalletPositiveOnly: Story = {
  args: { multiWallet: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: t('accounts:transfer.walletGame') }));
    await userEvent.type(amount(), '-5');
    await userEvent.type(remark(), 'wash');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.gameWalletPositive`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GameWalletDeductTip: Story = {
  args: { multiWallet: true, deductAllowed: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: t('accounts:transfer.walletGame') }));
    await expect(screen.getByText(t('accounts:transfer.gameWalletDeductTip'))).toBeVisible();
    await userEvent.type(amount(), '-20.5');
    await expect(screen.getByText('5,300.00')).toBeVisible();
    await userEvent.type(remark(), 'deduct');
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '-20.5', wallet: '2', remark: 'deduct' }));
  },
};

/** The game wallet shows the deduct tip also to a viewer without the deduct permission, who still may not deduct. */
export const GameWalletTipWithoutDeduct: Story = {
  args: { multiWallet: true, deductAllowed: false },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: t('accounts:transfer.walletGame') }));
    await expect(screen.getByText(t('accounts:transfer.gameWalletDeductTip'))).toBeVisible();
    await expect(screen.getByText(t('accounts:transfer.gameWalletPositiveHint'))).toBeVisible();
    await userEvent.type(amount(), '-5');
    await userEvent.type(remark(), 'deduct');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.gameWalletPositive`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A positive amount clears the refusal, and the tip is back beside the rule.
    await userEvent.clear(amount());
    await userEvent.type(amount(), '5');
    await expect(await screen.findByText(t('accounts:transfer.gameWalletDeductTip'))).toBeVisible();
    await expect(screen.queryByText(t(`${V}.gameWalletPositive`))).toBeNull();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await expect(await screen.findByText(t('kit:transfer.unknown.body'))).toBeVisible();
    const link = screen.getByRole('link', { name: t('kit:transfer.unknown.historyLink') });
    await expect(link).toHaveAttribute('href', '/transaction/list/player01');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await expect(send()).toBeEnabled();
  },
};

export const MaskedUsername: Story = {
  args: { displayName: 'pl***r01' },
  play: async () => {
    await expect(
      await screen.findByText(t('accounts:transfer.accountLine', { nickname: 'Player 1', username: 'pl***r01' })),
    ).toBeVisible();
    await expect(screen.queryByText(/\(player01\)/)).not.toBeInTheDocument();
  },
};
