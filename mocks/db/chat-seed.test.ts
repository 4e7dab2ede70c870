import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';
import { BIG_ROOM_SIZE, bigRoomMessages } from './chat-seed';

describe('the long room of the demo chat', () => {
  it('stamps each message in the platform time zone, seven minutes apart, the newest seven minutes ago', () => {
    const now = Date.UTC(2026, 2, 29, 1, 30);
    const messages = bigRoomMessages(now);
    expect(messages).toHaveLength(BIG_ROOM_SIZE);
    for (const index of [0, 1, 1234, 2500, BIG_ROOM_SIZE - 1]) {
      const expected = platformNow(now - (BIG_ROOM_SIZE - index) * 7 * 60_000).format(DISPLAY_TIME_FORMAT);
      expect(messages[index]!.created_at).toBe(expected);
    }
  });
});
