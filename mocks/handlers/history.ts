import { endpoints } from '@/lib/api/endpoints';
import type { HistoryQuery } from '@/lib/api/endpoints/history';
import { db } from '../db/store';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';

/**
 * History of the demo backend (backoffice spec section 7): api/transaction/list, api/redEnvelope/record
 * and api/transaction/edit. Times are wall-clock strings of the platform's zone. The range is
 * inclusive to the minute: an end_time of "10:05:00" keeps rows stamped 10:05:59.
 */

const inRange = (createdAt: string, q: HistoryQuery) =>
  createdAt >= q.start_time && createdAt.slice(0, 16) <= q.end_time.slice(0, 16);

function pageOf<T>(rows: T[], q: HistoryQuery) {
  const total = rows.length;
  const from = (q.page - 1) * q.per_page;
  return {
    rows: rows.slice(from, from + q.per_page),
    pagination: {
      current_page: q.page,
      per_page: q.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
    },
  };
}

const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const historyHandlers = [
  endpoint(endpoints.transactionList, ({ payload, state }) => {
    const name = payload.username.toLowerCase();
    const rows = state.transactions
      .filter((t) => !name || t.member_username.toLowerCase() === name || t.user_username.toLowerCase() === name)
      .filter((t) => inRange(t.created_at, payload))
      .sort(newestFirst)
      .map(({ id, created_at, type, member_username, member_nickname, amount, status, user_username, remark }) => ({
        created_at,
        id,
        type,
        member_username,
        member_nickname,
        amount,
        status,
        user_username,
        remark,
      }));
    const { rows: page, pagination } = pageOf(rows, payload);
    return ok(page, 'success', pagination);
  }),

  endpoint(endpoints.redEnvelopeRecord, ({ payload, state }) => {
    const name = payload.username.toLowerCase();
    const rows = state.redEnvelopes
      .filter((r) => !name || r.self_username.toLowerCase() === name || r.other_username.toLowerCase() === name)
      .filter((r) => inRange(r.created_at, payload))
      .sort(newestFirst);
    const { rows: page, pagination } = pageOf(rows, payload);
    return ok(page, 'success', pagination);
  }),

  endpoint(endpoints.transactionEdit, ({ payload, state }) => {
    if (!state.transactions.some((t) => t.id === payload.transaction_id))
      return fail(MOCK_CODE.notFound, 'Transaction not found');
    db.update((s) => {
      const row = s.transactions.find((t) => t.id === payload.transaction_id);
      if (row) row.remark = payload.remark.trim();
    });
    return ok(null, 'edited');
  }),
];
