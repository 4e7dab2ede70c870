import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ContactList } from './contact-list';
import { storyFriends } from '@/test/fixtures/chat-contacts';

const meta = {
  title: 'Chat/Contacts/ContactList',
  component: ContactList,
  args: {
    contacts: storyFriends,
    page: 1,
    pages: 2,
    activeMemberId: 6,
    hrefFor: (friend) => `/chat/contact/${friend.member_id}`,
    onPageChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  decorators: [(Story) => <div className="w-[420px] p-4">{Story()}</div>],
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: t('chat-nav:contacts.listLabel') });
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    const second = within(list).getByRole('link', { name: /Nick player02/ });
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(second).toHaveTextContent('player02');
    // Without a nickname the username is the name.
    await expect(within(list).getByRole('link', { name: 'player03' })).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 1, pages: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chat-nav:contacts.previous') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(second);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ member_id: 6 }));
  },
};

export const LastPage: Story = {
  args: { contacts: storyFriends.slice(0, 1), page: 2, pages: 2, activeMemberId: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 2, pages: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chat-nav:contacts.next') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.previous') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const NotFound: Story = {
  args: { contacts: [], pages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-nav:contacts.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('chat-nav:contacts.next') })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { contacts: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:contacts.loading') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { contacts: undefined, error: 'Service unavailable' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:contacts.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
