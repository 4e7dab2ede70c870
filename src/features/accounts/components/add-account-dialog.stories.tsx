import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddAccountDialog } from './add-account-dialog';
import { tinyPngFile } from './story-fixtures';

const meta = {
  title: 'Accounts/AddAccountDialog',
  component: AddAccountDialog,
  args: { open: true, title: 'Add customer-service account', onOpenChange: fn(), onSubmit: fn() },
  parameters: { router: false },
} satisfies Meta<typeof AddAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Add customer-service account' }));
const fill = async (values: { username?: string; password?: string; confirmation?: string; nickname?: string }) => {
  const d = dialog();
  if (values.username) await userEvent.type(d.getByLabelText(/^Username/), values.username);
  if (values.nickname) await userEvent.type(d.getByLabelText('Nickname'), values.nickname);
  if (values.password) await userEvent.type(d.getByLabelText(/^Password/), values.password);
  if (values.confirmation) await userEvent.type(d.getByLabelText(/^Confirm password/), values.confirmation);
};
const submit = () => userEvent.click(dialog().getByRole('button', { name: 'Create' }));

export const Idle: Story = {
  play: async () => {
    const d = dialog();
    await expect(d.getByLabelText(/^Username/)).toHaveValue('');
    await expect(d.getByLabelText('Thumbnail')).toBeInTheDocument();
    await expect(d.getAllByText('0/15')).toHaveLength(2);
    await expect(d.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    await submit();
    await expect(await dialog().findAllByText('This field is required.')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsernameTooShort: Story = {
  play: async ({ args }) => {
    await fill({ username: 'abc', password: 'abcd1', confirmation: 'abcd1' });
    await submit();
    await expect(await dialog().findByText('Use 4 to 10 characters.')).toBeVisible();
    await expect(dialog().getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UsernameTooLong: Story = {
  play: async () => {
    await fill({ username: 'abcdefghijk', password: 'abcd1', confirmation: 'abcd1' });
    await submit();
    await expect(await dialog().findByText('Use 4 to 10 characters.')).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'ab1', confirmation: 'ab1' });
    await submit();
    await expect(await dialog().findAllByText('Use 4 to 15 characters.')).toHaveLength(2);
  },
};

export const PasswordTooLongWithCounter: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'abcdefgh12345678', confirmation: 'abcd1' });
    await expect(dialog().getByText('16/15')).toBeVisible();
    await expect(dialog().getByText('5/15')).toBeVisible();
    await submit();
    await expect(await dialog().findByText('Use 4 to 15 characters.')).toBeVisible();
  },
};

export const PasswordLettersAndDigitsOnly: Story = {
  play: async () => {
    await fill({ username: 'helper1', password: 'abc-123!', confirmation: 'abc123' });
    await submit();
    await expect(await dialog().findByText('Use letters and digits only.')).toBeVisible();
  },
};

export const ThumbnailPreview: Story = {
  play: async () => {
    await userEvent.upload(dialog().getByLabelText('Thumbnail'), tinyPngFile());
    const preview = await dialog().findByRole('img', { name: 'Thumbnail preview' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.click(dialog().getByRole('button', { name: 'Remove' }));
    await expect(dialog().queryByRole('img', { name: 'Thumbnail preview' })).not.toBeInTheDocument();
  },
};

export const ThumbnailNotAnImage: Story = {
  play: async () => {
    const input = dialog().getByLabelText('Thumbnail');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await dialog().findByText('Choose an image file.')).toBeVisible();
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
    const create = dialog().getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByLabelText(/^Username/)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'The password confirmation does not match.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('The password confirmation does not match.');
    await expect(dialog().getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};
