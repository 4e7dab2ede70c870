import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type AddNoteContentPayload } from '@/lib/api/endpoints/chat-notes';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { noteEntriesQueryOptions } from './get-note-entries';

export const addNoteEntry = async (payload: AddNoteContentPayload) => {
  await callEndpoint(chatNotesEndpoints.addNoteContent, payload);
};

/** Refreshes the note's entries on success. */
export const useAddNoteEntry = ({ mutationConfig }: MutationHookOptions<typeof addNoteEntry> = {}) =>
  useApiMutation(addNoteEntry, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: noteEntriesQueryOptions(input.note_id).queryKey }),
  });
