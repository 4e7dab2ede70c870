import { describe, expect, it } from 'vitest';
import { noteEntriesParams, noteEntriesPath, noteListParams, roomPath } from './note-routes';

describe('notebook route params', () => {
  it('needs both a room and a member, as positive whole numbers', () => {
    expect(noteListParams({ room_id: '200', member_id: '100' })).toEqual({ roomId: 200, memberId: 100 });
    expect(noteListParams({ room_id: '200' })).toBeNull();
    expect(noteListParams({ member_id: '100' })).toBeNull();
    expect(noteListParams({ room_id: 'abc', member_id: '100' })).toBeNull();
    expect(noteListParams({ room_id: '0', member_id: '100' })).toBeNull();
    expect(noteListParams({ room_id: '2.5', member_id: '100' })).toBeNull();
  });

  it('needs a note, a member and a non-blank title for the entries', () => {
    expect(noteEntriesParams({ note_id: '9001', member_id: '100', title: 'A/B' })).toEqual({
      noteId: 9001,
      memberId: 100,
      title: 'A/B',
    });
    expect(noteEntriesParams({ note_id: '9001', member_id: '100', title: '  ' })).toBeNull();
    expect(noteEntriesParams({ note_id: 'x', member_id: '100', title: 'T' })).toBeNull();
    expect(noteEntriesParams({ member_id: '100', title: 'T' })).toBeNull();
  });

  it('encodes the title in the entries address', () => {
    expect(noteEntriesPath(9001, 100, 'Paid 50% / today?')).toBe(
      '/chat/noteContent/9001/100/Paid%2050%25%20%2F%20today%3F',
    );
    expect(noteEntriesPath(1, 2, '充值')).toBe(`/chat/noteContent/1/2/${encodeURIComponent('充值')}`);
  });

  it('links the room through its friend when known', () => {
    expect(roomPath(200, 100, 300)).toBe('/chat/messaging/200/100/friend/300');
    expect(roomPath(200, 100, null)).toBe('/chat/messaging/200/100');
  });
});
