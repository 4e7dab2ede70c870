import { createTransaction } from '@mocks/db/factories';
import type { DbTransaction } from '@mocks/db/types';

/** Fixed dates and rows for the SR02 stories (snapshots must not depend on today's date). */
export const STORY_RANGE = { start: '2026-11-20', end: '2026-11-21' };
/** 2026-11-21 09:30 in Taipei. */
export const storyClock = () => Date.UTC(2026, 10, 21, 1, 30);

const row = (
  id: number,
  user_username: string,
  type: 1 | 2 | 3 | 4,
  amount: string,
  created_at: string,
  status: 0 | 1 = 1,
) => createTransaction({ id, user_username, type, amount, created_at, status });

/** agent01: in 1,500.25 + 200 (gift), out 700.10; admin: in 10,000, out 12,345.67; agent02 only outside the range. */
export const storyTransactions: DbTransaction[] = [
  row(9001, 'agent01', 1, '1500.25', '2026-11-20 08:00:00'),
  row(9002, 'agent01', 3, '200', '2026-11-21 10:00:00'),
  row(9003, 'agent01', 2, '700.10', '2026-11-21 11:00:00'),
  row(9004, 'agent01', 1, '999', '2026-11-21 11:30:00', 0),
  row(9005, 'admin', 1, '10000', '2026-11-20 23:59:59'),
  row(9006, 'admin', 2, '12345.67', '2026-11-21 00:00:00'),
  row(9007, 'admin', 4, '55', '2026-11-21 00:00:00'),
  row(9008, 'agent02', 1, '300', '2026-11-16 12:00:00'),
  row(9009, 'agent02', 2, '120.5', '2026-11-15 12:00:00'),
];
