import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { t } from '@/test/translate';
import { storyTransactions } from '@/test/fixtures/history';
import { transactionRowSchema } from '../schemas/history-rows';
import { EditRemarkDialog } from './edit-remark-dialog';

const record = transactionRowSchema.parse(storyTransactions[0]);

const meta = {
  title: 'History/EditRemarkDialog',
  component: EditRemarkDialog,
  args: { open: true, record, onOpenChange: fn(), onSubmit: fn() },
  parameters: { router: false },
} satisfies Meta<typeof EditRemarkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: t('history:editRemark.title') });
    await expect(dialog).toHaveTextContent(t('history:editRemark.description', { id: 7101, member: 'player01' }));
    const remark = screen.getByRole('textbox', { name: t('history:editRemark.label') });
    await expect(remark).toHaveValue('Deposit via bank');
    await userEvent.clear(remark);
    await userEvent.type(remark, 'Checked by finance');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ remark: 'Checked by finance' }, expect.anything());
  },
};

export const Cancel: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: t('history:editRemark.title') });
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.cancel') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: t('history:editRemark.title') });
    const remark = screen.getByRole('textbox', { name: t('history:editRemark.label') });
    await userEvent.clear(remark);
    // Pasted rather than typed: 256 keystrokes would make the story slow.
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await expect(await screen.findByText(t('history:validation.remarkTooLong'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SavingFailed: Story = {
  args: { pending: false, error: 'The remark could not be saved.' },
  play: async () => {
    await screen.findByRole('dialog', { name: t('history:editRemark.title') });
    await expect(screen.getByRole('alert')).toHaveTextContent('The remark could not be saved.');
    await expect(screen.getByRole('button', { name: t('common:actions.save') })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    await screen.findByRole('dialog', { name: t('history:editRemark.title') });
    const save = screen.getByRole('button', { name: t('common:actions.save') });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
  },
};
