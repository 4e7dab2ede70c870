import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type EditNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { noteEntriesQueryOptions } from './get-note-entries';

export const editNoteEntry = async (payload: EditNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.editNoteContent, payload);
};

/** Never retried; refreshes the note's entries on success. */
export function useEditNoteEntry(mutationConfig: MutationConfig<typeof editNoteEntry> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: editNoteEntry,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(args[1].note_id).queryKey });
      await onSuccess?.(...args);
    },
  });
}
