import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type AddNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { noteEntriesQueryOptions } from './get-note-entries';

export const addNoteEntry = async (payload: AddNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.addNoteContent, payload);
};

/** Never retried; refreshes the note's entries on success. */
export function useAddNoteEntry(mutationConfig: MutationConfig<typeof addNoteEntry> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: addNoteEntry,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(args[1].note_id).queryKey });
      await onSuccess?.(...args);
    },
  });
}
