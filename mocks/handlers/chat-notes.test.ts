import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import type { DbState } from '../db/types';
import { signInAs } from '../server/story-session';

const call = (path: string, payload: Record<string, unknown>) =>
  apiCall(path, payload).then(
    (r) => ({ code: r.code, data: r.data as never, pagination: r.pagination }),
    (e: { code: number; message: string }) => ({ code: e.code, data: e.message as never, pagination: undefined }),
  );
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// Seed (mocks/db/notes-seed.ts): room 200 (agent01 and player01) has 4 notes, 9001 with 32 entries;
// room 202 none; room 212 is service01's, 213 admin's. agent01 is user 3, service01 4, admin 1.
describe('chat notes (demo backend)', () => {
  beforeEach(() => {
    db.reset();
  });

  it('lists a room’s notes newest first, in one page of 1000', async () => {
    signInAs(3);
    const answer = await call('api/note/list', { room_id: 200, page: 1, per_page: 1000 });
    expect(answer.code).toBe(1000);
    const notes = answer.data as Array<{ id: number; title: string; status: number; member_id: number }>;
    expect(notes.map((n) => n.id)).toEqual([9004, 9003, 9002, 9001]);
    expect(notes[3]).toMatchObject({
      title: 'Withdrawal follow-up',
      status: 0,
      member_id: 100,
      create_user: 'agent01',
    });
    expect(answer.pagination).toMatchObject({ total: 4, per_page: 1000 });
    expect((await call('api/note/list', { room_id: 202, page: 1, per_page: 1000 })).data).toEqual([]);
  });

  it('keeps notebooks to the room’s staff user and admins', async () => {
    signInAs(3);
    expect((await call('api/note/list', { room_id: 212, page: 1, per_page: 1000 })).code).toBe(4030);
    expect((await call('api/note/list', { room_id: 999, page: 1, per_page: 1000 })).code).toBe(4040);
    expect((await call('api/note_content/list', { note_id: 9007, page: 1, per_page: 1000 })).code).toBe(4030);
    signInAs(1);
    expect((await call('api/note/list', { room_id: 212, page: 1, per_page: 1000 })).code).toBe(1000);
  });

  it('adds a note stamped with the signed-in user and the platform time, then edits it both ways', async () => {
    signInAs(4);
    const added = await call('api/note/add', { room_id: 212, title: '  Call back  ', status: 0 });
    expect(added.code).toBe(1000);
    const note = db.state.notes.notes.at(-1)!;
    expect(note).toMatchObject({
      room_id: 212,
      member_id: 111,
      title: 'Call back',
      status: 0,
      create_user: 'service01',
      update_user: '',
    });
    expect(note.created_at).toMatch(STAMP);

    const edit = { note_id: note.id, title: 'Called back', status: 1, room_id: 212 };
    expect((await call('api/note/edit', edit)).code).toBe(1000);
    expect(db.state.notes.notes.at(-1)).toMatchObject({ title: 'Called back', status: 1, update_user: 'service01' });
    expect((await call('api/note/edit', { ...edit, status: 0 })).code).toBe(1000);
    expect(db.state.notes.notes.at(-1)?.status).toBe(0);
    expect((await call('api/note/edit', { ...edit, room_id: 213 })).code).toBe(4040);
  });

  it('refuses an empty or too long title and an unknown status', async () => {
    signInAs(4);
    expect((await call('api/note/add', { room_id: 212, title: '   ', status: 0 })).code).toBe(4022);
    expect((await call('api/note/add', { room_id: 212, title: 'x'.repeat(256), status: 0 })).code).toBe(4022);
    expect((await call('api/note/add', { room_id: 212, title: 'ok', status: 2 })).code).toBe(4022);
    expect((await call('api/note/edit', { note_id: 9007, title: '', status: 1, room_id: 212 })).code).toBe(4022);
  });

  it('lists, adds, edits and deletes the entries of a note', async () => {
    signInAs(3);
    const list = async () =>
      (await call('api/note_content/list', { note_id: 9001, page: 1, per_page: 1000 })).data as Array<{
        id: number;
        content: string;
      }>;
    expect(await list()).toHaveLength(32);

    expect((await call('api/note_content/add', { note_id: 9001, content: 'Paid out' })).code).toBe(1000);
    const entry = db.state.notes.contents.at(-1)!;
    expect(entry).toMatchObject({ note_id: 9001, content: 'Paid out', create_user: 'agent01' });
    expect(entry.created_at).toMatch(STAMP);
    expect((await list())[0]?.content).toBe('Paid out');

    expect(
      (await call('api/note_content/edit', { content_id: entry.id, content: 'Paid out in full', note_id: 9001 })).code,
    ).toBe(1000);
    expect(db.state.notes.contents.find((c) => c.id === entry.id)?.content).toBe('Paid out in full');
    expect((await call('api/note_content/edit', { content_id: entry.id, content: '', note_id: 9001 })).code).toBe(4022);
    expect((await call('api/note_content/edit', { content_id: entry.id, content: 'x', note_id: 9002 })).code).toBe(
      4040,
    );

    expect((await call('api/note_content/delete', { content_id: entry.id, note_id: 9001 })).code).toBe(1000);
    expect(await list()).toHaveLength(32);
    expect((await call('api/note_content/delete', { content_id: entry.id, note_id: 9001 })).code).toBe(4040);
  });

  it('serves a store saved before the notebooks from the seed', async () => {
    db.update((s) => {
      delete (s as Partial<DbState>).notes;
    });
    signInAs(3);
    expect(((await call('api/note/list', { room_id: 200, page: 1, per_page: 1000 })).data as unknown[]).length).toBe(4);
    expect((await call('api/note/add', { room_id: 200, title: 'New', status: 0 })).code).toBe(1000);
    expect(db.state.notes.notes).toHaveLength(14);
  });
});
