import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { getAttentionPrefs, toggleMuted, updateAttentionPrefs } from './prefs';

describe('alert choices', () => {
  beforeEach(() => localStorage.clear());

  it('are all off for a user who never chose', () => {
    storage.set('user_id', '5');
    expect(getAttentionPrefs()).toEqual({ notify: false, sound: false, muted: [] });
  });

  it('are kept per staff user', () => {
    storage.set('user_id', '5');
    updateAttentionPrefs({ sound: true });
    toggleMuted('room-a');
    storage.set('user_id', '6');
    expect(getAttentionPrefs()).toEqual({ notify: false, sound: false, muted: [] });
    storage.set('user_id', '5');
    expect(getAttentionPrefs()).toEqual({ notify: false, sound: true, muted: ['room-a'] });
    toggleMuted('room-a');
    expect(getAttentionPrefs().muted).toEqual([]);
  });

  it('outlive the session, as the language does', () => {
    storage.set('user_id', '5');
    storage.set('user_token', 'x');
    updateAttentionPrefs({ notify: true });
    storage.clearSession();
    expect(storage.hasToken()).toBe(false);
    storage.set('user_id', '5');
    expect(getAttentionPrefs().notify).toBe(true);
  });

  it('change nothing without a signed-in user', () => {
    updateAttentionPrefs({ sound: true });
    expect(localStorage.getItem('chat_attention')).toBeNull();
  });
});
