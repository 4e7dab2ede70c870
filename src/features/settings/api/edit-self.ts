import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { userViewQueryOptions } from '@/features/shell/api/get-user-view';
import { apiCall, type ApiResponse } from '@/lib/api/client';
import { imageToSend } from '@/lib/image-field';
import { storage } from '@/lib/storage';
import type { SelfProfileInput } from '../schemas/self-profile';

export type EditSelfInput = SelfProfileInput & { id: number; storedThumbnail: string };

/** Spec section 7: the self edit sends id, nickname and the thumbnail only when newly chosen; never a status. */
export function editSelfPayload({ id, nickname, thumbnail, storedThumbnail }: EditSelfInput) {
  const image = thumbnail === storedThumbnail ? undefined : imageToSend(thumbnail);
  return { id, nickname: nickname.trim(), ...(image === undefined ? {} : { thumbnail: image }) };
}

export const editSelf = (input: EditSelfInput) => apiCall('api/user/edit', editSelfPayload(input));

type Config = Omit<UseMutationOptions<ApiResponse, Error, EditSelfInput>, 'mutationFn'>;

export function useEditSelf({ mutationConfig }: { mutationConfig?: Config } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: editSelf,
    onSuccess: async (answer, input, ...more) => {
      // The toolbar shows the stored avatar: keep it in step with what was just saved.
      const data = answer.data as { thumbnail?: unknown } | null | undefined;
      const saved =
        typeof data?.thumbnail === 'string' && data.thumbnail ? data.thumbnail : editSelfPayload(input).thumbnail;
      if (saved) storage.set('user_avatar', saved);
      await queryClient.invalidateQueries({ queryKey: userViewQueryOptions(input.id).queryKey });
      await onSuccess?.(answer, input, ...more);
    },
  });
}
