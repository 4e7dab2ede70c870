import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { BankCardsFlow } from './bank-cards-flow';

/** A member's bank cards on the demo backend, signed in as service01 (role 3). */
const meta = {
  title: 'Chat/Bank/BankCardsFlow',
  component: BankCardsFlow,
  args: { open: true, onClose: fn(), username: 'player01' },
  parameters: { router: false, msw: { handlers } },
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof BankCardsFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-bank:cards.title') });
const cardList = () => screen.findByRole('list', { name: t('chat-bank:cards.title') });

/**
 * player02's card list says is_first 0, account_name_modify 1: the name may still change, so the
 * cards stay open to changes (all can be deleted); both of its 2 cards are used, so none can be added.
 */
export const FullEditableByNameChange: Story = {
  args: { username: 'player02' },
  beforeEach: () => {
    db.update((s) => {
      s.bank.members.player02!.account_name_modify = 1;
    });
  },
  play: async () => {
    await dialog();
    await expect(within(await cardList()).getAllByRole('listitem')).toHaveLength(2);
    await expect(screen.getByText(t('chat-bank:cards.full'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat-bank:cards.deleteAll') })).toBeEnabled();
    await expect(screen.queryByText(t('chat-bank:cards.locked'))).not.toBeInTheDocument();
  },
};

/** player02 as seeded: is_first 0 and account_name_modify 0, so customer service can only view the cards. */
export const LockedByFlags: Story = {
  args: { username: 'player02' },
  play: async () => {
    await dialog();
    await expect(within(await cardList()).getAllByRole('listitem')).toHaveLength(2);
    await expect(screen.getByText(t('chat-bank:cards.locked'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.deleteAll') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.add') })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { username: 'player12' },
  play: async () => {
    await dialog();
    await expect(await screen.findByText(t('chat-bank:cards.empty'))).toBeVisible();
  },
};

export const NotEnabled: Story = {
  args: { username: 'player05' },
  play: async () => {
    await dialog();
    await expect(await screen.findByText(t('chat-bank:cards.notEnabled'))).toBeVisible();
  },
};

/**
 * player01's card list says is_first 1: add a card ('Success', listed, saved with the earlier card
 * kept), then delete: the dialog says it deletes every card, and after confirming none is left.
 */
// @spec chat.errors.bank-card-create-success
export const CreateThenDeleteAll: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await dialog();
    await cardList();
    const form = screen.getByRole('form', { name: t('chat-bank:cards.newCard') });
    await within(form).findByRole('option', { name: 'Westpac' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('chat-bank:account.bank') }), '3');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountName') }), 'Player One');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountNo') }), '99887766');
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:cards.add') }));
    await expect(await screen.findByText(t('chat-bank:cards.saved'))).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: t('chat-bank:cards.title') })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    await expect(db.state.bank.members.player01?.cards.map((c) => c.account_no)).toEqual(['11223344', '99887766']);

    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:cards.deleteAll') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-bank:cards.confirmTitle') });
    await expect(confirm).toHaveTextContent('11223344');
    await expect(confirm).toHaveTextContent('99887766');
    await userEvent.click(within(confirm).getByRole('button', { name: t('chat-bank:cards.deleteAll') }));
    await expect(await screen.findByText(t('chat-bank:cards.empty'))).toBeVisible();
    await expect(db.state.bank.members.player01?.cards).toEqual([]);
  },
};

export const CreateRefused: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/members/bank-card/create', fail(5002, 'At most 3 bank cards')), ...handlers] },
  },
  play: async ({ userEvent }) => {
    await dialog();
    await cardList();
    const form = screen.getByRole('form', { name: t('chat-bank:cards.newCard') });
    await within(form).findByRole('option', { name: 'Westpac' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('chat-bank:account.bank') }), '2');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountName') }), 'Player One');
    await userEvent.type(within(form).getByRole('textbox', { name: t('chat-bank:account.accountNo') }), '1234');
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:cards.add') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 bank cards');
    await expect(within(form).getByRole('textbox', { name: t('chat-bank:account.accountNo') })).toHaveValue('1234');
  },
};

/** An agent sees the cards but cannot change them. */
export const AgentViewOnly: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async () => {
    await dialog();
    await cardList();
    await expect(screen.getByText(t('chat-bank:cards.roleOnly'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.add') })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: t('chat-bank:cards.deleteAll') })).not.toBeInTheDocument();
  },
};
