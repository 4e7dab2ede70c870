import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { RoomRow } from './room-row';
import { storyRoom } from '@/test/fixtures/chat-rooms';

const meta = {
  title: 'Chat/Rooms/RoomRow',
  component: RoomRow,
  args: {
    room: storyRoom({ code: 'r-row', username: 'player02', message_content: 'Is my deposit in?' }),
    current: false,
    selectable: true,
    checked: false,
    onToggle: fn(),
    onOpen: fn(),
  },
  render: (args) => (
    <ul className="w-[380px]">
      <RoomRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof RoomRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent('Is my deposit in?');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(args.room);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onToggle).toHaveBeenCalledWith('r-row');
  },
};

export const UnreadCurrent: Story = {
  args: { room: storyRoom({ code: 'r-row', message_read: 0, unread_count: 3 }), current: true, checked: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(within(link).getByText(t('chat-nav:rooms.unread', { count: 3 }))).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** A muted room: its unread count still shows, greyed, the name says it is muted, and the row's bell unmutes it. */
export const Muted: Story = {
  args: { room: storyRoom({ code: 'r-row', message_read: 0, unread_count: 2 }), muted: true, onToggleMute: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link');
    await expect(within(link).getByRole('img', { name: t('chat-alerts:mute.muted') })).toBeInTheDocument();
    await expect(within(link).getByText(t('chat-nav:rooms.unread', { count: 2 }))).toBeInTheDocument();
    const bell = canvas.getByRole('button', { name: t('chat-alerts:mute.muteRoom', { name: args.room.username }) });
    await expect(bell).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bell);
    await expect(args.onToggleMute).toHaveBeenCalledWith('r-row');
  },
};

/** Every row offers its mute button (drawn on pointing at the row or on keyboard focus, out of the way otherwise). */
export const MuteButton: Story = {
  args: { onToggleMute: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const bell = canvas.getByRole('button', { name: t('chat-alerts:mute.muteRoom', { name: args.room.username }) });
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bell);
    await expect(args.onToggleMute).toHaveBeenCalledWith('r-row');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
