import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as user } from 'storybook/test';
import { t } from '@/test/translate';
import { PointsDialog } from './points-dialog';

const meta = {
  title: 'Chat/Points/PointsDialog',
  component: PointsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    member: { username: 'player02', nickname: 'Player 2', balance: '237.5', game_wallet: '40' },
    typeChoices: [1, 2, 3],
    showWallet: false,
    eventMode: 'off',
    multiWallet: false,
    deductAllowed: false,
    auditModifyAllowed: false,
    flowLimitMultiple: '2',
    recordHref: '/transaction/list/player02',
  },
  parameters: { router: false },
} satisfies Meta<typeof PointsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-points:title') });
const amount = () => screen.getByRole('textbox', { name: t('chat-points:amount') });
const audit = () => screen.queryByRole('textbox', { name: t('chat-points:auditAmount') });
const send = () => screen.queryByRole('button', { name: t('chat-points:send') });
const radio = (type: number) => screen.getByRole('radio', { name: t(`chat-points:types.${type}`) });
const radios = () => screen.queryAllByRole('radio').map((r) => r.getAttribute('value'));
const shareholderNote = () => screen.queryByRole('note', { name: t('kit:transfer.shareholderNote.title') });

/** Send: the audit amount is amount x 2 and fixed (no modify permission); balance before and after. */
export const Default: Story = {
  play: async ({ args }) => {
    await dialog();
    await expect(radio(1)).toBeChecked();
    await user.type(amount(), '10.5');
    await expect(audit()).toBeDisabled();
    await expect(audit()).toHaveValue('21');
    await expect(screen.getByText('237.50')).toBeVisible();
    await expect(screen.getByText('248.00')).toBeVisible();
    const link = screen.getByRole('link', { name: t('chat-points:record') });
    await expect(link).toHaveAttribute('href', '/transaction/list/player02');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.type(screen.getByRole('textbox', { name: t('chat-points:description') }), 'weekly');
    await user.click(send()!);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 1, amount: '10.5', description: 'weekly' }),
    );
  },
};

/** Agent01's flags: send, receive, gift and the game wallet (multi-wallet: no audit amount). */
export const TypesMultiWalletAgent: Story = {
  args: { typeChoices: [1, 2, 3, 5], multiWallet: true },
  play: async () => {
    await dialog();
    await expect(radios()).toEqual(['1', '2', '3', '5']);
    await expect(audit()).not.toBeInTheDocument();
  },
};

/** An admin's flags: make-up and deduct from the game wallet. */
export const TypesAdmin: Story = {
  args: { typeChoices: [1, 2, 3, 4, 6], deductAllowed: true },
  play: async () => {
    await dialog();
    await expect(radios()).toEqual(['1', '2', '3', '4', '6']);
  },
};

export const TypesReceiveOnly: Story = {
  args: { typeChoices: [2] },
  play: async () => {
    await dialog();
    await expect(radios()).toEqual(['2']);
    await expect(audit()).not.toBeInTheDocument();
    // Receiving takes points out of the member: no shareholder wallet note.
    await expect(shareholderNote()).not.toBeInTheDocument();
    await user.type(amount(), '37.5');
    await expect(screen.getByText('200.00')).toBeVisible();
  },
};

export const NoTypes: Story = {
  args: { typeChoices: [] },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-points:noTypes'))).toBeVisible();
    await expect(send()).not.toBeInTheDocument();
  },
};

/** Wallet selector: shown for send and gift once the container says so, never for receive. */
export const WalletSelector: Story = {
  args: { showWallet: true },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('group', { name: t('chat-points:wallet') })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: t('chat-points:wallets.game') }));
    await user.type(amount(), '5');
    await expect(screen.getByText('40.00')).toBeVisible();
    await expect(screen.getByText('45.00')).toBeVisible();
    await user.click(radio(2));
    await expect(screen.queryByRole('group', { name: t('chat-points:wallet') })).not.toBeInTheDocument();
  },
};

