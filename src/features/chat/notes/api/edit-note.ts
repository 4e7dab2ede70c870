import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type EditNotePayload } from '@/lib/api/endpoints/chat-notes';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { notesQueryOptions } from './get-notes';

export const editNote = async (payload: EditNotePayload) => {
  await callEndpoint(chatNotesEndpoints.editNote, payload);
};

/** Refreshes the room's notes on success. */
export const useEditNote = ({ mutationConfig }: MutationHookOptions<typeof editNote> = {}) =>
  useApiMutation(editNote, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: notesQueryOptions(input.room_id).queryKey }),
  });
