import { describe, expect, it } from 'vitest';
import { storyRoom } from '@/test/fixtures/chat-rooms';
import { filterCounts, foldText, viewRooms } from './room-view';

const rooms = [
  storyRoom({ id: 1, code: 'a', name: 'José Lounge', username: 'player01', message_read: 0, unread_count: 2 }),
  storyRoom({ id: 2, code: 'b', name: '', username: 'Player02', partner_username: 'agent07' }),
  storyRoom({ id: 3, code: 'c', name: 'ＶＩＰ 貴賓', username: 'member09', message_read: 0 }),
  storyRoom({ id: 4, code: 'd', name: 'Night desk', username: 'player04' }),
];
const codes = (list: readonly { code: string }[]) => list.map((room) => room.code);
const none = { muted: [], pinned: [] };

describe('foldText', () => {
  it('ignores case, accents and full-width forms', () => {
    expect(foldText('  JOSÉ ')).toBe('jose');
    expect(foldText('ＶＩＰ')).toBe('vip');
    expect(foldText('貴賓')).toBe('貴賓');
  });
});

describe('viewRooms', () => {
  it('keeps every room in the server order with no text and the All filter', () => {
    expect(codes(viewRooms(rooms, { query: '', filter: 'all' }, none))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finds rooms by name, member username and partner username, whatever the case or accents', () => {
    expect(codes(viewRooms(rooms, { query: 'jose', filter: 'all' }, none))).toEqual(['a']);
    expect(codes(viewRooms(rooms, { query: 'PLAYER0', filter: 'all' }, none))).toEqual(['a', 'b', 'd']);
    expect(codes(viewRooms(rooms, { query: 'agent07', filter: 'all' }, none))).toEqual(['b']);
    expect(codes(viewRooms(rooms, { query: 'vip', filter: 'all' }, none))).toEqual(['c']);
    expect(codes(viewRooms(rooms, { query: '貴賓', filter: 'all' }, none))).toEqual(['c']);
    expect(viewRooms(rooms, { query: 'nobody', filter: 'all' }, none)).toEqual([]);
  });

  it('applies the quick filters together with the text', () => {
    const marks = { muted: ['b', 'd'], pinned: ['d'] };
    expect(codes(viewRooms(rooms, { query: '', filter: 'unread' }, marks))).toEqual(['a', 'c']);
    expect(codes(viewRooms(rooms, { query: '', filter: 'muted' }, marks))).toEqual(['d', 'b']);
    expect(codes(viewRooms(rooms, { query: 'night', filter: 'pinned' }, marks))).toEqual(['d']);
    expect(codes(viewRooms(rooms, { query: 'player01', filter: 'muted' }, marks))).toEqual([]);
  });

  it('puts pinned rooms first, in the order pinned', () => {
    expect(codes(viewRooms(rooms, { query: '', filter: 'all' }, { muted: [], pinned: ['c', 'a'] }))).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});

describe('filterCounts', () => {
  it('counts each filter over the rooms matching the text', () => {
    const marks = { muted: ['b'], pinned: ['a', 'gone'] };
    expect(filterCounts(rooms, '', marks)).toEqual({ all: 4, unread: 2, muted: 1, pinned: 1 });
    expect(filterCounts(rooms, 'player', marks)).toEqual({ all: 3, unread: 1, muted: 1, pinned: 1 });
  });
});
