import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type EditNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { noteEntriesQueryOptions } from './get-note-entries';

export const editNoteEntry = async (payload: EditNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.editNoteContent, payload);
};

/** Refreshes the note's entries on success. */
export const useEditNoteEntry = ({ mutationConfig }: MutationHookOptions<typeof editNoteEntry> = {}) =>
  useApiMutation(editNoteEntry, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(input.note_id).queryKey }),
  });
