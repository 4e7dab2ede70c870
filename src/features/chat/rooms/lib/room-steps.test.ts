import { describe, expect, it } from 'vitest';
import { adjacentRoom, nextUnreadRoom } from './room-steps';

const room = (id: number, unread = 0, read = 1) => ({ id, unread_count: unread, message_read: read });
const list = [room(1), room(2, 3), room(3), room(4, 0, 0), room(5)];

describe('adjacentRoom', () => {
  it('opens the room below or above the open one', () => {
    expect(adjacentRoom(list, 2, 1)?.id).toBe(3);
    expect(adjacentRoom(list, 2, -1)?.id).toBe(1);
  });

  it('stops at the ends of the list', () => {
    expect(adjacentRoom(list, 5, 1)).toBeNull();
    expect(adjacentRoom(list, 1, -1)).toBeNull();
  });

  it('starts from the first room going down, the last going up, when no listed room is open', () => {
    expect(adjacentRoom(list, null, 1)?.id).toBe(1);
    expect(adjacentRoom(list, null, -1)?.id).toBe(5);
    expect(adjacentRoom(list, 99, 1)?.id).toBe(1);
  });

  it('finds nothing in an empty list', () => {
    expect(adjacentRoom([], null, 1)).toBeNull();
    expect(adjacentRoom([], 1, -1)).toBeNull();
  });
});

describe('nextUnreadRoom', () => {
  it('opens the next room with an unread count or a new-message mark after the open one', () => {
    expect(nextUnreadRoom(list, 1)?.id).toBe(2);
    expect(nextUnreadRoom(list, 2)?.id).toBe(4);
  });

  it('wraps around to the top of the list', () => {
    expect(nextUnreadRoom(list, 4)?.id).toBe(2);
    expect(nextUnreadRoom(list, 5)?.id).toBe(2);
  });

  it('opens the first unread room when none is open', () => {
    expect(nextUnreadRoom(list, null)?.id).toBe(2);
    expect(nextUnreadRoom(list, 99)?.id).toBe(2);
  });

  it('never gives the open room, and nothing when no other room is unread', () => {
    expect(nextUnreadRoom([room(1), room(2, 1)], 2)).toBeNull();
    expect(nextUnreadRoom([room(1), room(2)], 1)).toBeNull();
    expect(nextUnreadRoom([], null)).toBeNull();
  });
});
