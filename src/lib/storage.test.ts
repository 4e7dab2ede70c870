import { describe, expect, it, vi } from 'vitest';
import { getAttentionPrefs, updateAttentionPrefs } from './attention/prefs';
import { maskMiddle } from './mask';
import { storage } from './storage';

describe('storage', () => {
  it('reads and writes the spec keys, JSON included', () => {
    storage.set('user_token', 'abc');
    storage.setJson('theme', { sidebar: 'light' });
    expect(storage.get('user_token')).toBe('abc');
    expect(storage.getJson('theme', {})).toEqual({ sidebar: 'light' });
    expect(storage.hasToken()).toBe(true);
    storage.set('user_token', null);
    expect(storage.hasToken()).toBe(false);
  });

  it('ends a session by clearing everything but device preferences and demo data', () => {
    storage.set('user_token', 't');
    storage.set('share_code', 'X1');
    storage.set('LOCALE', 'bn');
    storage.setJson('theme', { sidebar: 'dark' });
    localStorage.setItem('demo.db', '{}');
    storage.clearSession();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('share_code')).toBeNull();
    expect(storage.get('LOCALE')).toBe('bn');
    expect(storage.getJson('theme', null)).toEqual({ sidebar: 'dark' });
    expect(localStorage.getItem('demo.db')).toBe('{}');
  });

  it("keeps each staff user's chat alert choices for their next session, and only for them", () => {
    localStorage.clear();
    storage.set('user_id', '3');
    updateAttentionPrefs({ notify: true, sound: true, muted: ['r-agent01-player02'] });
    storage.set('table_columns', '{"user":["username"]}');
    storage.set('sidebar_collapsed', '1');
    storage.clearSession();
    expect(storage.get('user_id')).toBeNull();
    expect(getAttentionPrefs()).toEqual({ notify: false, sound: false, muted: [] });
    expect(storage.get('table_columns')).toBe('{"user":["username"]}');
    expect(storage.get('sidebar_collapsed')).toBe('1');

    // Another staff member signs in on the same machine: nothing of the first one's choices.
    storage.set('user_id', '7');
    expect(getAttentionPrefs()).toEqual({ notify: false, sound: false, muted: [] });
    storage.clearSession();

    // The first one comes back: sound, notifications and muted rooms as they left them.
    storage.set('user_id', '3');
    expect(getAttentionPrefs()).toEqual({ notify: true, sound: true, muted: ['r-agent01-player02'] });
  });
});

describe('maskMiddle', () => {
  it('shows the first 2 and last 3 characters', () => {
    expect(maskMiddle('player01')).toBe('pl***r01');
    expect(maskMiddle('0912345678')).toBe('09***678');
    expect(maskMiddle('abcde')).toBe('ab***');
  });
});

describe('storage.onSessionEndedElsewhere', () => {
  const fromOtherTab = (init: StorageEventInit) =>
    window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));

  it('reports another tab clearing the session, not other changes', () => {
    const onEnd = vi.fn();
    storage.set('user_token', 'abc');
    const stop = storage.onSessionEndedElsewhere(onEnd);

    fromOtherTab({ key: 'LOCALE', oldValue: 'en', newValue: 'ru' });
    fromOtherTab({ key: 'user_token', oldValue: 'abc', newValue: 'def' });
    fromOtherTab({ key: null });
    expect(onEnd).not.toHaveBeenCalled();

    localStorage.clear();
    fromOtherTab({ key: null });
    expect(onEnd).toHaveBeenCalledTimes(1);

    fromOtherTab({ key: 'user_token', oldValue: 'def', newValue: null });
    expect(onEnd).toHaveBeenCalledTimes(2);

    stop();
    fromOtherTab({ key: null });
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('ignores session storage', () => {
    const onEnd = vi.fn();
    const stop = storage.onSessionEndedElsewhere(onEnd);
    window.dispatchEvent(new StorageEvent('storage', { storageArea: sessionStorage, key: null }));
    expect(onEnd).not.toHaveBeenCalled();
    stop();
  });
});
