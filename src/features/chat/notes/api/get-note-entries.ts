import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatNotesEndpoints, NOTES_PER_PAGE } from '@/lib/api/endpoints/chat-notes';
import { noteKeys } from './keys';

export const getNoteEntries = (noteId: number, signal?: AbortSignal) =>
  callEndpoint(chatNotesEndpoints.noteContentList, { note_id: noteId, page: 1, per_page: NOTES_PER_PAGE }, { signal });

export const noteEntriesQueryOptions = (noteId: number) =>
  queryOptions({ queryKey: noteKeys.entries(noteId), queryFn: ({ signal }) => getNoteEntries(noteId, signal) });

/** Nothing is asked without a note (noteId null). */
export const useNoteEntries = (noteId: number | null) =>
  useQuery({ ...noteEntriesQueryOptions(noteId ?? 0), enabled: noteId !== null });
