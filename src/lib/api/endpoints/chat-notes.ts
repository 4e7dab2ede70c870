import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text, unshownAnswer } from './common';

/**
 * Notebooks of a room and their entries (chat spec sections 2, 3, 7): api/note/* and
 * api/note_content/*. Both lists are asked for in one page of 1000 (spec section 9).
 */

const id = z.coerce.number().int();
const positiveId = z.number().int().positive();
/** Titles and entries must hold something besides spaces (spec section 5: required). */
const required = z.string().trim().min(1);

/** 0 unfinished, 1 finished; anything else the server may send reads as unfinished. */
export const noteStatusSchema = z.union([z.literal(0), z.literal(1)]);
export type NoteStatus = z.infer<typeof noteStatusSchema>;
const status = z.coerce
  .number()
  .catch(0)
  .transform((v): NoteStatus => (v === 1 ? 1 : 0));

export const noteSchema = z.object({
  id,
  room_id: id,
  member_id: id,
  title: text,
  status,
  created_at: text,
  create_user: text,
  update_user: text,
});
export type Note = z.infer<typeof noteSchema>;

export const noteContentSchema = z.object({
  id,
  note_id: id,
  content: text,
  created_at: text,
  create_user: text,
});
export type NoteContent = z.infer<typeof noteContentSchema>;

/**
 * The list answers' data is the array of rows (shape not in the spec); a paginator object holding
 * the rows under `data` is read the same way.
 */
const rows = <T extends z.ZodType>(row: T) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v : v && typeof v === 'object' && 'data' in v ? (v as { data: unknown }).data : []),
    z.array(row),
  );

/** Chat spec section 9: notes and note contents are asked for 1000 at a time, on page 1. */
export const NOTES_PER_PAGE = 1000;

export const noteListQuerySchema = z.object({
  room_id: positiveId,
  page: z.literal(1),
  per_page: z.literal(NOTES_PER_PAGE),
});
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

export const addNotePayloadSchema = z.object({ room_id: positiveId, title: required, status: noteStatusSchema });
export type AddNotePayload = z.infer<typeof addNotePayloadSchema>;

/** room_id is not in the call's field list; the screen sends it too (spec section 7). */
export const editNotePayloadSchema = z.object({
  note_id: positiveId,
  title: required,
  status: noteStatusSchema,
  room_id: positiveId,
});
export type EditNotePayload = z.infer<typeof editNotePayloadSchema>;

export const noteContentListQuerySchema = z.object({
  note_id: positiveId,
  page: z.literal(1),
  per_page: z.literal(NOTES_PER_PAGE),
});
export type NoteContentListQuery = z.infer<typeof noteContentListQuerySchema>;

export const addNoteContentPayloadSchema = z.object({ note_id: positiveId, content: required });
export type AddNoteContentPayload = z.infer<typeof addNoteContentPayloadSchema>;

/** note_id rides along with edit and delete, as the screen sends it (spec section 7). */
export const editNoteContentPayloadSchema = z.object({
  content_id: positiveId,
  content: required,
  note_id: positiveId,
});
export type EditNoteContentPayload = z.infer<typeof editNoteContentPayloadSchema>;

export const deleteNoteContentPayloadSchema = z.object({ content_id: positiveId, note_id: positiveId });
export type DeleteNoteContentPayload = z.infer<typeof deleteNoteContentPayloadSchema>;

export const chatNotesEndpoints = {
  noteList: defineEndpoint('api/note/list', noteListQuerySchema, rows(noteSchema)),
  addNote: defineEndpoint('api/note/add', addNotePayloadSchema, unshownAnswer),
  editNote: defineEndpoint('api/note/edit', editNotePayloadSchema, unshownAnswer),
  noteContentList: defineEndpoint('api/note_content/list', noteContentListQuerySchema, rows(noteContentSchema)),
  addNoteContent: defineEndpoint('api/note_content/add', addNoteContentPayloadSchema, unshownAnswer),
  editNoteContent: defineEndpoint('api/note_content/edit', editNoteContentPayloadSchema, unshownAnswer),
  deleteNoteContent: defineEndpoint('api/note_content/delete', deleteNoteContentPayloadSchema, unshownAnswer),
};
