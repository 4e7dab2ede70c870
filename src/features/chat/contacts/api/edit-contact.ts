import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, type FriendEditPayload } from '@/lib/api/endpoints/chat';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { contactQueryOptions } from './get-contact';
import { contactKeys } from './keys';

export const editContact = async (payload: FriendEditPayload) => {
  await callEndpoint(chatEndpoints.friendEdit, payload);
};

/**
 * On success the contact's profile and every contact list page are asked again (a nickname moves a
 * contact in or out of a search; a disabled contact leaves the lists of status 1).
 */
export const useEditContact = ({ mutationConfig }: MutationHookOptions<typeof editContact> = {}) =>
  useApiMutation(editContact, {
    mutationConfig,
    refresh: (queryClient, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryOptions(input.member_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
      ]),
  });
