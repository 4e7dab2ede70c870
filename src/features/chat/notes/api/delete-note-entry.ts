import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type DeleteNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { noteEntriesQueryOptions } from './get-note-entries';

export const deleteNoteEntry = async (payload: DeleteNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.deleteNoteContent, payload);
};

/** Never retried; refreshes the note's entries on success. */
export function useDeleteNoteEntry(mutationConfig: MutationConfig<typeof deleteNoteEntry> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: deleteNoteEntry,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(args[1].note_id).queryKey });
      await onSuccess?.(...args);
    },
  });
}
