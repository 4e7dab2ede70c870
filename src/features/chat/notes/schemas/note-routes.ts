/**
 * Route parameters of the notebook pages. Ids must be positive whole numbers; anything else counts
 * as missing, so nothing is asked of the server with a broken address.
 */
export const positiveId = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

export type NoteListParams = { roomId: number; memberId: number };
export type NoteEntriesParams = { noteId: number; memberId: number; title: string };

export function noteListParams(params: { room_id?: string; member_id?: string }): NoteListParams | null {
  const roomId = positiveId(params.room_id);
  const memberId = positiveId(params.member_id);
  return roomId === null || memberId === null ? null : { roomId, memberId };
}

export function noteEntriesParams(params: {
  note_id?: string;
  member_id?: string;
  title?: string;
}): NoteEntriesParams | null {
  const noteId = positiveId(params.note_id);
  const memberId = positiveId(params.member_id);
  const title = params.title?.trim() ?? '';
  return noteId === null || memberId === null || title === '' ? null : { noteId, memberId, title };
}
