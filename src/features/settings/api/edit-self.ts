import { userViewQueryOptions } from '@/lib/session/api/get-user-view';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type EditAccountPayload } from '@/lib/api/endpoints/accounts';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { changedImageToSend } from '@/lib/image-field';
import { storage } from '@/lib/storage';
import type { SelfProfileInput } from '../schemas/self-profile';

export type EditSelfInput = SelfProfileInput & { id: number; storedThumbnail: string };

/** Spec section 7: the self edit sends id, nickname and the thumbnail only when newly chosen; never a status. */
export function editSelfPayload({ id, nickname, thumbnail, storedThumbnail }: EditSelfInput): EditAccountPayload {
  const image = changedImageToSend(thumbnail, storedThumbnail);
  return { id, nickname: nickname.trim(), ...(image === undefined ? {} : { thumbnail: image }) };
}

export const editSelf = (input: EditSelfInput) => callEndpoint(accountEndpoints.userEdit, editSelfPayload(input));

/** On success the user's own view is asked again, and the avatar the toolbar shows is stored. */
export const useEditSelf = ({ mutationConfig }: MutationHookOptions<typeof editSelf> = {}) =>
  useApiMutation(editSelf, {
    mutationConfig,
    refresh: (queryClient, input, data) => {
      // The toolbar shows the stored avatar: keep it in step with what was just saved.
      const answer = data as { thumbnail?: unknown } | null | undefined;
      const saved =
        typeof answer?.thumbnail === 'string' && answer.thumbnail ? answer.thumbnail : editSelfPayload(input).thumbnail;
      if (saved) storage.set('user_avatar', saved);
      return queryClient.invalidateQueries({ queryKey: userViewQueryOptions(input.id).queryKey });
    },
  });
