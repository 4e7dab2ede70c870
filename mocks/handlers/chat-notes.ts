import type { HttpHandler } from 'msw';
import { chatNotesEndpoints as api } from '@/lib/api/endpoints/chat-notes';
import { seedNotes, type DbNote, type DbNotesState } from '../db/notes-seed';
import { db } from '../db/store';
import type { DbState, DbUser } from '../db/types';
import { platformStamp } from '../server/clock';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok, type Reply } from '../server/endpoint';

/**
 * Notebooks and note entries of the demo backend (api/note/*, api/note_content/*). A room's notes
 * are open to its staff user and to admins (role 1). create_user / update_user are the signed-in
 * staff user's username; times are the platform's wall clock. Lists are newest first.
 */

/** The server's own limit (the spec shows none): longer titles or entries are refused with 4022. */
export const NOTE_TEXT_MAX = 255;

/** A saved demo store from before the notebooks has no notes part: it starts from the seed. */
const notesOf = (state: DbState): DbNotesState => (state as Partial<DbState>).notes ?? seedNotes().notes;

function updateNotes<T>(change: (notes: DbNotesState) => T): T {
  return db.update((s) => {
    const saved = s as Partial<DbState>;
    saved.notes ??= seedNotes().notes;
    return change(s.notes);
  });
}

const notFound = () => fail(MOCK_CODE.notFound, 'Not Found');
const forbidden = () => fail(MOCK_CODE.forbidden, 'Insufficient authority');
const tooLong = (field: string) =>
  fail(MOCK_CODE.validation, `The ${field} may not be greater than ${NOTE_TEXT_MAX} characters.`);
const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The room when the user may keep its notebook, or the reply refusing it. */
function openRoom(state: DbState, user: DbUser, roomId: number): { member_id: number } | Reply {
  const room = state.rooms.find((r) => r.id === roomId);
  if (!room) return notFound();
  if (room.staff_id !== user.id && user.role_id !== 1) return forbidden();
  return { member_id: room.partner_id };
}

/** The note when the user may open it, or the reply refusing it. */
function openNote(state: DbState, user: DbUser, noteId: number): DbNote | Reply {
  const note = notesOf(state).notes.find((n) => n.id === noteId);
  if (!note) return notFound();
  const room = openRoom(state, user, note.room_id);
  return 'code' in room ? room : note;
}

const isReply = (value: object): value is Reply => 'code' in value;
const page = (total: number, per_page: number) => ({ total, current_page: 1, per_page, last_page: 1 });

export const chatNotesHandlers: HttpHandler[] = [
  endpoint(api.noteList, ({ payload, state, user }) => {
    const room = openRoom(state, user, payload.room_id);
    if (isReply(room)) return room;
    const rows = notesOf(state)
      .notes.filter((n) => n.room_id === payload.room_id)
      .sort(newestFirst)
      .slice(0, payload.per_page);
    return ok(rows, 'success', page(rows.length, payload.per_page));
  }),

  endpoint(api.addNote, ({ payload, state, user }) => {
    const room = openRoom(state, user, payload.room_id);
    if (isReply(room)) return room;
    if (payload.title.length > NOTE_TEXT_MAX) return tooLong('title');
    const note: DbNote = {
      id: db.nextId(),
      room_id: payload.room_id,
      member_id: room.member_id,
      title: payload.title,
      status: payload.status,
      created_at: platformStamp(),
      create_user: user.username,
      update_user: '',
    };
    updateNotes((n) => n.notes.push(note));
    return ok(note, 'success');
  }),

  endpoint(api.editNote, ({ payload, state, user }) => {
    const note = openNote(state, user, payload.note_id);
    if (isReply(note)) return note;
    if (note.room_id !== payload.room_id) return notFound();
    if (payload.title.length > NOTE_TEXT_MAX) return tooLong('title');
    const saved = updateNotes((n) => {
      const row = n.notes.find((r) => r.id === payload.note_id)!;
      Object.assign(row, { title: payload.title, status: payload.status, update_user: user.username });
      return { ...row };
    });
    return ok(saved, 'success');
  }),

  endpoint(api.noteContentList, ({ payload, state, user }) => {
    const note = openNote(state, user, payload.note_id);
    if (isReply(note)) return note;
    const rows = notesOf(state)
      .contents.filter((c) => c.note_id === payload.note_id)
      .sort(newestFirst)
      .slice(0, payload.per_page);
    return ok(rows, 'success', page(rows.length, payload.per_page));
  }),

  endpoint(api.addNoteContent, ({ payload, state, user }) => {
    const note = openNote(state, user, payload.note_id);
    if (isReply(note)) return note;
    if (payload.content.length > NOTE_TEXT_MAX) return tooLong('content');
    const entry = {
      id: db.nextId(),
      note_id: payload.note_id,
      content: payload.content,
      created_at: platformStamp(),
      create_user: user.username,
    };
    updateNotes((n) => n.contents.push(entry));
    return ok(entry, 'success');
  }),

  endpoint(api.editNoteContent, ({ payload, state, user }) => {
    const note = openNote(state, user, payload.note_id);
    if (isReply(note)) return note;
    if (!notesOf(state).contents.some((c) => c.id === payload.content_id && c.note_id === payload.note_id))
      return notFound();
    if (payload.content.length > NOTE_TEXT_MAX) return tooLong('content');
    const saved = updateNotes((n) => {
      const row = n.contents.find((c) => c.id === payload.content_id)!;
      row.content = payload.content;
      return { ...row };
    });
    return ok(saved, 'success');
  }),

  endpoint(api.deleteNoteContent, ({ payload, state, user }) => {
    const note = openNote(state, user, payload.note_id);
    if (isReply(note)) return note;
    if (!notesOf(state).contents.some((c) => c.id === payload.content_id && c.note_id === payload.note_id))
      return notFound();
    updateNotes((n) => {
      n.contents = n.contents.filter((c) => c.id !== payload.content_id);
    });
    return ok(null, 'success');
  }),
];
