import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Room } from '@/lib/api/endpoints/chat';
import { t, tx } from '@/test/translate';
import { normalRooms, storyRoom, unreadRooms } from '@/test/fixtures/chat-rooms';
import { RoomList } from '../components/room-list';
import { ALL_ROOMS } from '../lib/room-view';
import { setRoomView } from './room-view-store';
import { useRoomListView } from './use-room-list-view';

/** A desk's list: unread and read rooms, then quiet ones, at fixed times for stable pictures. */
const deskRooms: Room[] = [
  ...unreadRooms,
  ...normalRooms.slice(2),
  ...[1, 2, 3, 4, 5, 6].map((i) =>
    storyRoom({
      id: 230 + i,
      code: `r-desk${i}`,
      username: `member0${i}`,
      message_content: 'Thanks',
      message_time: `2026-03-13 1${i}:00:00`,
    }),
  ),
];
const codes = deskRooms.map((room) => room.code);

/** The room list as the panel draws it, over fixed rooms: search, quick filters and pins. */
function RoomListView({ rooms, muted }: { rooms: Room[]; muted: readonly string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view = useRoomListView(rooms, false, muted);
  return (
    <RoomList
      {...view}
      activeCode={null}
      selected={selected}
      onSelectedChange={setSelected}
      onHide={fn()}
      onRetry={fn()}
      onOpen={fn()}
      muted={muted}
      onToggleMute={fn()}
    />
  );
}

const meta = {
  title: 'Chat/Rooms/RoomListView',
  component: RoomListView,
  args: { rooms: deskRooms, muted: [] },
  parameters: { router: false },
  decorators: [(Story) => <div className="h-[560px] w-[380px] border-e border-slate-200">{Story()}</div>],
  beforeEach: () => {
    localStorage.setItem('user_id', '3');
    setRoomView(ALL_ROOMS);
  },
} satisfies Meta<typeof RoomListView>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rows = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: t('chat-nav:rooms.title') })).getAllByRole('listitem');
const filter = (canvas: Canvas, key: string) =>
  canvas.getByRole('radio', { name: tx(`chat-nav:rooms.find.filter.${key}`) });
const announced = (canvas: Canvas, count: number) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('chat-nav:rooms.find.shown', { count })));

/** Typing narrows the list at once, by name or username, whatever the case; the count is announced. */
export const SearchNarrows: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(rows(canvas)).toHaveLength(13);
    await expect(filter(canvas, 'all')).toBeChecked();
    await expect(filter(canvas, 'all')).toHaveAccessibleName(expect.stringContaining('13'));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('chat-nav:rooms.find.search') }), 'MEMBER0');
    await waitFor(() => expect(rows(canvas)).toHaveLength(6));
    await announced(canvas, 6);
    await userEvent.type(canvas.getByRole('searchbox'), '4');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('member04');
    await announced(canvas, 1);
    await expect(filter(canvas, 'all')).toHaveAccessibleName(expect.stringContaining('1'));
  },
};

/** A quick filter that leaves no room says so, and one press brings every room back. */
export const FilterWithNoRoom: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(filter(canvas, 'muted'));
    await expect(await canvas.findByText(t('chat-nav:rooms.find.noMatch'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('chat-nav:rooms.title') })).toBeNull();
    await announced(canvas, 0);
    await expect(filter(canvas, 'muted')).toBeChecked();
  },
};

/** Clearing from the empty result shows every room again under All. */
export const ClearedAfterNoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('chat-nav:rooms.find.search') }), 'nobody');
    await userEvent.click(await canvas.findByRole('button', { name: t('chat-nav:rooms.find.clear') }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(13));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(filter(canvas, 'all')).toBeChecked();
  },
};

/** The Unread filter keeps the rooms with new messages; each filter shows its count. */
export const UnreadWithCounts: Story = {
  args: { muted: ['r-u2'] },
  play: async ({ canvas, userEvent }) => {
    await expect(filter(canvas, 'unread')).toHaveAccessibleName(expect.stringContaining('3'));
    await expect(filter(canvas, 'muted')).toHaveAccessibleName(expect.stringContaining('1'));
    await expect(filter(canvas, 'pinned')).toHaveAccessibleName(expect.stringContaining('0'));
    await userEvent.click(filter(canvas, 'unread'));
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(filter(canvas, 'unread')).toBeChecked();
    for (const row of rows(canvas)) await expect(row).toHaveTextContent(/player0[678]/);
    await announced(canvas, 3);
  },
};

/** Ten pinned rooms lead the list in the order pinned; an eleventh is refused with a message. */
export const TenPinned: Story = {
  beforeEach: () => {
    localStorage.setItem('chat_pins', JSON.stringify({ 3: codes.slice(3, 13).reverse() }));
  },
  play: async ({ canvas, userEvent }) => {
    const pinnedRows = rows(canvas).slice(0, 10);
    for (const row of pinnedRows)
      await expect(within(row).getByRole('img', { name: t('chat-nav:rooms.pin.pinned') })).toBeVisible();
    await expect(rows(canvas)[0]).toHaveTextContent('member06');
    await expect(rows(canvas)[9]).toHaveTextContent('VIP Lounge');
    await expect(filter(canvas, 'pinned')).toHaveAccessibleName(expect.stringContaining('10'));
    const eleventh = rows(canvas)[10]!;
    await expect(eleventh).toHaveTextContent('player06');
    await userEvent.click(
      within(eleventh).getByRole('button', { name: t('chat-nav:rooms.pin.pinRoom', { name: 'player06' }) }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat-nav:rooms.pin.limit', { limit: 10 }));
    await expect(within(rows(canvas)[10]!).queryByRole('img', { name: t('chat-nav:rooms.pin.pinned') })).toBeNull();
    // The message goes by itself; the list stays as it was.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 10_000 });
    await expect(filter(canvas, 'pinned')).toHaveAccessibleName(expect.stringContaining('10'));
  },
};
