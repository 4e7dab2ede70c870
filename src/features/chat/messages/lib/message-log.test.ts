import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/endpoints/chat';
import {
  addOutgoing,
  confirmOutgoing,
  emptyLog,
  entries,
  failOutgoing,
  lastReceived,
  mergeServer,
  removeOutgoing,
  retryOutgoing,
} from './message-log';

const msg = (id: number, over: Partial<Message> = {}): Message => ({
  message_id: id,
  type: 1,
  content: `m${id}`,
  is_self: 0,
  created_at: '2026-11-23 10:00:00',
  thumbnail: '',
  user_username: 'player01',
  nickname: '',
  username: 'player01',
  member_id: 100,
  room_id: 200,
  code: 'r1',
  transaction_id: null,
  transaction_status: null,
  ...over,
});

const ids = (log: typeof emptyLog) => entries(log).map((e) => e.message_id);
const keys = (log: typeof emptyLog) => entries(log).map((e) => e.key);

describe('the message log of a room', () => {
  it('keeps each message once whatever the order and overlap of the sources', () => {
    let log = mergeServer(emptyLog, [msg(3), msg(4), msg(5)]);
    log = mergeServer(log, [msg(1), msg(2), msg(3)]); // an older page overlapping by one
    log = mergeServer(log, [msg(5), msg(6)]); // a catch-up overlapping the newest
    log = mergeServer(log, [msg(6)]); // the socket's copy of the same message
    expect(ids(log)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(keys(log)).size).toBe(6);
  });

  it('shows a sent message at once and keeps its key when the server confirms it', () => {
    let log = mergeServer(emptyLog, [msg(1)]);
    log = addOutgoing(log, 'local-1', { type: 1, content: 'hello' }, msg(0, { content: 'hello', is_self: 1 }));
    expect(entries(log).map((e) => [e.key, e.delivery])).toEqual([
      ['m1', 'sent'],
      ['local-1', 'sending'],
    ]);
    log = confirmOutgoing(log, 'local-1', msg(7, { content: 'hello', is_self: 1 }));
    expect(entries(log).map((e) => [e.key, e.message_id, e.delivery])).toEqual([
      ['m1', 1, 'sent'],
      ['local-1', 7, 'sent'],
    ]);
    // The socket brings the same message afterwards: still once, same key.
    log = mergeServer(log, [msg(7, { content: 'hello', is_self: 1 })]);
    expect(keys(log)).toEqual(['m1', 'local-1']);
  });

  it('never shows an own message twice when the socket copy arrives before the send answer', () => {
    let log = addOutgoing(emptyLog, 'local-1', { type: 1, content: 'hi' }, msg(0, { content: 'hi', is_self: 1 }));
    log = mergeServer(log, [msg(9, { content: 'hi', is_self: 1 })]);
    expect(entries(log).map((e) => [e.key, e.message_id, e.delivery])).toEqual([['local-1', 9, 'sent']]);
    log = confirmOutgoing(log, 'local-1', msg(9, { content: 'hi', is_self: 1 }));
    expect(keys(log)).toEqual(['local-1']);
  });

  it('sorts out twin messages whose copies cross', () => {
    let log = addOutgoing(emptyLog, 'a', { type: 1, content: 'ok' }, msg(0, { content: 'ok', is_self: 1 }));
    log = addOutgoing(log, 'b', { type: 1, content: 'ok' }, msg(0, { content: 'ok', is_self: 1 }));
    log = mergeServer(log, [msg(2, { content: 'ok', is_self: 1 })]); // b's copy, matched to a
    log = confirmOutgoing(log, 'a', msg(1, { content: 'ok', is_self: 1 }));
    log = confirmOutgoing(log, 'b', msg(2, { content: 'ok', is_self: 1 }));
    expect(entries(log).map((e) => [e.key, e.message_id])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('keeps a failed message with its text until it is retried or deleted', () => {
    let log = addOutgoing(emptyLog, 'x', { type: 1, content: 'lost' }, msg(0, { content: 'lost', is_self: 1 }));
    log = failOutgoing(log, 'x');
    expect(entries(log)[0]).toMatchObject({ key: 'x', delivery: 'failed', content: 'lost' });
    log = retryOutgoing(log, 'x');
    expect(entries(log)[0]?.delivery).toBe('sending');
    log = removeOutgoing(failOutgoing(log, 'x'), 'x');
    expect(entries(log)).toEqual([]);
  });

  it('knows the newest message from the other side', () => {
    const log = mergeServer(emptyLog, [msg(1), msg(2, { is_self: 1 }), msg(3), msg(4, { is_self: 1 })]);
    expect(lastReceived(log)?.message_id).toBe(3);
  });
});

describe('matching a socket copy to a message being sent', () => {
  it('does not take an older message of the same text from a history page for it', () => {
    let log = mergeServer(emptyLog, [msg(50)]);
    log = addOutgoing(log, 'x', { type: 1, content: 'ok' }, msg(0, { content: 'ok', is_self: 1 }));
    log = mergeServer(log, [msg(10, { content: 'ok', is_self: 1 })]);
    expect(entries(log).map((e) => [e.key, e.delivery])).toEqual([
      ['m10', 'sent'],
      ['m50', 'sent'],
      ['x', 'sending'],
    ]);
  });
});
