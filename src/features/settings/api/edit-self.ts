import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userViewQueryOptions } from '@/lib/session/api/get-user-view';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type EditAccountPayload } from '@/lib/api/endpoints/accounts';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { imageToSend } from '@/lib/image-field';
import { storage } from '@/lib/storage';
import type { SelfProfileInput } from '../schemas/self-profile';

export type EditSelfInput = SelfProfileInput & { id: number; storedThumbnail: string };

/** Spec section 7: the self edit sends id, nickname and the thumbnail only when newly chosen; never a status. */
export function editSelfPayload({ id, nickname, thumbnail, storedThumbnail }: EditSelfInput): EditAccountPayload {
  const image = thumbnail === storedThumbnail ? undefined : imageToSend(thumbnail);
  return { id, nickname: nickname.trim(), ...(image === undefined ? {} : { thumbnail: image }) };
}

export const editSelf = (input: EditSelfInput) => callEndpoint(accountEndpoints.userEdit, editSelfPayload(input));

export function useEditSelf({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editSelf> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: editSelf,
    onSuccess: async (data, input, ...more) => {
      // The toolbar shows the stored avatar: keep it in step with what was just saved.
      const answer = data as { thumbnail?: unknown } | null | undefined;
      const saved =
        typeof answer?.thumbnail === 'string' && answer.thumbnail ? answer.thumbnail : editSelfPayload(input).thumbnail;
      if (saved) storage.set('user_avatar', saved);
      await queryClient.invalidateQueries({ queryKey: userViewQueryOptions(input.id).queryKey });
      await onSuccess?.(data, input, ...more);
    },
  });
}
