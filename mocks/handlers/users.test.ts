import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { seedBigList } from '../db/big-list';
import { db } from '../db/store';
import { signInAs } from '../server/story-session';

type Row = { id: number; username: string; role_id: number; status: number };
const list = async (payload: object) => (await apiCall('api/user/list', payload)).data as Row[];
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (isApiError(e) ? e.message : String(e)),
  );

describe('demo backend: api/user/*', () => {
  it('lists only what the viewer manages, by role', async () => {
    signInAs(3);
    const agentView = await list({ role_id: 2, page: 1, per_page: 50000 });
    expect(agentView.length).toBe(24);
    expect(agentView.every((r) => r.username.startsWith('player'))).toBe(true);
    signInAs(1);
    const cs = await list({ role_id: 3, page: 1, per_page: 50000 });
    expect(cs.map((r) => r.username).sort()).toEqual(['service01', 'service02', 'service03', 'service04']);
  });

  it('searches by username and nickname', async () => {
    signInAs(3);
    const found = await list({ username: 'player0', nickname: 'Player 1', page: 1 });
    expect(found.map((r) => r.username)).toEqual(['player01']);
  });

  it('validates a new account: length, characters, uniqueness, matching confirmation', async () => {
    signInAs(1);
    const add = (over: object) =>
      apiCall('api/user/add', {
        username: 'helper7',
        nickname: '',
        password: 'abc123',
        password_confirmation: 'abc123',
        thumbnail: '',
        ...over,
      });
    expect(await failure(add({ username: 'abc' }))).toMatch(/4 to 10/);
    expect(await failure(add({ password: 'ab!23', password_confirmation: 'ab!23' }))).toMatch(/letters or digits/);
    expect(await failure(add({ password_confirmation: 'abc124' }))).toBe('The password confirmation does not match.');
    expect(await failure(add({ username: 'service02' }))).toBe('The username has already been taken.');
    expect((await add({})).message).toBe('created');
  });

  it('freezes with api/user/delete', async () => {
    signInAs(1);
    await apiCall('api/user/delete', { id: 31 });
    expect(db.state.users.find((u) => u.id === 31)?.status).toBe(0);
  });

  it('seeds the big list deterministically and idempotently', () => {
    seedBigList(1000);
    seedBigList(1000);
    const generated = db.state.users.filter((u) => u.id >= 1_000_000);
    expect(generated).toHaveLength(1000);
    expect(generated[0]?.username).toBe('lucky00000');
    expect(new Set(generated.map((u) => u.username)).size).toBe(1000);
  });
});
