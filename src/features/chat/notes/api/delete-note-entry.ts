import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type DeleteNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { noteEntriesQueryOptions } from './get-note-entries';

export const deleteNoteEntry = async (payload: DeleteNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.deleteNoteContent, payload);
};

/** Refreshes the note's entries on success. */
export const useDeleteNoteEntry = ({ mutationConfig }: MutationHookOptions<typeof deleteNoteEntry> = {}) =>
  useApiMutation(deleteNoteEntry, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(input.note_id).queryKey }),
  });