/** With flow_limit_modify_permission the computed audit amount may be changed. */
export const AuditEditable: Story = {
  args: { auditModifyAllowed: true, flowLimitMultiple: '3' },
  play: async () => {
    await dialog();
    await user.type(amount(), '0.1');
    await expect(audit()).toBeEnabled();
    await expect(audit()).toHaveValue('0.3');
    await user.clear(audit()!);
    await user.type(audit()!, '1.23456');
    await user.click(send()!);
    await expect(await screen.findByText(t('chat-points:validation.auditFormat'))).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args }) => {
    await dialog();
    await user.click(send()!);
    await expect(await screen.findByText(t('chat-points:validation.amountRequired'))).toBeVisible();
    await user.type(amount(), '1.23456');
    await user.type(screen.getByRole('textbox', { name: t('chat-points:description') }), 'x'.repeat(51));
    await user.click(send()!);
    await expect(await screen.findByText(t('chat-points:validation.amountPlaces'))).toBeVisible();
    await expect(screen.getByText(t('chat-points:validation.descriptionMax'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Types that move points into the member (send, gift, make-up, game wallet in) show the shareholder
 * wallet note as text; receive and a game-wallet deduct do not.
 */
// @spec chat.errors.text-shareholder-wallets
// @code src/components/ui/shareholder-wallet-note.tsx
export const ShareholderWalletNote: Story = {
  args: { typeChoices: [1, 2, 3, 4, 5, 6], deductAllowed: true },
  play: async () => {
    await dialog();
    await user.click(radio(2));
    await expect(shareholderNote()).not.toBeInTheDocument();
    await user.click(radio(6));
    await expect(shareholderNote()).not.toBeInTheDocument();
    await user.click(radio(5));
    await user.type(amount(), '-5');
    await expect(shareholderNote()).not.toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '5');
    for (const type of [5, 4, 3, 1]) {
      await user.click(radio(type));
      await expect(shareholderNote()).toBeVisible();
    }
    await expect(shareholderNote()).toHaveTextContent(t('kit:transfer.shareholderNote.body'));
  },
};

/** Game wallet: a negative amount deducts only with the deduct permission. */
export const GameWalletPositiveOnly: Story = {
  args: { typeChoices: [5], multiWallet: true },
  play: async () => {
    await dialog();
    await user.type(amount(), '-5');
    await user.click(send()!);
    await expect(await screen.findByText(t('chat-points:validation.gameWalletPositive'))).toBeVisible();
  },
};

export const GameWalletDeduct: Story = {
  args: { typeChoices: [5, 6], multiWallet: true, deductAllowed: true },
  play: async ({ args }) => {
    await dialog();
    await expect(screen.getByText(t('chat-points:gameWalletDeductHint'))).toBeVisible();
    await user.type(amount(), '-5');
    await expect(screen.getByText('35.00')).toBeVisible();
    await user.click(send()!);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EventModeChecking: Story = {
  args: { eventMode: 'checking' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('status', { name: t('chat-points:checkingMode') })).toBeInTheDocument();
    await expect(send()).not.toBeInTheDocument();
  },
};

export const EventMode: Story = {
  args: { eventMode: 'on' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent(t('chat-points:eventMode'));
    await expect(send()).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    await dialog();
    await expect(screen.getByRole('status', { name: t('chat-points:sending') })).toBeInTheDocument();
    await expect(amount()).toBeDisabled();
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async () => {
    await dialog();
    await user.type(amount(), '10');
    await expect(send()).toBeDisabled();
    await expect(screen.getByRole('link', { name: t('kit:transfer.unknown.historyLink') })).toHaveAttribute(
      'href',
      '/transaction/list/player02',
    );
    await user.click(screen.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await expect(send()).toBeEnabled();
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async () => {
    await dialog();
    await user.type(amount(), '10');
    await expect(screen.getByText(t('chat-points:offline'))).toBeVisible();
    await expect(send()).toBeDisabled();
  },
};

export const LoadingMember: Story = {
  args: { member: null, typeChoices: null, eventMode: 'checking' },
  play: async () => {
    await expect(await screen.findByText(t('chat-points:loadingMember'))).toBeVisible();
  },
};
