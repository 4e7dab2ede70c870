import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { HiddenRoomList } from './hidden-room-list';
import { hiddenRooms } from '@/test/fixtures/chat-rooms';

const meta = {
  title: 'Chat/Rooms/HiddenRoomList',
  component: HiddenRoomList,
  args: { rooms: hiddenRooms, recovering: null, onRetry: fn(), onRecover: fn(), onOpen: fn() },
  decorators: [(Story) => <div className="@container/page">{Story()}</div>],
} satisfies Meta<typeof HiddenRoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rooms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: t('chat-nav:hidden.title') })).toBeVisible();
    const [first, second] = within(canvas.getByRole('list', { name: t('chat-nav:hidden.title') })).getAllByRole(
      'listitem',
    );
    await expect(first).toHaveTextContent('player10');
    await expect(first).toHaveTextContent('Bye!');
    await expect(within(first!).getByText('03-10 11:12:13')).toBeVisible();
    await expect(within(first!).getByRole('link')).toHaveAttribute('href', '/chat/messaging/209/50006/r-h1');
    await expect(second).toHaveTextContent('Weekend desk');
    await expect(second).toHaveTextContent('player11');
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-nav:hidden.recoverRoom', { name: 'Weekend desk' }) }),
    );
    await expect(args.onRecover).toHaveBeenCalledWith(expect.objectContaining({ code: 'r-h2' }));
    await userEvent.click(within(first!).getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'r-h1' }));
  },
};

export const Recovering: Story = {
  args: { recovering: 'r-h1' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: t('chat-nav:hidden.recoverRoom', { name: 'player10' }) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: t('chat-nav:hidden.recoverRoom', { name: 'Weekend desk' }) }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-nav:hidden.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rooms: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:hidden.loading') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rooms: undefined, error: 'Service unavailable' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:hidden.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
