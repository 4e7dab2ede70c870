import { afterEach, describe, expect, it } from 'vitest';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { callEndpoint } from '@/lib/api/client';
import { signInAs } from '../server/story-session';
import { seedBusyDesk } from './busy-desk';
import { db } from './store';

const agentId = () => db.state.users.find((u) => u.username === 'agent01')!.id;

describe('?demoRooms: the busy desk', () => {
  afterEach(() => db.reset());

  it('gives the signed-in staff user that many more rooms, listed by api/room/list with their last message', async () => {
    signInAs(agentId());
    const before = await callEndpoint(chatEndpoints.roomList, { status: 1 });
    seedBusyDesk(300);
    const rooms = await callEndpoint(chatEndpoints.roomList, { status: 1 });
    expect(rooms.length).toBe(before.length + 300);
    const generated = rooms.filter((r) => r.code.startsWith('r-gen-agent01-'));
    expect(generated).toHaveLength(300);
    expect(generated.every((r) => r.message_content !== '' && r.username.startsWith('gm'))).toBe(true);
    expect(generated.filter((r) => r.message_read === 0)).toHaveLength(60);
  });

  it('replaces what it generated before, and a member message in a generated room counts as unread', async () => {
    seedBusyDesk(10);
    seedBusyDesk(20);
    signInAs(agentId());
    const rooms = await callEndpoint(chatEndpoints.roomList, { status: 1 });
    expect(rooms.filter((r) => r.code.startsWith('r-gen-agent01-'))).toHaveLength(20);
    const { memberSends } = await import('../server/chat-events');
    memberSends('r-gen-agent01-1', 'New one');
    const after = await callEndpoint(chatEndpoints.roomList, { status: 1 });
    expect(after[0]).toMatchObject({ code: 'r-gen-agent01-1', message_content: 'New one', message_read: 0 });
  });

  it('is kept in memory only: the demo data saved in the browser holds none of it', () => {
    db.enablePersistence();
    seedBusyDesk(5);
    expect(db.state.rooms.some((r) => r.code.startsWith('r-gen-'))).toBe(true);
    const saved = JSON.parse(localStorage.getItem('demo.db')!) as typeof db.state;
    expect(saved.rooms.some((r) => r.code.startsWith('r-gen-'))).toBe(false);
    expect(saved.users.some((u) => u.username.startsWith('gm0'))).toBe(false);
    expect(saved.rooms.length).toBeGreaterThan(0);
  });
});

describe('the demo backend of several tabs', () => {
  afterEach(() => db.reset());

  it("serves what another tab's backend saved, from the next call on, and keeps this tab's generated rooms", () => {
    db.enablePersistence();
    seedBusyDesk(3);
    const generated = db.state.rooms.filter((r) => r.code.startsWith('r-gen-')).length;
    expect(generated).toBeGreaterThan(0);
    const other = JSON.parse(localStorage.getItem('demo.db')!) as typeof db.state;
    const room = other.rooms.find((r) => !r.code.startsWith('r-gen-'))!;
    room.name = 'Renamed in another tab';
    window.dispatchEvent(new StorageEvent('storage', { key: 'demo.db', newValue: JSON.stringify(other) }));
    const served = db.state.rooms.find((r) => r.code === room.code)!;
    expect(served.name).toBe('Renamed in another tab');
    expect(db.state.rooms.filter((r) => r.code.startsWith('r-gen-'))).toHaveLength(generated);
  });

  it('keeps its own data when another tab saved something unreadable', () => {
    db.enablePersistence();
    const before = db.state.rooms.length;
    window.dispatchEvent(new StorageEvent('storage', { key: 'demo.db', newValue: '{"half":' }));
    expect(db.state.rooms).toHaveLength(before);
  });
});
