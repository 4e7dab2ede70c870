import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { BankAccountDialog } from './bank-account-dialog';
import { bsbAccount, firstAccount, plainAccount, storyOrderTypes } from '@/test/fixtures/chat-bank';

const meta = {
  title: 'Chat/Bank/BankAccountDialog',
  component: BankAccountDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onCopy: fn(),
    onOpenCards: fn(),
    username: 'player02',
    account: bsbAccount,
    orderTypes: storyOrderTypes,
    editable: true,
  },
  parameters: { router: false },
} satisfies Meta<typeof BankAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-bank:account.title') });
const box = (key: string) => screen.getByRole('textbox', { name: t(`chat-bank:account.${key}`) });
const save = () => screen.getByRole('button', { name: t('common:actions.save') });

/** Editable, bsb on: the stored "062000__12345678" shows as bsb code and number, and saves joined. */
export const EditableWithBsb: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await waitFor(() => expect(screen.getByRole('combobox', { name: t('chat-bank:account.bank') })).toHaveFocus());
    await expect(screen.getByRole('combobox', { name: t('chat-bank:account.bank') })).toHaveValue('2');
    await expect(box('accountName')).toHaveValue('Player Two');
    await expect(box('accountNo')).toHaveValue('12345678');
    await expect(screen.getByRole('textbox', { name: 'BSB' })).toHaveValue('062000');
    await userEvent.clear(box('accountNo'));
    await userEvent.type(box('accountNo'), '87654321');
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { bank_id: '2', account_name: 'Player Two', account_no: '87654321', bsb_code: '062000' },
        expect.anything(),
      ),
    );
  },
};

/** Never saved, bsb off: empty fields, no bsb field. */
export const EditableFirstWithoutBsb: Story = {
  args: { account: firstAccount, username: 'player01' },
  play: async ({ args, userEvent }) => {
    await dialog();
    await expect(screen.queryByRole('textbox', { name: t('chat-bank:account.bsbCode') })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('chat-bank:account.bank') }), '1');
    await userEvent.type(box('accountName'), 'Player One');
    await userEvent.type(box('accountNo'), '11223344');
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { bank_id: '1', account_name: 'Player One', account_no: '11223344', bsb_code: '' },
        expect.anything(),
      ),
    );
  },
};

export const ReadOnly: Story = {
  args: { account: plainAccount, editable: false, username: 'player03' },
  play: async () => {
    const el = await dialog();
    // Nothing to type into: it opens on itself, so a screen reader starts at its title.
    await waitFor(() => expect(el).toHaveFocus());
    await expect(screen.getByText(t('chat-bank:account.readOnly'))).toBeVisible();
    await expect(box('bank')).toHaveValue('NAB');
    await expect(box('accountName')).toHaveAttribute('readonly');
    await expect(box('accountNo')).toHaveValue('44556677');
    await expect(screen.queryByRole('button', { name: t('common:actions.save') })).not.toBeInTheDocument();
  },
};

export const ReadOnlyWithBsb: Story = {
  args: { editable: false },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('textbox', { name: 'BSB' })).toHaveValue('062000');
    await expect(screen.getByRole('textbox', { name: 'BSB' })).toHaveAttribute('readonly');
    await expect(box('accountNo')).toHaveValue('12345678');
  },
};

/** The deployment variant for agents: the account name is not shown at all, nor offered to copy. */
export const AccountNameHiddenForAgents: Story = {
  args: { editable: false, hideAccountName: true },
  play: async () => {
    await dialog();
    await expect(screen.queryByRole('textbox', { name: t('chat-bank:account.accountName') })).not.toBeInTheDocument();
    await expect(screen.queryByDisplayValue('Player Two')).not.toBeInTheDocument();
    await expect(box('accountNo')).toHaveValue('12345678');
  },
};

/** A copy shows 'Success!' on its button and turns it light green (kept here so the picture holds still). */
export const CopyFeedback: Story = {
  args: { editable: false, copyFeedbackMs: 0 },
  play: async ({ args, userEvent }) => {
    await dialog();
    const copy = screen.getByRole('button', {
      name: `${t('chat-bank:copy.button')} ${t('chat-bank:account.accountNo')}`,
    });
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledWith('12345678');
    await expect(copy).toHaveTextContent(t('chat-bank:copy.done'));
    await expect(copy).toHaveAttribute('data-copied', 'true');
    await expect(copy).toHaveAccessibleName(`${t('chat-bank:copy.done')} ${t('chat-bank:account.accountNo')}`);
    const other = screen.getByRole('button', { name: `${t('chat-bank:copy.button')} BSB` });
    await expect(other).toHaveTextContent(t('chat-bank:copy.button'));
  },
};

export const RequiredFields: Story = {
  args: { account: firstAccount },
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(save());
    await expect(await screen.findByText(t('chat-bank:validation.bankRequired'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.accountNameRequired'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.accountNoRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    for (const field of [box('accountName'), box('accountNo'), screen.getByRole('textbox', { name: 'BSB' })]) {
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste('9'.repeat(51));
    }
    await userEvent.click(save());
    await expect(await screen.findByText(t('chat-bank:validation.accountNameTooLong'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.accountNoTooLong'))).toBeVisible();
    await expect(screen.getByText(t('chat-bank:validation.bsbTooLong'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    await dialog();
    await expect(save()).toBeDisabled();
    await expect(save()).toHaveAttribute('aria-busy', 'true');
    await expect(box('accountName')).toHaveAttribute('readonly');
  },
};

export const SaveFailed: Story = {
  args: { error: 'Insufficient authority' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('Insufficient authority');
    await expect(save()).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { account: null },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('status', { name: t('chat-bank:account.loading') })).toBeInTheDocument();
  },
};

export const OpensCards: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: t('chat-bank:account.cards') }));
    await expect(args.onOpenCards).toHaveBeenCalled();
  },
};
