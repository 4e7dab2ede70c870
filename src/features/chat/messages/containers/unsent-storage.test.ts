import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { unsentName, type UnsentEntry } from '../lib/unsent-store';
import { loadRoomUnsent, saveRoomUnsent, signedInUser } from './unsent-storage';

const entry = (key: string, over: Partial<UnsentEntry> = {}): UnsentEntry => ({
  key,
  code: 'r1',
  type: 1,
  content: `text ${key}`,
  created_at: '2026-11-26 10:00:00',
  after: 0,
  state: 'failed',
  ...over,
});

const signIn = (userId: string) => {
  storage.set('user_token', `token-${userId}`);
  storage.set('user_id', userId);
};

describe('the unsent messages of the signed-in user', () => {
  it('are kept for that user only', () => {
    signIn('7');
    saveRoomUnsent('7', 'r1', [entry('a')], new Set());
    expect(loadRoomUnsent('7', 'r1').map((e) => e.key)).toEqual(['a']);
    storage.clearSession();
    signIn('8');
    expect(loadRoomUnsent('8', 'r1')).toEqual([]);
    // Another user's list is never read, nor written, under the signed-in user.
    expect(loadRoomUnsent('7', 'r1')).toEqual([]);
    saveRoomUnsent('7', 'r1', [entry('b')], new Set());
    expect(storage.appItem.get(unsentName('7'))).toBeNull();
  });

  it('go with the session (sign-out, 9998)', () => {
    signIn('7');
    saveRoomUnsent('7', 'r1', [entry('a')], new Set());
    expect(storage.appItem.get(unsentName('7'))).not.toBeNull();
    storage.clearSession();
    expect(signedInUser()).toBeNull();
    expect(storage.appItem.get(unsentName('7'))).toBeNull();
    // A send that fails after the session ended does not write them back.
    saveRoomUnsent('7', 'r1', [entry('a')], new Set());
    expect(Object.keys(localStorage).filter((k) => k.includes('unsent'))).toEqual([]);
  });

  it('are removed from the browser once none is left', () => {
    signIn('7');
    saveRoomUnsent('7', 'r1', [entry('a')], new Set());
    saveRoomUnsent('7', 'r1', [], new Set(['a']));
    expect(storage.appItem.get(unsentName('7'))).toBeNull();
  });

  it('keep the texts when the browser refuses to store a picture', () => {
    signIn('7');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (value.includes('data:image')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    try {
      saveRoomUnsent('7', 'r1', [entry('a'), entry('p', { type: 2, content: 'data:image/jpeg;base64,AA' })], new Set());
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(loadRoomUnsent('7', 'r1').map((e) => e.key)).toEqual(['a']);
  });
});
