import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ContactEditDialog } from './contact-edit-dialog';
import { storyFriend } from '@/test/fixtures/chat-contacts';

const meta = {
  title: 'Chat/Contacts/ContactEditDialog',
  component: ContactEditDialog,
  args: {
    open: true,
    friend: storyFriend({}),
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: { router: false },
} satisfies Meta<typeof ContactEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('chat-nav:contacts.edit.title') });
const nickname = (el: HTMLElement) => within(el).getByRole('textbox', { name: t('chat-nav:contacts.nickname') });
const status = (el: HTMLElement, key: 'normal' | 'disabled') =>
  within(el).getByRole('radio', { name: t(`chat-nav:contacts.status.${key}`) });
const button = (el: HTMLElement, key: string) => within(el).getByRole('button', { name: t(key) });

/** The contact's nickname and status are filled in. */
export const Default: Story = {
  play: async () => {
    const el = await dialog();
    await expect(within(el).getByText(t('chat-nav:contacts.edit.description', { username: 'player01' }))).toBeVisible();
    await expect(nickname(el)).toHaveValue('Nick player01');
    await expect(within(el).getByRole('group', { name: t('chat-nav:contacts.statusLabel') })).toBeVisible();
    await expect(status(el, 'normal')).toBeChecked();
    await expect(status(el, 'disabled')).not.toBeChecked();
    await expect(button(el, 'common:actions.save')).toBeEnabled();
  },
};

/** Saving sends the nickname trimmed, with the status chosen. */
export const SaveChanges: Story = {
  parameters: { snapshot: false },
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await userEvent.clear(nickname(el));
    await userEvent.type(nickname(el), '  Lucky seven  ');
    await userEvent.click(status(el, 'disabled'));
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: 'Lucky seven', status: '0' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A disabled contact opens with Disabled chosen; an empty nickname is allowed (the username shows instead). */
export const DisabledContact: Story = {
  args: { friend: storyFriend({ status: 0, nickname: '' }) },
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await expect(nickname(el)).toHaveValue('');
    await expect(status(el, 'disabled')).toBeChecked();
    await userEvent.click(status(el, 'normal'));
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: '', status: '1' }));
  },
};

/** 51 characters: the reason shows under the field and nothing is sent. */
export const NicknameTooLong: Story = {
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await userEvent.clear(nickname(el));
    await userEvent.type(nickname(el), 'n'.repeat(51));
    await userEvent.click(button(el, 'common:actions.save'));
    await expect(await within(el).findByText(t('chat-nav:contacts.edit.nicknameTooLong'))).toBeVisible();
    await expect(nickname(el)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A double click and a held Enter make one request while the first is on its way. */
export const OneRequestPerIntent: Story = {
  parameters: { snapshot: false },
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await userEvent.dblClick(button(el, 'common:actions.save'));
    await userEvent.type(nickname(el), '{Enter}{Enter}{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While sending, Save is busy and nothing can change or close the dialog. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await expect(button(el, 'common:actions.save')).toBeDisabled();
    await expect(button(el, 'common:actions.cancel')).toBeDisabled();
    await expect(nickname(el)).toHaveAttribute('readonly');
    await expect(status(el, 'normal')).toBeDisabled();
    await expect(status(el, 'disabled')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows in the dialog, which keeps what was typed and can send again. */
export const ServerRefusal: Story = {
  args: { error: 'The contact could not be saved.' },
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await expect(within(el).getByRole('alert')).toHaveTextContent('The contact could not be saved.');
    await userEvent.clear(nickname(el));
    await userEvent.type(nickname(el), 'Second try');
    await expect(button(el, 'common:actions.save')).toBeEnabled();
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: 'Second try', status: '1' }));
  },
};

/** The server could not be reached: the network text shows and the dialog stays usable. */
export const NetworkFailure: Story = {
  // The text is the app's own, in the story's language (known only once the story renders).
  render: (args) => <ContactEditDialog {...args} error={t('common:errors.network')} />,
  play: async ({ args, userEvent }) => {
    const el = await dialog();
    await expect(within(el).getByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await expect(button(el, 'common:actions.save')).toBeEnabled();
    await userEvent.click(button(el, 'common:actions.cancel'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
