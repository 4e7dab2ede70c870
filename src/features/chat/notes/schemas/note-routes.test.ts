import { describe, expect, it } from 'vitest';
import { noteEntriesParams, noteListParams, positiveId } from './note-routes';

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

  it("reads a room id (the entries page's way back) the same way: a positive whole number or nothing", () => {
    expect(positiveId('200')).toBe(200);
    for (const broken of [undefined, '', '0', '-3', '2.5', 'abc']) expect(positiveId(broken)).toBeNull();
  });
});
