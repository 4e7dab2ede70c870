import { describe, expect, it } from 'vitest';
import { firstUnreadIndex } from './first-unread';

describe('firstUnreadIndex', () => {
  it('is the message `unread` places from the end of what was loaded', () => {
    expect(firstUnreadIndex(30, 1)).toBe(29);
    expect(firstUnreadIndex(30, 4)).toBe(26);
    expect(firstUnreadIndex(30, 30)).toBe(0);
  });

  it('is the oldest loaded message when more are unread than were loaded', () => {
    expect(firstUnreadIndex(30, 31)).toBe(0);
    expect(firstUnreadIndex(3, 500)).toBe(0);
  });

  it('is none when nothing is unread or nothing is loaded', () => {
    expect(firstUnreadIndex(30, 0)).toBeNull();
    expect(firstUnreadIndex(0, 5)).toBeNull();
    expect(firstUnreadIndex(30, Number.NaN)).toBeNull();
  });
});
