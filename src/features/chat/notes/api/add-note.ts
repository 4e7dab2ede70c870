import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type AddNotePayload } from '@/lib/api/endpoints/chat-notes';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { notesQueryOptions } from './get-notes';

export const addNote = async (payload: AddNotePayload) => {
  await callEndpoint(chatNotesEndpoints.addNote, payload);
};

/** Never retried; refreshes the room's notes on success. */
export function useAddNote(mutationConfig: MutationConfig<typeof addNote> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: addNote,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notesQueryOptions(args[1].room_id).queryKey });
      await onSuccess?.(...args);
    },
  });
}
