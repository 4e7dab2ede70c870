import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, NOTES_PER_PAGE } from '@/lib/api/endpoints/chat-notes';
import { noteKeys } from './keys';

export const getNotes = (roomId: number, signal?: AbortSignal) =>
  callEndpoint(chatNotesEndpoints.noteList, { room_id: roomId, page: 1, per_page: NOTES_PER_PAGE }, { signal });

export const notesQueryOptions = (roomId: number) =>
  queryOptions({ queryKey: noteKeys.list(roomId), queryFn: ({ signal }) => getNotes(roomId, signal) });

/** Nothing is asked without a room (roomId null). */
export const useNotes = (roomId: number | null) =>
  useQuery({ ...notesQueryOptions(roomId ?? 0), enabled: roomId !== null });
