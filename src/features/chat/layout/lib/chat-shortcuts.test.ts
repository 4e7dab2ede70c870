import { describe, expect, it } from 'vitest';
import { chatShortcut, type KeyInput } from './chat-shortcuts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  keyCode: 0,
  repeat: false,
  ...mods,
});

describe('chatShortcut', () => {
  it('reads Alt+Arrow keys as room steps, from the page and from the message box', () => {
    for (const target of ['other', 'composer'] as const) {
      expect(chatShortcut(key('ArrowDown', { altKey: true }), target)).toBe('nextRoom');
      expect(chatShortcut(key('ArrowUp', { altKey: true }), target)).toBe('previousRoom');
      expect(chatShortcut(key('ArrowDown', { altKey: true, shiftKey: true }), target)).toBe('nextUnread');
    }
  });

  it('leaves Alt+Arrow keys to other fields', () => {
    expect(chatShortcut(key('ArrowDown', { altKey: true }), 'editable')).toBeNull();
    expect(chatShortcut(key('ArrowDown', { altKey: true, shiftKey: true }), 'editable')).toBeNull();
  });

  it('reads ? and Escape outside text fields only', () => {
    expect(chatShortcut(key('?', { shiftKey: true }), 'other')).toBe('showShortcuts');
    expect(chatShortcut(key('Escape'), 'other')).toBe('leaveRoom');
    for (const target of ['composer', 'editable'] as const) {
      expect(chatShortcut(key('?', { shiftKey: true }), target)).toBeNull();
      expect(chatShortcut(key('Escape'), target)).toBeNull();
    }
  });

  it('ignores every key during an IME composition', () => {
    expect(chatShortcut(key('ArrowDown', { altKey: true, isComposing: true }), 'composer')).toBeNull();
    expect(chatShortcut(key('ArrowDown', { altKey: true, keyCode: 229 }), 'other')).toBeNull();
    expect(chatShortcut(key('?', { keyCode: 229 }), 'other')).toBeNull();
    expect(chatShortcut(key('Escape', { isComposing: true }), 'other')).toBeNull();
  });

  it('ignores held-down keys and other modifier combinations', () => {
    expect(chatShortcut(key('ArrowDown', { altKey: true, repeat: true }), 'other')).toBeNull();
    expect(chatShortcut(key('ArrowDown', { altKey: true, ctrlKey: true }), 'other')).toBeNull();
    expect(chatShortcut(key('ArrowUp', { altKey: true, shiftKey: true }), 'other')).toBeNull();
    expect(chatShortcut(key('?', { metaKey: true }), 'other')).toBeNull();
    expect(chatShortcut(key('ArrowDown'), 'other')).toBeNull();
    expect(chatShortcut(key('Escape', { shiftKey: true }), 'other')).toBeNull();
  });

  it('reads Alt+P as pinning, and Option+P by its place only outside text boxes (there it types a letter)', () => {
    expect(chatShortcut(key('p', { altKey: true }), 'composer')).toBe('togglePin');
    expect(chatShortcut(key('π', { altKey: true, code: 'KeyP' }), 'other')).toBe('togglePin');
    expect(chatShortcut(key('π', { altKey: true, code: 'KeyP' }), 'composer')).toBeNull();
    expect(chatShortcut(key('p', { altKey: true }), 'editable')).toBeNull();
  });
});
