import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type EditNotePayload } from '@/lib/api/endpoints/chat-notes';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { notesQueryOptions } from './get-notes';

export const editNote = async (payload: EditNotePayload) => {
  await callEndpoint(chatNotesEndpoints.editNote, payload);
};

/** Never retried; refreshes the room's notes on success. */
export function useEditNote(mutationConfig: MutationConfig<typeof editNote> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: editNote,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notesQueryOptions(args[1].room_id).queryKey });
      await onSuccess?.(...args);
    },
  });
}
