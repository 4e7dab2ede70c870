import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
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

const amount = () => screen.getByRole('textbox', { name: t('accounts:transfer.amount') });
const findAmount = () => screen.findByRole('textbox', { name: t('accounts:transfer.amount') });
const remark = () => screen.getByRole('textbox', { name: t('accounts:transfer.remark') });
const send = () => screen.getByRole('button', { name: t('accounts:transfer.submit') });
const V = 'accounts:transfer.validation';

// @spec chat.errors.text-shareholder-wallets
// @code src/components/ui/shareholder-wallet-note.tsx
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: t('accounts:transfer.depositTitle') })).toBeVisible();
    // Opens on the amount, its first field.
    await waitFor(() => expect(amount()).toHaveFocus());
    // No balance on the row: limit_of_credit minus used_credit.
    await expect(screen.getByText('749.50')).toBeVisible();
    await expect(screen.getByText(t('accounts:transfer.depositAmountHint'))).toBeVisible();
    // A deposit moves a balance into the account: the shareholder wallet note is there to read, not in a tooltip.
    const note = screen.getByRole('note', { name: t('kit:transfer.shareholderNote.title') });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(t('kit:transfer.shareholderNote.body'));
  },
};

/** The audit amount keeps up to 4 decimals, in exact decimals: 0.0005 x 3 is 0.0015, not 0.00. */
export const AuditAmountFourDecimals: Story = {
  args: { flowLimitMultiple: '3' },
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '0.0005');
    const label = screen.getByText(t('kit:transfer.auditAmount'));
    await expect(label.nextElementSibling).toHaveTextContent(/^0\.0015$/);
    await expect(screen.getAllByText('749.50')).toHaveLength(2);
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

export const StripsOtherCharacters: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await findAmount(), '-1a2,0.5.0x');
    await expect(amount()).toHaveValue('120.50');
    await expect(screen.getByText('870.00')).toBeVisible();
  },
};

export const ZeroAmount: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findAmount(), '0.0');
    await userEvent.type(remark(), 'top up');
    await userEvent.click(send());
    await expect(await screen.findByText(t(`${V}.amountNotZero`))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(await findAmount(), '0.1');
    await userEvent.type(remark(), 'top up');
    await expect(screen.getByText('749.60')).toBeVisible();
    await userEvent.click(send());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: '0.1', remark: 'top up' }));
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
    await expect(screen.getByRole('dialog', { name: t('accounts:transfer.depositTitle') })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ userEvent }) => {
    await expect(await screen.findByText(t('kit:transfer.unknown.body'))).toBeVisible();
    await expect(screen.getByRole('link', { name: t('kit:transfer.unknown.historyLink') })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(send()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await expect(send()).toBeEnabled();
  },
};
