import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, type FriendEditPayload } from '@/lib/api/endpoints/chat';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { contactQueryOptions } from './get-contact';
import { contactKeys } from './keys';

export const editContact = async (payload: FriendEditPayload) => {
  await callEndpoint(chatEndpoints.friendEdit, payload);
};

/**
 * Never retried. On success the contact's profile and every contact list page are asked again
 * (a nickname moves a contact in or out of a search; a disabled contact leaves the lists of status 1).
 */
export function useEditContact(mutationConfig: MutationConfig<typeof editContact> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: editContact,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryOptions(args[1].member_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
