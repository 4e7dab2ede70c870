import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/endpoints/chat';
import { addOutgoing, emptyLog, entries, failOutgoing, mergeServer, restoreOutgoing, unsentOf } from './message-log';
import {
  IMAGE_KEEP_LIMIT,
  goneElsewhere,
  parseUnsent,
  roomUnsent,
  textsOnly,
  unsentName,
  updateRoom,
  type UnsentEntry,
} from './unsent-store';

const entry = (key: string, over: Partial<UnsentEntry> = {}): UnsentEntry => ({
  key,
  code: 'r1',
  type: 1,
  content: `text ${key}`,
  created_at: '2026-11-26 10:00:00',
  after: 5,
  state: 'failed',
  ...over,
});

const msg = (id: number, over: Partial<Message> = {}): Message => ({
  message_id: id,
  type: 1,
  content: `m${id}`,
  is_self: 0,
  created_at: '2026-11-26 09:00:00',
  thumbnail: '',
  user_username: 'service01',
  nickname: '',
  username: 'player01',
  member_id: 100,
  room_id: 200,
  code: 'r1',
  transaction_id: null,
  transaction_status: null,
  ...over,
});
const draft = msg(0, { is_self: 1 });

describe('the unsent messages kept in the browser', () => {
  it('are kept under a name of their own for each user', () => {
    expect(unsentName('7')).not.toBe(unsentName('8'));
    expect(unsentName('7')).toContain('7');
  });

  it('read back what was written, and drop what cannot be read', () => {
    const list = [entry('a'), entry('b', { code: 'r2', type: 2, content: 'data:image/jpeg;base64,AAA' })];
    expect(parseUnsent(JSON.stringify(list))).toEqual(list);
    expect(parseUnsent(null)).toEqual([]);
    expect(parseUnsent('{not json')).toEqual([]);
    expect(parseUnsent('{"a":1}')).toEqual([]);
    expect(parseUnsent(JSON.stringify([entry('a'), { key: 'x', content: 3 }, entry('c', { type: 5 as 1 })]))).toEqual([
      entry('a'),
    ]);
  });

  it('give each room its own messages in the order they were written', () => {
    const list = [entry('a'), entry('b', { code: 'r2' }), entry('c')];
    expect(roomUnsent(list, 'r1').map((e) => e.key)).toEqual(['a', 'c']);
    expect(roomUnsent(list, 'r3')).toEqual([]);
  });

  it('add a new message at the end, update one in place and drop one sent or deleted', () => {
    let list = updateRoom([], 'r1', [entry('a', { state: 'sending' })], new Set());
    list = updateRoom(list, 'r1', [entry('a'), entry('b', { state: 'sending' })], new Set(['a']));
    expect(list.map((e) => [e.key, e.state])).toEqual([
      ['a', 'failed'],
      ['b', 'sending'],
    ]);
    // 'a' was sent (it is no longer outgoing): gone; 'b' failed.
    list = updateRoom(list, 'r1', [entry('b')], new Set(['a', 'b']));
    expect(list.map((e) => [e.key, e.state])).toEqual([['b', 'failed']]);
  });

  it("leave other rooms' and other tabs' messages alone", () => {
    const list = [entry('other-room', { code: 'r2' }), entry('other-tab')];
    const next = updateRoom(list, 'r1', [entry('mine')], new Set(['gone']));
    expect(next.map((e) => e.key)).toEqual(['other-room', 'other-tab', 'mine']);
  });

  it('keep small pictures only, and can fall back to texts only', () => {
    const small = entry('small', { type: 2, content: 'x'.repeat(1000) });
    const big = entry('big', { type: 2, content: 'x'.repeat(IMAGE_KEEP_LIMIT + 1) });
    const list = updateRoom([], 'r1', [entry('t'), small, big], new Set());
    expect(list.map((e) => e.key)).toEqual(['t', 'small']);
    expect(textsOnly(list).map((e) => e.key)).toEqual(['t']);
  });
});

describe("another tab's changes", () => {
  it('take away the failed texts this page kept that the stored list no longer holds', () => {
    const failed = [
      { key: 'sent-there', type: 1 },
      { key: 'still-kept', type: 1 },
      { key: 'never-written', type: 1 },
      { key: 'big-picture', type: 2 },
    ];
    const known = new Set(['sent-there', 'still-kept', 'big-picture']);
    expect([...goneElsewhere(failed, known, [entry('still-kept')])]).toEqual(['sent-there']);
    expect(goneElsewhere(failed, known, [entry('sent-there'), entry('still-kept')]).size).toBe(0);
  });
});

describe('the message log after a reload', () => {
  it('keeps what is outgoing as it is written: sending, then failed', () => {
    let log = mergeServer(emptyLog, [msg(5)]);
    log = addOutgoing(log, 'k1', { type: 1, content: 'hello' }, { ...draft, content: 'hello' });
    expect(unsentOf(log.outgoing, 'r1')).toEqual([
      { key: 'k1', code: 'r1', type: 1, content: 'hello', created_at: draft.created_at, after: 5, state: 'sending' },
    ]);
    log = failOutgoing(log, 'k1');
    expect(unsentOf(log.outgoing, 'r1')[0]!.state).toBe('failed');
  });

  it('brings kept messages back as failed, in order, after the server messages', () => {
    const server = mergeServer(emptyLog, [msg(4), msg(5)]);
    const log = restoreOutgoing(server, [entry('a'), entry('b', { state: 'sending' })], draft);
    expect(entries(log).map((e) => [e.key, e.delivery, e.content])).toEqual([
      ['m4', 'sent', 'm4'],
      ['m5', 'sent', 'm5'],
      ['a', 'failed', 'text a'],
      ['b', 'failed', 'text b'],
    ]);
    expect(entries(log)[2]!.created_at).toBe('2026-11-26 10:00:00');
  });

  it('drops one that was being sent when the server holds its copy, each copy matched once', () => {
    const server = mergeServer(emptyLog, [msg(5), msg(6, { is_self: 1, content: 'twice' })]);
    const kept = [
      entry('a', { state: 'sending', content: 'twice' }),
      entry('b', { state: 'sending', content: 'twice' }),
    ];
    const log = restoreOutgoing(server, kept, draft);
    expect(log.outgoing.map((o) => [o.key, o.delivery])).toEqual([['b', 'failed']]);
  });

  it('does not take an older copy, a member message or a failed one for the server copy', () => {
    const server = mergeServer(emptyLog, [
      msg(3, { is_self: 1, content: 'old' }),
      msg(6, { is_self: 0, content: 'member' }),
      msg(7, { is_self: 1, content: 'failed before' }),
    ]);
    const kept = [
      entry('a', { state: 'sending', content: 'old' }),
      entry('b', { state: 'sending', content: 'member' }),
      entry('c', { state: 'failed', content: 'failed before' }),
    ];
    expect(restoreOutgoing(server, kept, draft).outgoing.map((o) => o.key)).toEqual(['a', 'b', 'c']);
  });

  it('does not bring back twice what the log already holds', () => {
    let log = restoreOutgoing(emptyLog, [entry('a')], draft);
    log = restoreOutgoing(log, [entry('a'), entry('b')], draft);
    expect(log.outgoing.map((o) => o.key)).toEqual(['a', 'b']);
  });
});
