import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditAccountDialog } from './edit-account-dialog';
import { t, tx } from '@/test/translate';
import { sampleAccount, tinyPngFile } from '@/test/fixtures/accounts';

const meta = {
  title: 'Accounts/EditAccountDialog',
  component: EditAccountDialog,
  args: {
    open: true,
    title: 'Edit customer-service account',
    account: sampleAccount,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  parameters: { router: false },
} satisfies Meta<typeof EditAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label, with or without the required mark. */
const label = (key: string) => new RegExp(`^${tx(key).source}\\*?$`);
const dialog = () => within(screen.getByRole('dialog', { name: 'Edit customer-service account' }));
const save = () => userEvent.click(dialog().getByRole('button', { name: t('common:actions.save') }));

export const Idle: Story = {
  play: async () => {
    const d = dialog();
    await expect(d.getByText(t('accounts:form.editing', { username: 'service03' }))).toBeVisible();
    await expect(d.getByLabelText(label('accounts:form.nickname'))).toHaveValue('Support 3');
    await expect(d.getByLabelText(label('accounts:form.password'))).toHaveValue('');
    await expect(d.getByLabelText(label('accounts:form.status'))).toHaveValue('1');
    await expect(d.getByRole('checkbox', { name: t('accounts:form.withdrawConfirm') })).not.toBeChecked();
  },
};

export const SelfEdit: Story = {
  args: { self: true },
  play: async () => {
    await expect(dialog().getByLabelText(label('accounts:form.nickname'))).toHaveValue('Support 3');
    await expect(dialog().queryByLabelText(label('accounts:form.status'))).not.toBeInTheDocument();
  },
};

export const ConfirmationMissing: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText(label('accounts:form.password')), 'newpass1');
    await save();
    await expect(await dialog().findByText(t('accounts:validation.confirmationRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordInvalid: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText(label('accounts:form.password')), 'ab#');
    await userEvent.type(dialog().getByLabelText(label('accounts:form.passwordConfirmation')), 'ab#');
    await save();
    await expect(
      await dialog().findAllByText(t('accounts:validation.passwordLength', { min: 4, max: 15 })),
    ).toHaveLength(2);
  },
};

export const Valid: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.clear(d.getByLabelText(label('accounts:form.nickname')));
    await userEvent.type(d.getByLabelText(label('accounts:form.nickname')), 'Night shift');
    await userEvent.selectOptions(d.getByLabelText(label('accounts:form.status')), '0');
    await userEvent.click(d.getByRole('checkbox', { name: t('accounts:form.withdrawConfirm') }));
    await userEvent.upload(d.getByLabelText(label('accounts:form.thumbnail')), tinyPngFile());
    await d.findByRole('img', { name: t('accounts:form.thumbnailPreview') });
    await save();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        nickname: 'Night shift',
        status: 0,
        withdraw_confirm: 1,
        password: '',
        thumbnail: expect.stringMatching(/^data:image\/png/),
      }),
    );
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const d = dialog();
    const save = d.getByRole('button', { name: t('common:actions.save') });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    // The busy indicator is drawn inside the button.
    await expect(save.querySelector('svg.animate-spin')).toBeVisible();
    await expect(d.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    for (const key of ['nickname', 'password', 'passwordConfirmation', 'thumbnail', 'status'])
      await expect(d.getByLabelText(label(`accounts:form.${key}`))).toBeDisabled();
    await expect(d.getByRole('checkbox', { name: t('accounts:form.withdrawConfirm') })).toBeDisabled();
    // The dialog stays open while the request is in flight.
    await userEvent.click(d.getByRole('button', { name: t('common:actions.close') }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Account not found' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Account not found');
  },
};
