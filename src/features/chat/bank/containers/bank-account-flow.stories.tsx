import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { BankAccountFlow } from './bank-account-flow';

/** The room's bank button on the demo backend, signed in as service01 (role 3) unless said. */
const meta = {
  title: 'Chat/Bank/BankAccountFlow',
  component: BankAccountFlow,
  args: { open: true, onClose: fn(), username: 'player12' },
  parameters: { router: false, msw: { handlers } },
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof BankAccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-bank:account.title') });
const loaded = async () => {
  const el = await dialog();
  await within(el).findByRole('textbox', { name: t('chat-bank:account.accountName') });
  return el;
};
const box = (name: string) => screen.getByRole('textbox', { name });

/** First save with the bsb setting on: the number is stored as "bsb__number"; 'success!' and closed. */
// @spec chat.errors.bank-update-1000 chat.errors.bank-account-success
export const SavedWithBsb: Story = {
  parameters: { snapshot: false },
  play: async ({ args, userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('chat-bank:account.bank') }), '1');
    await userEvent.type(box(t('chat-bank:account.accountName')), 'Player Twelve');
    await userEvent.type(box(t('chat-bank:account.accountNo')), '12345678');
    await userEvent.type(box('BSB'), '062000');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await expect(await screen.findByText(t('chat-bank:account.saved'))).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(db.state.bank.members.player12?.account).toMatchObject({
      bank_id: 1,
      account_name: 'Player Twelve',
      account_no: '062000__12345678',
      bsb_code: '062000',
    });
  },
};

/** No bsb setting, never saved, admin: editable without a bsb field. */
export const EditableWithoutBsb: Story = {
  args: { username: 'player01' },
  beforeEach: () => {
    signInAs(1);
  },
  play: async () => {
    await loaded();
    await expect(screen.queryByRole('textbox', { name: 'BSB' })).not.toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: t('chat-bank:account.bank') })).toBeEnabled();
    await expect(screen.getByRole('button', { name: t('common:actions.save') })).toBeEnabled();
  },
};

/** Saved, name not modifiable: read-only with the number split from its bsb code. */
export const ReadOnlyAccount: Story = {
  args: { username: 'player02' },
  play: async () => {
    await loaded();
    await expect(screen.getByText(t('chat-bank:account.readOnly'))).toBeVisible();
    await expect(box(t('chat-bank:account.bank'))).toHaveValue('Westpac');
    await expect(box(t('chat-bank:account.accountNo'))).toHaveValue('12345678');
    await expect(box('BSB')).toHaveValue('062000');
    await expect(screen.queryByRole('button', { name: t('common:actions.save') })).not.toBeInTheDocument();
  },
};

/** An agent (role 2) only reads, even an account never saved. */
export const AgentReadsOnly: Story = {
  args: { username: 'player01' },
  beforeEach: () => {
    signInAs(3);
  },
  play: async () => {
    await loaded();
    await expect(screen.getByText(t('chat-bank:account.readOnly'))).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('common:actions.save') })).not.toBeInTheDocument();
  },
};

// @spec chat.errors.other-codes
export const SaveRefused: Story = {
  args: { username: 'player03' },
  parameters: {
    msw: {
      handlers: [replyWith('api/members/bank-account/create', fail(4030, 'Insufficient authority')), ...handlers],
    },
  },
  play: async ({ args, userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient authority');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(box(t('chat-bank:account.accountNo'))).toHaveValue('44556677');
  },
};

export const OpensBankCards: Story = {
  args: { username: 'player02' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:account.cards') }));
    const cards = await screen.findByRole('dialog', { name: t('chat-bank:cards.title') });
    await expect(await within(cards).findByRole('list')).toHaveTextContent('98765432');
  },
};
