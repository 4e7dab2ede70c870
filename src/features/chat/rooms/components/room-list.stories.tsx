import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { RoomList, type RoomListProps } from './room-list';
import { aiRooms, normalRooms, storyRoom, unreadRooms } from '@/test/fixtures/chat-rooms';

/** The list keeps its own selection here, as the container does. */
function RoomListWithSelection(props: RoomListProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(props.selected);
  return (
    <RoomList
      {...props}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Chat/Rooms/RoomList',
  component: RoomList,
  render: (args) => <RoomListWithSelection {...args} />,
  args: {
    rooms: normalRooms,
    activeCode: null,
    selected: new Set<string>(),
    onSelectedChange: fn(),
    onHide: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  decorators: [(Story) => <div className="h-[560px] w-[380px] border-e border-slate-200">{Story()}</div>],
} satisfies Meta<typeof RoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  within(canvas.getByRole('list', { name: t('chat-nav:rooms.title') })).getAllByRole('listitem');

export const Normal: Story = {
  args: { activeCode: 'r-vip' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: t('chat-nav:rooms.title') })).toBeVisible();
    const [vip, transfer, image, text] = rows(canvas);
    // Name, username, last message, time MM-DD HH:mm:ss.
    await expect(vip).toHaveTextContent('VIP Lounge');
    await expect(vip).toHaveTextContent('player02');
    await expect(within(vip!).getByText('03-14 09:26:53')).toBeVisible();
    await expect(within(vip!).getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(within(vip!).getByRole('link')).toHaveAttribute('href', '/chat/messaging/201/50006/r-vip');
    await expect(within(transfer!).getByText(t('chat-nav:rooms.last.transfer7'))).toBeVisible();
    await expect(within(transfer!).getByText('03-14 08:02:11')).toBeVisible();
    await expect(within(image!).getByText(t('chat-nav:rooms.last.image'))).toBeVisible();
    // Markup from a member is shown as typed.
    await expect(within(text!).getByText(/<b>Thank you!<\/b>/)).toBeVisible();
    await expect(text!.querySelector('b')).toBeNull();
    await expect(canvas.queryByText(t('chat-nav:rooms.newMessage'))).not.toBeInTheDocument();
    await userEvent.click(within(image!).getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'r-player04' }));
  },
};

export const Unread: Story = {
  args: { rooms: unreadRooms },
  play: async ({ canvas }) => {
    const [counted, marked, many, read] = rows(canvas);
    await expect(within(counted!).getByText('3')).toBeVisible();
    await expect(within(counted!).getByRole('link')).toHaveAccessibleName(
      expect.stringContaining(t('chat-nav:rooms.unread', { count: 3 })),
    );
    await expect(within(marked!).getByRole('link')).toHaveAccessibleName(
      expect.stringContaining(t('chat-nav:rooms.newMessage')),
    );
    await expect(within(many!).getByText('99+')).toBeVisible();
    await expect(within(many!).getByText(t('chat-nav:rooms.last.transfer10'))).toBeVisible();
    await expect(within(read!).getByRole('link')).not.toHaveAccessibleName(
      expect.stringContaining(t('chat-nav:rooms.newMessage')),
    );
  },
};

export const Ai: Story = {
  args: { rooms: aiRooms, ai: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('chat-nav:rooms.aiTitle') })).toBeVisible();
    await expect(canvas.getByText('AI assistant')).toBeVisible();
    // AI rooms are not hidden from here.
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('chat-nav:rooms.hide') })).not.toBeInTheDocument();
  },
};

export const Selection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const hide = canvas.getByRole('button', { name: t('chat-nav:rooms.hide') });
    await expect(hide).toBeDisabled();
    const selectAll = canvas.getByRole('checkbox', { name: t('chat-nav:rooms.selectAll') });
    await userEvent.click(canvas.getByRole('checkbox', { name: t('chat-nav:rooms.select', { name: 'player03' }) }));
    await expect(selectAll).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 1 }) })).toBeEnabled();
    // Select all ticks every room, a second time unticks them all.
    await userEvent.click(selectAll);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(selectAll);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(selectAll);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 4 }) }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const Hiding: Story = {
  args: { selected: new Set(['r-vip', 'r-player03']), hiding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 2 }) })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { rooms: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:rooms.loading') })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-nav:rooms.empty'))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  // The server's own message is shown as it came.
  args: { rooms: undefined, error: 'Service unavailable' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:rooms.loadFailed'));
    await expect(alert).toHaveTextContent('Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const manyRooms = Array.from({ length: 300 }, (_, n) =>
  storyRoom({
    id: 5000 + n,
    code: `r-many-${n}`,
    username: `gm${String(n).padStart(6, '0')}`,
    message_content: `Message ${n}`,
    message_time: `2026-03-14 ${String(23 - Math.floor(n / 60)).padStart(2, '0')}:${String(59 - (n % 60)).padStart(2, '0')}:00`,
    message_read: n % 5 === 0 ? 0 : 1,
    unread_count: n % 5 === 0 ? 1 : 0,
  }),
);

/**
 * A busy desk of 300 rooms: the list draws the rooms in view and a few around them (each telling its
 * place among the 300), and scrolling the pane draws the rest.
 */
export const ManyRooms: Story = {
  args: { rooms: manyRooms },
  play: async ({ canvas, userEvent }) => {
    const list = rows(canvas);
    await expect(list.length).toBeGreaterThan(5);
    await expect(list.length).toBeLessThan(60);
    await expect(list[0]).toHaveTextContent('gm000000');
    await expect(list[0]).toHaveAttribute('aria-setsize', '300');
    await expect(list[0]).toHaveAttribute('aria-posinset', '1');
    await expect(list[0]).toHaveTextContent(t('chat-nav:rooms.unread', { count: 1 }));
    // The last room is reached by scrolling the pane, and is drawn once it is in view.
    const pane = canvas.getAllByRole('list')[0]!.parentElement!;
    pane.scrollTop = pane.scrollHeight;
    const last = await waitFor(() => {
      const row = rows(canvas).find((li) => li.getAttribute('aria-posinset') === '300');
      if (!row) throw new Error('the last room is not drawn yet');
      return row;
    });
    await expect(within(last).getByRole('link')).toHaveTextContent('gm000299');
    // Rows measured as they are drawn change the list's height: the pane settles at its real end.
    await waitFor(() => {
      pane.scrollTop = pane.scrollHeight;
      const atEnd = pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 1;
      if (!atEnd || last.getBoundingClientRect().bottom > pane.getBoundingClientRect().bottom + 1)
        throw new Error('the pane has not reached its end yet');
    });
    await expect(within(last).getByRole('link')).toBeVisible();
    await userEvent.click(within(last).getByRole('checkbox'));
    await expect(canvas.getByRole('button', { name: t('chat-nav:rooms.hideCount', { count: 1 }) })).toBeEnabled();
    await expect(rows(canvas).length).toBeLessThan(60);
  },
};
