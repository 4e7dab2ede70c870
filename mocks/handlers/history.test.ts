import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { db } from '../db/store';
import { createTransaction } from '../db/factories';
import { signInAs } from '../server/story-session';
import { aggregateSr02 } from './reports';

const query = {
  username: 'player01',
  start_time: '2026-11-20 00:00:00',
  end_time: '2026-11-21 23:59:00',
  page: 1,
  per_page: 1000,
};

describe('demo history and SR02 endpoints', () => {
  it('rejects start/end times not formatted YYYY-MM-DD HH:mm:00', async () => {
    signInAs(1);
    for (const bad of ['2026-11-20T00:00:00', '2026-11-20 00:00:30', '2026-11-20', '2026-02-30 00:00:00']) {
      const error = await apiCall('api/transaction/list', { ...query, start_time: bad }).catch((e: unknown) => e);
      expect(isApiError(error) && error.code).toBe(4022);
    }
  });

  it('filters by username (member or operator) and range, end inclusive to the minute', async () => {
    signInAs(1);
    db.update((s) => {
      s.transactions = [
        createTransaction({ id: 1, created_at: '2026-11-21 23:59:30', member_username: 'player01' }),
        createTransaction({ id: 2, created_at: '2026-11-22 00:00:00', member_username: 'player01' }),
        createTransaction({
          id: 3,
          created_at: '2026-11-20 12:00:00',
          member_username: 'player02',
          user_username: 'player01',
        }),
        createTransaction({
          id: 4,
          created_at: '2026-11-20 12:00:00',
          member_username: 'player02',
          user_username: 'agent01',
        }),
        createTransaction({ id: 5, created_at: '2026-11-19 23:59:59', member_username: 'player01' }),
      ];
    });
    const answer = await apiCall('api/transaction/list', query);
    expect((answer.data as { id: number }[]).map((r) => r.id)).toEqual([1, 3]);
  });

  it('edits the remark of an existing transaction only', async () => {
    signInAs(1);
    db.update((s) => {
      s.transactions = [createTransaction({ id: 9, remark: '' })];
    });
    await apiCall('api/transaction/edit', { transaction_id: 9, remark: 'hello' });
    expect(db.state.transactions[0]?.remark).toBe('hello');
    const error = await apiCall('api/transaction/edit', { transaction_id: 10, remark: 'x' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Transaction not found');
  });

  it('aggregates SR02 per operator: in = types 1 and 3, out = type 2, successful rows of the dates', () => {
    const rows = [
      createTransaction({ user_username: 'agent01', type: 1, amount: '0.1', created_at: '2026-11-20 00:00:00' }),
      createTransaction({ user_username: 'agent01', type: 3, amount: '0.2', created_at: '2026-11-21 23:59:59' }),
      createTransaction({ user_username: 'agent01', type: 2, amount: '0.05', created_at: '2026-11-21 10:00:00' }),
      createTransaction({ user_username: 'agent01', type: 4, amount: '99', created_at: '2026-11-21 10:00:00' }),
      createTransaction({
        user_username: 'agent01',
        type: 1,
        amount: '99',
        status: 0,
        created_at: '2026-11-21 10:00:00',
      }),
      createTransaction({ user_username: 'admin', type: 2, amount: '10', created_at: '2026-11-21 10:00:00' }),
      createTransaction({ user_username: 'admin', type: 1, amount: '10', created_at: '2026-11-22 00:00:00' }),
    ];
    expect(aggregateSr02(rows, { username: '', start_date: '2026-11-20', end_date: '2026-11-21' })).toEqual({
      total_list: [{ total_in: '0.30', total_out: '10.05' }],
      data_list: [
        { username: 'admin', total_in: '0.00', total_out: '10.00' },
        { username: 'agent01', total_in: '0.30', total_out: '0.05' },
      ],
    });
    expect(aggregateSr02(rows, { username: 'nobody', start_date: '2026-11-20', end_date: '2026-11-21' })).toEqual({
      total_list: [],
      data_list: [],
    });
  });

  it('has seeded history that makes the default ranges non-trivial', async () => {
    signInAs(1);
    const sr02 = (await apiCall('api/report/sr02', { username: '', start_date: '2000-01-01', end_date: '2999-12-31' }))
      .data as {
      data_list: unknown[];
    };
    expect(sr02.data_list.length).toBeGreaterThanOrEqual(5);
  });
});
