import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, type AddNotePayload } from '@/lib/api/endpoints/chat-notes';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { notesQueryOptions } from './get-notes';

export const addNote = async (payload: AddNotePayload) => {
  await callEndpoint(chatNotesEndpoints.addNote, payload);
};

/** Refreshes the room's notes on success. */
export const useAddNote = ({ mutationConfig }: MutationHookOptions<typeof addNote> = {}) =>
  useApiMutation(addNote, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: notesQueryOptions(input.room_id).queryKey }),
  });
