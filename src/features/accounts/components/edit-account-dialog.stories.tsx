import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditAccountDialog } from './edit-account-dialog';
import { sampleAccount, tinyPngFile } from './story-fixtures';

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

const dialog = () => within(screen.getByRole('dialog', { name: 'Edit customer-service account' }));
const save = () => userEvent.click(dialog().getByRole('button', { name: 'Save' }));

export const Idle: Story = {
  play: async () => {
    const d = dialog();
    await expect(d.getByText('Account: service03')).toBeVisible();
    await expect(d.getByLabelText('Nickname')).toHaveValue('Support 3');
    await expect(d.getByLabelText('Password')).toHaveValue('');
    await expect(d.getByLabelText('Status')).toHaveValue('1');
    await expect(
      d.getByRole('checkbox', { name: "Receiving a red envelope needs the member's consent" }),
    ).not.toBeChecked();
  },
};

export const SelfEdit: Story = {
  args: { self: true },
  play: async () => {
    await expect(dialog().queryByLabelText('Status')).not.toBeInTheDocument();
  },
};

export const ConfirmationMissing: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('Password'), 'newpass1');
    await save();
    await expect(await dialog().findByText('Enter the password again.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordInvalid: Story = {
  play: async () => {
    await userEvent.type(dialog().getByLabelText('Password'), 'ab#');
    await userEvent.type(dialog().getByLabelText('Confirm password'), 'ab#');
    await save();
    await expect(await dialog().findAllByText('Use 4 to 15 characters.')).toHaveLength(2);
  },
};

export const Valid: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await userEvent.clear(d.getByLabelText('Nickname'));
    await userEvent.type(d.getByLabelText('Nickname'), 'Night shift');
    await userEvent.selectOptions(d.getByLabelText('Status'), '0');
    await userEvent.click(d.getByRole('checkbox', { name: "Receiving a red envelope needs the member's consent" }));
    await userEvent.upload(d.getByLabelText('Thumbnail'), tinyPngFile());
    await d.findByRole('img', { name: 'Thumbnail preview' });
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
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog().getByLabelText('Nickname')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Account not found' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Account not found');
  },
};
