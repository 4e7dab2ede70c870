import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import { signInAs } from '../server/story-session';

const call = (path: string, payload: Record<string, unknown>) =>
  apiCall(path, payload).then(
    (r) => ({ code: r.code, data: r.data as never, message: r.message }),
    (e: { code: number; message: string }) => ({ code: e.code, data: null as never, message: e.message }),
  );
const view = (memberId: number) =>
  call('api/friend/view', { member_id: memberId }).then((r) => r.data as { nickname: string; status: number });
const listed = async (username: string) => {
  const answer = await call('api/friend/list', { status: 1, username, fuzzy: 1, page: 1, per_page: 10 });
  return (answer.data as Array<{ member_id: number; nickname: string }>).map((f) => [f.member_id, f.nickname]);
};

// Seed (mocks/db/chat-seed.ts): agent01 (user 3) has player02 (user 101) among its contacts; admin
// (user 1) has no contact with player02; service01 (user 4) has agent01 (user 3).
describe('contact edit (demo backend)', () => {
  beforeEach(() => {
    db.reset();
  });

  it('stores the nickname (trimmed) and status on the signed-in user’s contact only', async () => {
    signInAs(3);
    const account = db.state.users.find((u) => u.id === 101)!;
    const own = { nickname: account.nickname, status: account.status };
    const answer = await call('api/friend/edit', { member_id: 101, nickname: '  VIP Two  ', status: 1 });
    expect(answer).toMatchObject({ code: 1000, message: 'success' });
    await expect(view(101)).resolves.toMatchObject({ nickname: 'VIP Two', status: 1 });
    await expect(listed('VIP Two')).resolves.toEqual([[101, 'VIP Two']]);
    // The member's account is not the contact.
    expect(db.state.users.find((u) => u.id === 101)).toMatchObject(own);
  });

  it('a disabled contact leaves the list of status 1 but keeps its profile; an empty nickname clears it', async () => {
    signInAs(3);
    expect((await call('api/friend/edit', { member_id: 101, nickname: '', status: 0 })).code).toBe(1000);
    await expect(view(101)).resolves.toMatchObject({ nickname: '', status: 0 });
    await expect(listed('player02')).resolves.toEqual([]);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'Back', status: 1 })).code).toBe(1000);
    await expect(listed('player02')).resolves.toEqual([[101, 'Back']]);
  });

  it('refuses what a strict server refuses and changes nothing', async () => {
    signInAs(3);
    const before = JSON.stringify(db.state.rooms);
    // No contact named: the spec's table alone (nickname, status) cannot say whose contact.
    expect((await call('api/friend/edit', { nickname: 'x', status: 1 })).code).toBe(4022);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'x'.repeat(51), status: 1 })).code).toBe(4022);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'x', status: 2 })).code).toBe(4022);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'x', status: '1' })).code).toBe(4022);
    // Someone else's contact, or nobody's.
    signInAs(1);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'x', status: 1 })).code).toBe(4040);
    signInAs(3);
    // The demo's documented refusal.
    const refused = await call('api/friend/edit', { member_id: 101, nickname: ' fail ', status: 1 });
    expect(refused).toMatchObject({ code: 5002, message: 'The contact could not be saved.' });
    expect(JSON.stringify(db.state.rooms)).toBe(before);
  });

  it('accepts 50 characters', async () => {
    signInAs(3);
    expect((await call('api/friend/edit', { member_id: 101, nickname: 'n'.repeat(50), status: 1 })).code).toBe(1000);
  });
});
