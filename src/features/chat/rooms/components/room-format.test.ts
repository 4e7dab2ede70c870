import { describe, expect, it } from 'vitest';
import { formatRoomTime, lastMessage, roomDisplayName, roomPath, unreadTotal, withLocalReads } from './room-format';

describe('formatRoomTime', () => {
  it('reformats the platform wall-clock text as MM-DD HH:mm:ss without shifting it', () => {
    expect(formatRoomTime('2026-03-01 23:59:58')).toBe('03-01 23:59:58');
    expect(formatRoomTime('2026-12-31 00:00:01')).toBe('12-31 00:00:01');
  });

  it('does not depend on the browser zone (no date parsing)', () => {
    // A date that falls on another day in UTC and in Asia/Taipei stays as written.
    expect(formatRoomTime('2026-01-01 00:30:00')).toBe('01-01 00:30:00');
  });

  it('accepts a T separator and missing seconds', () => {
    expect(formatRoomTime('2026-05-06T07:08')).toBe('05-06 07:08:00');
  });

  it('shows empty and unknown texts as they came', () => {
    expect(formatRoomTime('')).toBe('');
    expect(formatRoomTime(null)).toBe('');
    expect(formatRoomTime('yesterday')).toBe('yesterday');
  });
});

describe('lastMessage', () => {
  it('labels images and transfers, keeps text as text', () => {
    expect(lastMessage({ message_type: 2, message_content: 'data:image/png;base64,AAAA' })).toEqual({ kind: 'image' });
    expect(lastMessage({ message_type: 7, message_content: '120.5' })).toEqual({ kind: 'transfer', type: 7 });
    expect(lastMessage({ message_type: 1, message_content: '<b>hi</b>\n there' })).toEqual({
      kind: 'text',
      text: '<b>hi</b> there',
    });
    expect(lastMessage({ message_type: 1, message_content: '  ' })).toEqual({ kind: 'none' });
  });
});

describe('room names and links', () => {
  it('falls back to the username and builds the room link', () => {
    expect(roomDisplayName({ name: '', username: 'player01' })).toBe('player01');
    expect(roomDisplayName({ name: 'VIP', username: 'player02' })).toBe('VIP');
    expect(roomPath({ id: 201, members: '50006', code: 'r-a b' })).toBe('/chat/messaging/201/50006/r-a%20b');
  });

  it('adds up unread messages, one for a marked room without a count', () => {
    expect(
      unreadTotal([
        { message_read: 0, unread_count: 3 },
        { message_read: 0, unread_count: 0 },
        { message_read: 1, unread_count: 0 },
      ]),
    ).toBe(4);
  });
});

describe('withLocalReads', () => {
  const room = (code: string, time: string) => ({ code, message_time: time, message_read: 0, unread_count: 2 });

  it('clears the mark of a room opened here until a newer message arrives, and of the open room', () => {
    const rooms = [room('a', '2026-01-01 10:00:00'), room('b', '2026-01-01 10:00:00'), room('c', 't')];
    const cleared = new Map([
      ['a', '2026-01-01 10:00:00'],
      ['b', '2026-01-01 09:00:00'],
    ]);
    const result = withLocalReads(rooms, cleared, 'c');
    expect(result.map((r) => [r.code, r.message_read, r.unread_count])).toEqual([
      ['a', 1, 0],
      ['b', 0, 2],
      ['c', 1, 0],
    ]);
  });
});
