import { describe, expect, it } from 'vitest';
import { contactName, contactRoomPath, contactTypeKey, customerServiceTarget, notebookPath } from './contact-links';

const friend = (
  over: Partial<{ room_id: number | null; member_id: number; friend_id: number | null; type: number }>,
) => ({
  room_id: 210,
  member_id: 50003,
  friend_id: 310,
  type: 1,
  ...over,
});

describe('contact links', () => {
  it('builds the room and notebook links', () => {
    expect(contactRoomPath(friend({}))).toBe('/chat/messaging/210/50003/friend/310');
    expect(notebookPath(friend({}))).toBe('/chat/noteTitle/210/50003');
    expect(contactRoomPath(friend({ friend_id: null }))).toBeNull();
    expect(notebookPath(friend({ room_id: null }))).toBeNull();
  });

  it('sends customer service to the first agent group, else to the contacts', () => {
    expect(
      customerServiceTarget([
        friend({ type: 1 }),
        friend({ type: 0, room_id: 211, friend_id: 311 }),
        friend({ type: 0 }),
      ]),
    ).toBe('/chat/messaging/211/50003/friend/311');
    expect(customerServiceTarget([friend({ type: 1 })])).toBe('/chat/contact');
    expect(customerServiceTarget([])).toBe('/chat/contact');
  });

  it('names types and contacts', () => {
    expect(contactTypeKey(0)).toBe('contacts.type.agentGroup');
    expect(contactTypeKey(1)).toBe('contacts.type.memberGroup');
    expect(contactTypeKey(7)).toBe('contacts.type.other');
    expect(contactName({ nickname: ' ', username: 'player01' })).toBe('player01');
  });
});
