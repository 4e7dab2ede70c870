import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import type { Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from '../api/keys';
import { storyRoom } from '@/test/fixtures/chat-rooms';
import { useUnreadTotal } from './use-unread-total';

const unread = (code: string, count: number) =>
  storyRoom({ code, message_time: '2026-11-27 10:00:00', message_read: 0, unread_count: count });

function Total({ open, shown }: { open: string | null; shown: number[] }) {
  const total = useUnreadTotal(open, 500);
  shown.push(total);
  return <output>{total}</output>;
}

function mount(rooms: Room[], open: string | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(roomKeys.list(1), rooms);
  const shown: number[] = [];
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Total open={open} shown={shown} />
    </QueryClientProvider>,
  );
  const reopen = (code: string | null) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Total open={code} shown={shown} />
      </QueryClientProvider>,
    );
  return { queryClient, shown, reopen };
}

describe('the unread total', () => {
  it('counts the shown rooms, the open one as read', async () => {
    const { reopen } = mount([unread('a', 2), unread('b', 3)], 'a');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    reopen(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('5'));
  });

  it('follows a burst of changes with its last total, not one drawing per change', async () => {
    const { queryClient, shown } = mount([unread('a', 1)]);
    const drawnBefore = shown.length;
    for (let n = 2; n <= 21; n++) queryClient.setQueryData(roomKeys.list(1), [unread('a', n)]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('21'));
    expect(shown.slice(drawnBefore)).toEqual([21]);
  });

  it('counts a room read here as read', async () => {
    const { queryClient } = mount([unread('a', 2), unread('b', 3)]);
    queryClient.setQueryData(roomKeys.localReads(), new Map([['b', '2026-11-27 10:00:00']]));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
  });
});
