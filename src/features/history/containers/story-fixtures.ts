import { createRedEnvelope, createTransaction } from '@mocks/db/factories';
import type { DbRedEnvelope, DbTransaction } from '@mocks/db/types';

/** Fixed rows and clock for the history stories (snapshots must not depend on today's date). */
export const STORY_RANGE = { start: '2026-11-20T09:30', end: '2026-11-21T09:30' };
/** 2026-11-21 09:30 in Taipei. */
export const STORY_NOW = Date.UTC(2026, 10, 21, 1, 30);
export const storyClock = () => STORY_NOW;

const member = { member_id: 100, member_username: 'player01', member_nickname: 'Player 1' };

export const storyTransactions: DbTransaction[] = [
  createTransaction({
    ...member,
    id: 7101,
    created_at: '2026-11-21 09:05:00',
    type: 1,
    amount: '1250000.5',
    status: 1,
    user_username: 'agent01',
    remark: 'Deposit via bank',
  }),
  createTransaction({
    ...member,
    id: 7102,
    created_at: '2026-11-21 07:40:00',
    type: 2,
    amount: '300',
    status: 4,
    user_username: 'agent01',
    remark: 'Withdrawal',
  }),
  createTransaction({
    ...member,
    id: 7103,
    created_at: '2026-11-21 02:15:00',
    type: 3,
    amount: '88.88',
    status: 0,
    user_username: 'admin',
    remark: '',
  }),
  createTransaction({
    ...member,
    id: 7104,
    created_at: '2026-11-20 22:30:00',
    type: 4,
    amount: '42',
    status: 2,
    user_username: 'admin',
    remark: 'Correction',
  }),
  createTransaction({
    ...member,
    id: 7105,
    created_at: '2026-11-20 11:00:00',
    type: 1,
    amount: '5000',
    status: 3,
    user_username: 'service01',
    remark: 'Promotion',
  }),
  // Outside the story range: never shown.
  createTransaction({ ...member, id: 7106, created_at: '2026-11-19 11:00:00', type: 1, amount: '1', status: 1 }),
];

export const storyRedEnvelopes: DbRedEnvelope[] = [
  createRedEnvelope({
    id: 8801,
    created_at: '2026-11-21 08:00:00',
    type: 1,
    self_username: 'player01',
    other_username: 'agent01',
    amount: '66.6',
  }),
  createRedEnvelope({
    id: 8802,
    created_at: '2026-11-20 20:00:00',
    type: 2,
    self_username: 'agent01',
    other_username: 'player01',
    amount: '1888',
  }),
];
