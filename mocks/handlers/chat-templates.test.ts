import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import type { DbState } from '../db/types';
import { signInAs } from '../server/story-session';

const call = (path: string, payload: Record<string, unknown> = {}) =>
  apiCall(path, payload).then(
    (r) => ({ code: r.code, data: r.data as { code: number; message: string } }),
    // A refusal in the envelope itself carries no data.code: the envelope's code and message stand for it.
    (e: { code: number; message: string }) => ({ code: e.code, data: { code: e.code, message: e.message } }),
  );
const list = async () =>
  (await call('api/message-template/list')).data as unknown as { id: number; title: string; type: number }[];
const titles = async () => (await list()).map((t) => t.title);
const stored = (title: string) => db.state.templates.items.find((t) => t.title === title);
const fields = { type: 1, title: 'New greeting', content: 'Hi {member.nickname}', memo: 'memo' };

// Seed (mocks/db/templates-seed.ts): 28 templates of types 1 and 3, agent01's type 2 "Agent handover",
// service01's type 9 "My shift sign-off". admin is user 1 (role 1), agent01 3 (role 2), service01 4
// (role 3), service02 30 (role 3), player01 100 (role 4).
describe('quick message templates (demo backend)', () => {
  beforeEach(() => {
    db.reset();
  });

  it('lists types 1 and 3 to all staff, 2 to agents only and 9 to its owner only, newest first', async () => {
    signInAs(4);
    const service = await list();
    expect(service).toHaveLength(29);
    expect(service.map((t) => t.title)).toContain('My shift sign-off');
    expect(service.map((t) => t.title)).not.toContain('Agent handover');
    expect(service.map((t) => t.id)).toEqual([...service.map((t) => t.id)].sort((a, b) => b - a));
    signInAs(30);
    expect(await titles()).not.toContain('My shift sign-off');
    signInAs(1);
    expect(await list()).toHaveLength(28);
    signInAs(3);
    expect(await titles()).toEqual(expect.arrayContaining(['Agent handover']));
    expect(await titles()).not.toContain('My shift sign-off');
    signInAs(100);
    expect((await call('api/message-template/list')).code).toBe(4030);
  });

  it('creates a template with the signed-in username and UTC times, as the type sent', async () => {
    signInAs(4);
    const answer = await call('api/message-template/create', { ...fields, title: '  New greeting ' });
    expect(answer).toEqual({ code: 1000, data: { code: 1000, message: 'success' } });
    const saved = stored('New greeting')!;
    expect(saved).toMatchObject({ type: 1, content: 'Hi {member.nickname}', memo: 'memo', username: 'service01' });
    expect(saved.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${saved.created_at.replace(' ', 'T')}Z`) - Date.now())).toBeLessThan(60_000);
    expect((await titles())[0]).toBe('New greeting');
  });

  it('answers data.code other than 1000 for the title "fail" and for a title already used, saving nothing', async () => {
    signInAs(4);
    const failed = await call('api/message-template/create', { ...fields, title: 'fail' });
    expect(failed.code).toBe(1000);
    expect(failed.data).toEqual({ code: 5002, message: 'The template could not be saved.' });
    const duplicate = await call('api/message-template/create', { ...fields, title: 'deposit HELP' });
    expect(duplicate.data.code).toBe(5002);
    expect(duplicate.data.message).toContain('already exists');
    expect(await list()).toHaveLength(29);
    // Another user's private title is not theirs to collide with.
    signInAs(30);
    expect((await call('api/message-template/create', { ...fields, title: 'My shift sign-off' })).data.code).toBe(1000);
  });

  it('refuses titles and memos over 50 characters and empty content in the envelope', async () => {
    signInAs(4);
    expect((await call('api/message-template/create', { ...fields, title: 'x'.repeat(51) })).code).toBe(4022);
    expect((await call('api/message-template/create', { ...fields, memo: 'x'.repeat(51) })).code).toBe(4022);
    expect((await call('api/message-template/create', { ...fields, content: '  ' })).code).toBe(4022);
    expect((await call('api/message-template/create', { ...fields, type: 4 })).code).toBe(4022);
    expect((await call('api/message-template/create', { ...fields, title: 'ஆ'.repeat(50) })).data).toMatchObject({
      code: 1000,
    });
  });

  it('updates by targetID, keeping the owner and created_at and moving updated_at', async () => {
    signInAs(1);
    const before = stored('Welcome')!;
    const answer = await call('api/message-template/update', { ...fields, targetID: before.id, title: 'Welcome!' });
    expect(answer.data.code).toBe(1000);
    const after = db.state.templates.items.find((t) => t.id === before.id)!;
    expect(after).toMatchObject({ title: 'Welcome!', username: 'admin', created_at: before.created_at });
    expect(after.updated_at).not.toBe(before.updated_at);
    // Keeping its own title is not a duplicate; another template's title is.
    expect(
      (await call('api/message-template/update', { ...fields, targetID: before.id, title: 'Welcome!' })).data.code,
    ).toBe(1000);
    expect(
      (await call('api/message-template/update', { ...fields, targetID: before.id, title: 'Thank you' })).data.code,
    ).toBe(5002);
    expect(
      (await call('api/message-template/update', { ...fields, targetID: before.id, title: 'fail' })).data.code,
    ).toBe(5002);
  });

  it('changes or deletes only templates the user sees', async () => {
    const secret = stored('My shift sign-off')!.id;
    signInAs(30);
    expect((await call('api/message-template/update', { ...fields, targetID: secret })).data.code).toBe(4040);
    expect((await call('api/message-template/delete', { targetID: secret })).data.code).toBe(4040);
    signInAs(4);
    expect((await call('api/message-template/delete', { targetID: secret })).data).toEqual({
      code: 1000,
      message: 'success',
    });
    expect(stored('My shift sign-off')).toBeUndefined();
    expect((await call('api/message-template/delete', { targetID: secret })).data.code).toBe(4040);
  });

  it('tolerates a saved store from before the templates', async () => {
    db.update((s) => {
      delete (s as Partial<DbState>).templates;
    });
    signInAs(4);
    expect(await list()).toHaveLength(29);
    expect((await call('api/message-template/create', fields)).data.code).toBe(1000);
    expect(db.state.templates.items).toHaveLength(31);
  });
});
