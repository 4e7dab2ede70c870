import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { ALL_ROOMS } from '../lib/room-view';
import { RoomFinder } from './room-finder';

const meta = {
  title: 'Chat/Rooms/RoomFinder',
  component: RoomFinder,
  args: {
    view: ALL_ROOMS,
    counts: { all: 8, unread: 2, muted: 0, pinned: 1 },
    shown: 8,
    onViewChange: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof RoomFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A quick filter is chosen and the typed text narrows the list; the count is told to screen readers. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chat-nav:rooms.find.shown', { count: 8 }));
    await userEvent.click(canvas.getByRole('radio', { name: tx('chat-nav:rooms.find.filter.unread') }));
    await waitFor(() => expect(args.onViewChange).toHaveBeenLastCalledWith({ query: '', filter: 'unread' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('chat-nav:rooms.find.search') }), 'player0');
    await waitFor(() => expect(args.onViewChange).toHaveBeenLastCalledWith({ query: 'player0', filter: 'unread' }));
  },
};
