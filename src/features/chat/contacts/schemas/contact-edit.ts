import { z } from 'zod';
import { FRIEND_NICKNAME_MAX, type Friend, type FriendEditPayload } from '@/lib/api/endpoints/chat';

/** A contact's status as api/friend/list and api/friend/view send it: 1 normal, 0 disabled. */
export const CONTACT_STATUS = { normal: 1, disabled: 0 } as const;

/**
 * The contact edit form. The nickname is optional (the spec shows no rule; an empty one clears it
 * and the contact is then shown by its username, as the list already does) and at most 50
 * characters once trimmed, like the app's other names (chat spec section 9). The status is kept as
 * the radio group's value.
 */
export const contactEditSchema = z.object({
  nickname: z.string().trim().max(FRIEND_NICKNAME_MAX, 'contacts.edit.nicknameTooLong'),
  status: z.enum(['1', '0'], { message: 'contacts.edit.statusRequired' }),
});
export type ContactEditInput = z.input<typeof contactEditSchema>;
export type ContactEditValues = z.output<typeof contactEditSchema>;

/** Any status other than 0 reads as normal, as the contact list (status 1) treats it. */
export const contactEditDefaults = (friend: Pick<Friend, 'nickname' | 'status'>): ContactEditInput => ({
  nickname: friend.nickname,
  status: friend.status === CONTACT_STATUS.disabled ? '0' : '1',
});

/** api/friend/edit: the spec's nickname and status, and member_id, which names the contact. */
export const contactEditPayload = (
  friend: Pick<Friend, 'member_id'>,
  values: ContactEditValues,
): FriendEditPayload => ({
  member_id: friend.member_id,
  nickname: values.nickname,
  status: values.status === '0' ? CONTACT_STATUS.disabled : CONTACT_STATUS.normal,
});

/** i18n key (chat-nav) of a status label. */
export const contactStatusKey = (status: number) =>
  status === CONTACT_STATUS.disabled ? 'contacts.status.disabled' : 'contacts.status.normal';
