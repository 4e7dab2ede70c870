import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddAccountDialog } from './add-account-dialog';
import { t, tx } from '@/test/translate';
import { tinyPngFile } from '@/test/fixtures/accounts';

const meta = {
  title: 'Accounts/AddAccountDialog',
  component: AddAccountDialog,
  args: { open: true, title: 'Add customer-service account', onOpenChange: fn(), onSubmit: fn() },
  parameters: { router: false },
} satisfies Meta<typeof AddAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label, with or without the required mark. */
const label = (key: string) => new RegExp(`^${tx(key).source}\\*?$`);
const dialog = () => within(screen.getByRole('dialog', { name: 'Add customer-service account' }));
const fill = async (values: { username?: string; password?: string; confirmation?: string; nickname?: string }) => {
  const d = dialog();
  if (values.username) await userEvent.type(d.getByLabelText(label('accounts:form.username')), values.username);
  if (values.nickname) await userEvent.type(d.getByLabelText(label('accounts:form.nickname')), values.nickname);
  if (values.password) await userEvent.type(d.getByLabelText(label('accounts:form.password')), values.password);
  if (values.confirmation)
    await userEvent.type(d.getByLabelText(label('accounts:form.passwordConfirmation')), values.confirmation);
};
const submit = () => userEvent.click(dialog().getByRole('button', { name: t('accounts:form.create') }));

export const Idle: Story = {
  play: async () => {
    const d = dialog();
    // Opens on its first field: the username can be typed at once.
    await waitFor(() => expect(d.getByLabelText(label('accounts:form.username'))).toHaveFocus());
    await expect(d.getByLabelText(label('accounts:form.username'))).toHaveValue('');
    await expect(d.getByLabelText(label('accounts:form.thumbnail'))).toBeInTheDocument();
    await expect(d.getAllByText('0/15')).toHaveLength(2);
    await expect(d.getByRole('button', { name: t('accounts:form.create') })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    await submit();
    await expect(await dialog().findAllByText(t('accounts:validation.required'))).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsernameTooShort: Story = {
  play: async ({ args }) => {
    await fill({ username: 'abc', password: 'abcd1', confirmation: 'abcd1' });
    await submit();
    await expect(await dialog().findByText(t('accounts:validation.usernameLength', { min: 4, max: 10 }))).toBeVisible();
    await expect(dialog().getByLabelText(label('accounts:form.username'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsernameTooLong: Story = {
  play: async () => {
    await fill({ username: 'abcdefghijk', password: 'abcd1', confirmation: 'abcd1' });
    await submit();
    await expect(await dialog().findByText(t('accounts:validation.usernameLength', { min: 4, max: 10 }))).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'ab1', confirmation: 'ab1' });
    await submit();
    await expect(
      await dialog().findAllByText(t('accounts:validation.passwordLength', { min: 4, max: 15 })),
    ).toHaveLength(2);
  },
};

export const PasswordTooLongWithCounter: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'abcdefgh12345678', confirmation: 'abcd1' });
    await expect(dialog().getByText('16/15')).toBeVisible();
    await expect(dialog().getByText('5/15')).toBeVisible();
    await submit();
    await expect(await dialog().findByText(t('accounts:validation.passwordLength', { min: 4, max: 15 }))).toBeVisible();
  },
};

export const PasswordLettersAndDigitsOnly: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'abc-123!', confirmation: 'abc123' });
    await submit();
    await expect(await dialog().findByText(t('accounts:validation.passwordChars'))).toBeVisible();
  },
};

export const ThumbnailPreview: Story = {
  play: async () => {
    await userEvent.upload(dialog().getByLabelText(label('accounts:form.thumbnail')), tinyPngFile());
    const preview = await dialog().findByRole('img', { name: t('accounts:form.thumbnailPreview') });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.click(dialog().getByRole('button', { name: t('kit:imagePicker.remove') }));
    await expect(dialog().queryByRole('img', { name: t('accounts:form.thumbnailPreview') })).not.toBeInTheDocument();
  },
};

export const ThumbnailNotAnImage: Story = {
  play: async () => {
    const input = dialog().getByLabelText(label('accounts:form.thumbnail'));
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await dialog().findByText(t('kit:imagePicker.notImage', { name: 'notes.txt' }))).toBeVisible();
  },
};

export const Valid: Story = {
  play: async ({ args }) => {
    await fill({ username: 'helper7', nickname: 'Helper Seven', password: 'abc123', confirmation: 'abc123' });
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'helper7',
      nickname: 'Helper Seven',
      password: 'abc123',
      password_confirmation: 'abc123',
      thumbnail: '',
    });
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const d = dialog();
    const create = d.getByRole('button', { name: t('accounts:form.create') });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute('aria-busy', 'true');
    // The busy indicator is drawn inside the button.
    await expect(create.querySelector('svg.animate-spin')).toBeVisible();
    await expect(d.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    for (const key of ['username', 'nickname', 'password', 'passwordConfirmation', 'thumbnail'])
      await expect(d.getByLabelText(label(`accounts:form.${key}`))).toBeDisabled();
    // The dialog stays open while the request is in flight.
    await userEvent.click(d.getByRole('button', { name: t('common:actions.close') }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'The password confirmation does not match.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('The password confirmation does not match.');
    await expect(dialog().getByRole('button', { name: t('accounts:form.create') })).toBeEnabled();
  },
};
