import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { ContactProfile } from './contact-profile';
import { agentGroup, storyFriend } from '@/test/fixtures/chat-contacts';

const meta = {
  title: 'Chat/Contacts/ContactProfile',
  component: ContactProfile,
  args: { friend: storyFriend({}), backTo: null, onRetry: fn(), onNavigate: fn(), onEdit: fn(), onEditIntent: fn() },
  decorators: [(Story) => <div className="@container/contacts w-[560px] p-4">{Story()}</div>],
} satisfies Meta<typeof ContactProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberGroup: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Nick player01', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.status.normal'))).toBeVisible();
    await expect(canvas.getAllByText(t('chat-nav:contacts.type.memberGroup'))[0]).toBeVisible();
    const room = canvas.getByRole('link', { name: t('chat-nav:contacts.openRoom') });
    await expect(room).toHaveAttribute('href', '/chat/messaging/200/5/friend/300');
    const notebook = canvas.getByRole('link', { name: tx('chat-nav:contacts.notebook') });
    await expect(notebook).toHaveAttribute('href', '/chat/noteTitle/200/5');
    await expect(notebook).toHaveAttribute('target', '_blank');
    await expect(notebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(room);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/messaging/200/5/friend/300');
  },
};

export const AgentGroup: Story = {
  args: { friend: agentGroup },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('chat-nav:contacts.type.agentGroup'))[0]).toBeVisible();
    await expect(canvas.getByText('agent01')).toBeVisible();
  },
};

export const OtherType: Story = {
  args: { friend: storyFriend({ type: 5, nickname: '', room_id: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('chat-nav:contacts.type.other'))[0]).toBeVisible();
    // Without a room there is nothing to open.
    await expect(canvas.queryByRole('link', { name: t('chat-nav:contacts.openRoom') })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { friend: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:contacts.profileLoading') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { friend: undefined, error: 'Not Found' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:contacts.profileFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A disabled contact says so; it has no nickname, so its username names it. */
export const Disabled: Story = {
  args: { friend: storyFriend({ status: 0, nickname: '' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-nav:contacts.status.disabled'))).toBeVisible();
    await expect(canvas.getByText('player01', { selector: 'p' })).toBeVisible();
  },
};

/** Edit asks for the edit dialog; the pointer reaching it first asks for the dialog's code. */
export const Edit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: t('chat-nav:contacts.edit.open') });
    await userEvent.hover(edit);
    await expect(args.onEditIntent).toHaveBeenCalled();
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Without an edit action (nothing to edit yet) there is no Edit button. */
export const WithoutEdit: Story = {
  args: { onEdit: undefined },
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nick player01', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('chat-nav:contacts.edit.open') })).not.toBeInTheDocument();
  },
};
