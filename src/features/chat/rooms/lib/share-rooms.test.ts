import { describe, expect, it } from 'vitest';
import type { Room } from '@/lib/api/endpoints/chat';
import { applyNewMessage } from './apply-new-message';
import { shareRoomsByCode } from './share-rooms';

const room = (n: number): Room =>
  ({
    id: n,
    code: `r-${n}`,
    members: [],
    name: `Room ${n}`,
    username: `player${n}`,
    thumbnail: '',
    message_content: `hello ${n}`,
    message_time: `2026-11-27 10:${String(n).padStart(2, '0')}:00`,
    message_read: 1,
    unread_count: 0,
  }) as unknown as Room;

describe('shareRoomsByCode', () => {
  const list = Array.from({ length: 50 }, (_, i) => room(i));

  it('keeps every unchanged room when one moves to the top', () => {
    const moved = applyNewMessage(list, 'r-40', {
      message_id: 9,
      type: 1,
      content: 'new',
      created_at: '2026-11-27 11:00:00',
      is_self: 0,
    } as never)!;
    const shared = shareRoomsByCode(list, structuredClone(moved)) as Room[];
    expect(shared.map((r) => r.code)).toEqual(moved.map((r) => r.code));
    expect(shared.filter((r, i) => r !== list.find((o) => o.code === moved[i]!.code))).toHaveLength(1);
    expect(shared[0]).toMatchObject({ code: 'r-40', message_content: 'new', unread_count: 1 });
  });

  it('answers the same list when nothing changed, and new objects for changed rooms', () => {
    expect(shareRoomsByCode(list, structuredClone(list))).toBe(list);
    const changed = structuredClone(list);
    changed[3]!.message_read = 0;
    const shared = shareRoomsByCode(list, changed) as Room[];
    expect(shared).not.toBe(list);
    expect(shared[3]).not.toBe(list[3]);
    expect(shared[3]!.message_read).toBe(0);
    expect(shared.filter((r, i) => r !== list[i])).toHaveLength(1);
  });

  it('takes rooms it has not seen as they come, and drops rooms that left', () => {
    const next = [room(99), ...structuredClone(list.slice(1))];
    const shared = shareRoomsByCode(list, next) as Room[];
    expect(shared[0]).toBe(next[0]);
    expect(shared.some((r) => r.code === 'r-0')).toBe(false);
    expect(shared[1]).toBe(list[1]);
  });
});
