import { z } from 'zod';
import type { NoteStatus } from '@/lib/api/endpoints/chat-notes';

/** The note dialogs' form: a required title (spec section 5) and the status, kept as the select's value. */
export const noteFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.titleRequired'),
  status: z.enum(['0', '1']),
});
export type NoteForm = z.infer<typeof noteFormSchema>;

/** New notes start unfinished (spec section 4). */
export const emptyNoteForm: NoteForm = { title: '', status: '0' };

export const noteFormOf = (note: { title: string; status: NoteStatus }): NoteForm => ({
  title: note.title,
  status: note.status === 1 ? '1' : '0',
});

export const statusOf = (form: NoteForm): NoteStatus => (form.status === '1' ? 1 : 0);

/** i18n key of a status label. */
export const noteStatusKey = (status: NoteStatus) => (status === 1 ? 'status.finished' : 'status.unfinished');

/** The note entry dialogs' form: the content is required (spec section 5). */
export const noteEntryFormSchema = z.object({
  content: z.string().trim().min(1, 'validation.contentRequired'),
});
export type NoteEntryForm = z.infer<typeof noteEntryFormSchema>;
export const emptyNoteEntryForm: NoteEntryForm = { content: '' };

/** Notebooks and entries as api/note/* answer them, as the notes' screens draw them. */
export type { Note, NoteContent, NoteStatus } from '@/lib/api/endpoints/chat-notes';
