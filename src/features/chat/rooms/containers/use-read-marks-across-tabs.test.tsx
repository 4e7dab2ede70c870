import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/api/query-client';
import type { Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from '../api/keys';
import { storyRoom } from '@/test/fixtures/chat-rooms';
import { useReadMarksAcrossTabs } from './use-read-marks-across-tabs';

function Tab({ open }: { open: Pick<Room, 'code' | 'message_time'> | null }) {
  useReadMarksAcrossTabs(open);
  return null;
}

/** A tab: its own query cache with the room list, as another browser tab has. */
function openTab(open: Pick<Room, 'code' | 'message_time'> | null, rooms: Room[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(roomKeys.list(1), rooms);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Tab open={open} />
    </QueryClientProvider>,
  );
  const reopen = (next: Pick<Room, 'code' | 'message_time'>) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Tab open={next} />
      </QueryClientProvider>,
    );
  return { queryClient, view, reopen, rooms: () => queryClient.getQueryData<Room[]>(roomKeys.list(1))! };
}

const unread = (code: string, time: string) =>
  storyRoom({ code, message_time: time, message_read: 0, unread_count: 2 });

describe('read marks across tabs', () => {
  const mounted: { view: { unmount(): void } }[] = [];
  afterEach(() => mounted.splice(0).forEach((t) => t.view.unmount()));

  it('a room open in one tab shows as read in the other tabs of the same user', async () => {
    signInAs(3);
    const other = openTab(null, [unread('r-a', '2026-03-14 10:00:00'), unread('r-b', '2026-03-14 09:00:00')]);
    mounted.push(other);
    mounted.push(openTab({ code: 'r-a', message_time: '2026-03-14 10:00:00' }, []));
    await waitFor(() => expect(other.rooms()[0]).toMatchObject({ code: 'r-a', message_read: 1, unread_count: 0 }));
    expect(other.rooms()[1]).toMatchObject({ code: 'r-b', message_read: 0, unread_count: 2 });
  });

  it('a message newer than what the reading tab has seen stays unread', async () => {
    signInAs(3);
    const other = openTab(null, [unread('r-a', '2026-03-14 10:05:00'), unread('r-z', '2026-03-14 11:00:00')]);
    mounted.push(other);
    const reader = openTab({ code: 'r-a', message_time: '2026-03-14 10:00:00' }, []);
    mounted.push(reader);
    // One tab's marks arrive in order: once its next mark is applied, the first one has been too.
    reader.reopen({ code: 'r-z', message_time: '2026-03-14 11:00:00' });
    await waitFor(() => expect(other.rooms()[1]).toMatchObject({ code: 'r-z', message_read: 1 }));
    expect(other.rooms()[0]).toMatchObject({ code: 'r-a', message_read: 0, unread_count: 2 });
  });
});
