import type { Friend } from '../schemas/friend';
import { paths } from '@/config/paths';

type Linkable = Pick<Friend, 'room_id' | 'member_id' | 'friend_id'>;

/** The room reached through a friend (/chat/messaging/{room_id}/{member_id}/friend/{friend_id}); null without its ids. */
export function contactRoomPath(friend: Linkable): string | null {
  if (friend.room_id === null || friend.friend_id === null) return null;
  return paths.memberRoom(friend.room_id, friend.member_id, friend.friend_id);
}

/** The room's notebook (/chat/noteTitle/{room_id}/{member_id}); null without a room. */
export function notebookPath(friend: Pick<Friend, 'room_id' | 'member_id'>): string | null {
  if (friend.room_id === null) return null;
  return paths.noteList(friend.room_id, friend.member_id);
}

/** Where the customer-service entry goes: the room of the first agent group (type 0), else the contacts. */
export function customerServiceTarget(
  friends: readonly Pick<Friend, 'room_id' | 'member_id' | 'friend_id' | 'type'>[],
): string {
  const group = friends.find((friend) => friend.type === 0);
  return (group && contactRoomPath(group)) ?? paths.contacts();
}

/** i18n key of a contact's type: 0 agent group, 1 member group, any other a plain contact. */
export const contactTypeKey = (type: number) =>
  type === 0 ? 'contacts.type.agentGroup' : type === 1 ? 'contacts.type.memberGroup' : 'contacts.type.other';

/** The name a contact is listed under: the nickname, else the username. */
export const contactName = (friend: Pick<Friend, 'nickname' | 'username'>) => friend.nickname.trim() || friend.username;
