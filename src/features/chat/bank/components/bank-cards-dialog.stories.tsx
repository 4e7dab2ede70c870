import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { t } from '@/test/translate';
import { BankCardsDialog } from './bank-cards-dialog';
import { storyOrderTypes } from '@/test/fixtures/chat-bank';

const twoCards = [
  { id: 711, bank_id: 2, account_name: 'Player Two', account_no: '98765432' },
  { id: 712, bank_id: 3, account_name: 'Player Two', account_no: '55501234' },
];

const meta = {
  title: 'Chat/Bank/BankCardsDialog',
  component: BankCardsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onCreate: fn(() => Promise.resolve()),
    onDeleteAll: fn(() => Promise.resolve()),
    confirming: false,
    onConfirmingChange: fn(),
    username: 'player02',
    setting: { has_bank_card_setting: 1, bank_card_amount: 3 },
    cards: twoCards,
    orderTypes: storyOrderTypes,
    access: 'edit',
  },
  parameters: { router: false },
  // The confirmation's state is the container's; here the story holds it, as the container does. (Not in
  // the story's args: updating them draws the story again mid-play and ends its visit before its play.)
  render: function Render(args) {
    const [confirming, setConfirming] = useState(args.confirming);
    return (
      <BankCardsDialog
        {...args}
        confirming={confirming}
        onConfirmingChange={(next) => {
          args.onConfirmingChange(next);
          setConfirming(next);
        }}
      />
    );
  },
} satisfies Meta<typeof BankCardsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-bank:cards.title') });
const add = () => screen.getByRole('button', { name: t('chat-bank:cards.add') });

export const List: Story = {
  play: async () => {
    await dialog();
    const list = screen.getByRole('list', { name: t('chat-bank:cards.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Westpac');
    await expect(list).toHaveTextContent('55501234');
    await expect(screen.getByText(t('chat-bank:cards.count', { used: 2, max: 3 }))).toBeVisible();
    // One delete, for every card: the spec's delete names the member, not a card.
    await expect(screen.getAllByRole('button', { name: t('chat-bank:cards.deleteAll') })).toHaveLength(1);
    await expect(screen.queryByText(t('chat-bank:cards.locked'))).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-bank:cards.empty'))).toBeVisible();
    await expect(add()).toBeEnabled();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.deleteAll') })).not.toBeInTheDocument();
  },
};

export const Full: Story = {
  args: { setting: { has_bank_card_setting: 1, bank_card_amount: 2 } },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-bank:cards.full'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.add') })).not.toBeInTheDocument();
  },
};

export const NotEnabled: Story = {
  args: { setting: { has_bank_card_setting: 0, bank_card_amount: 0 }, cards: [] },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-bank:cards.notEnabled'))).toBeVisible();
  },
};

/** Agent (role 2): the list only, no delete or add, and a note saying which roles may change cards. */
export const ViewOnly: Story = {
  args: { access: 'role' },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-bank:cards.roleOnly'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.deleteAll') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.add') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('form', { name: t('chat-bank:cards.newCard') })).not.toBeInTheDocument();
  },
};

/**
 * Customer service, but the card list says is_first 0 and account_name_modify 0: the cards are
 * listed with a note saying why they cannot be changed, without add or delete.
 */
export const Locked: Story = {
  args: { access: 'locked', cards: [twoCards[0]!] },
  play: async () => {
    await dialog();
    await expect(screen.getByText(t('chat-bank:cards.locked'))).toBeVisible();
    await expect(screen.getByRole('list', { name: t('chat-bank:cards.title') })).toHaveTextContent('98765432');
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.deleteAll') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.add') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('form', { name: t('chat-bank:cards.newCard') })).not.toBeInTheDocument();
    await expect(screen.queryByText(t('chat-bank:cards.full'))).not.toBeInTheDocument();
  },
};

/** The deployment variant for agents: the cards' account names are not shown. */
export const AccountNamesHiddenForAgents: Story = {
  args: { access: 'role', hideAccountName: true },
  play: async () => {
    await dialog();
    const list = screen.getByRole('list', { name: t('chat-bank:cards.title') });
    await expect(list).toHaveTextContent('98765432');
    await expect(list).not.toHaveTextContent('Player Two');
  },
};

export const Create: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    const form = screen.getByRole('form', { name: t('chat-bank:cards.newCard') });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('chat-bank:account.bank') }), '5');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountName') }), 'Player Two');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountNo') }), '7001002003');
    await userEvent.click(add());
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        bank_id: '5',
        account_name: 'Player Two',
        account_no: '7001002003',
      }),
    );
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: t('chat-bank:account.accountNo') })).toHaveValue(''),
    );
  },
};

export const CreateRequired: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(add());
    await expect(await screen.findByText(t('chat-bank:validation.bankRequired'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.accountNameRequired'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.accountNoRequired'))).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/**
 * Delete asks first (Cancel focused), saying it deletes every card of the member and naming each;
 * confirming asks for the delete of all cards.
 */
export const DeleteAllConfirm: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:cards.deleteAll') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-bank:cards.confirmTitle') });
    const numbers = new Intl.ListFormat(i18next.language).format(['98765432', '55501234']);
    await expect(confirm).toHaveTextContent(t('chat-bank:cards.confirmMessage', { username: 'player02', numbers }));
    await expect(within(confirm).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: t('chat-bank:cards.deleteAll') }));
    await waitFor(() => expect(args.onDeleteAll).toHaveBeenCalledTimes(1));
    await dialog();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:cards.deleteAll') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-bank:cards.confirmTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.cancel') }));
    await dialog();
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('button', { name: t('chat-bank:cards.deleteAll') })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'At most 3 bank cards' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('At most 3 bank cards');
  },
};
