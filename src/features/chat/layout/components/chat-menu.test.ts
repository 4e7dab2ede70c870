import { describe, expect, it } from 'vitest';
import { activeMenuEntry, backTarget, chatMenu } from './chat-menu';

describe('chatMenu', () => {
  it('lists every entry for a user with the AI bot and templates', () => {
    expect(chatMenu({ showAi: true, showTemplates: true }).map((e) => e.to)).toEqual([
      '/chat/messaging',
      '/chat/messaging?ai=1',
      '/chat/hide',
      '/chat/contact',
      '/MessageTemplate',
    ]);
  });

  it('leaves out the AI rooms and the templates when not allowed', () => {
    expect(chatMenu({ showAi: false, showTemplates: false }).map((e) => e.id)).toEqual([
      'messaging',
      'hidden',
      'contacts',
    ]);
  });
});

describe('activeMenuEntry', () => {
  it('finds the entry of a path', () => {
    expect(activeMenuEntry('/chat/messaging', '')).toBe('messaging');
    expect(activeMenuEntry('/chat/messaging/1/2/abc', '?ai=1')).toBe('ai');
    expect(activeMenuEntry('/chat/hide', '')).toBe('hidden');
    expect(activeMenuEntry('/chat/contact/50003', '')).toBe('contacts');
    expect(activeMenuEntry('/MessageTemplate', '')).toBe('templates');
    expect(activeMenuEntry('/chat/messagingx', '')).toBeNull();
  });
});

describe('backTarget', () => {
  it('returns from a room to the messaging list, keeping AI mode', () => {
    expect(backTarget('/chat/messaging/201/50006/r-x', '', false)).toBe('/chat/messaging');
    expect(backTarget('/chat/messaging/208/50013/friend/308', '?ai=1', false)).toBe('/chat/messaging?ai=1');
  });

  it('returns from a profile to the contacts, and shows none on menu pages or when the route hides it', () => {
    expect(backTarget('/chat/contact/50003', '', false)).toBe('/chat/contact');
    expect(backTarget('/chat/messaging', '', false)).toBeNull();
    expect(backTarget('/chat/hide', '', false)).toBeNull();
    expect(backTarget('/chat/messaging/201/50006/r-x', '', true)).toBeNull();
  });
});
