import Big from 'big.js';
import { endpoints } from '@/lib/api/endpoints';
import type { Sr02Query } from '@/lib/api/endpoints/reports';
import { endpoint, ok } from '../server/endpoint';
import type { DbTransaction } from '../db/types';

/**
 * SR02 of the demo backend. The spec answers "a total list and a data list"; the demo names them
 * `total_list` ([{ total_in, total_out }], one row) and `data_list` ([{ username, total_in, total_out }],
 * one row per operator). Only successful transactions count: total_in sums types 1 (in) and 3 (gift),
 * total_out sums type 2 (out); make-ups (4) are neither. Dates are whole platform days, both inclusive.
 * The agent name filter matches operator usernames containing it (case-insensitive).
 */
const IN_TYPES: ReadonlySet<DbTransaction['type']> = new Set([1, 3]);

type Totals = { in: Big; out: Big };
const money = (b: Big) => b.toFixed(2);

export function aggregateSr02(transactions: DbTransaction[], q: Sr02Query) {
  const name = q.username.toLowerCase();
  const byOperator = new Map<string, Totals>();
  for (const t of transactions) {
    const day = t.created_at.slice(0, 10);
    if (t.status !== 1 || day < q.start_date || day > q.end_date) continue;
    if (name && !t.user_username.toLowerCase().includes(name)) continue;
    const totals = byOperator.get(t.user_username) ?? { in: new Big(0), out: new Big(0) };
    if (IN_TYPES.has(t.type)) totals.in = totals.in.plus(t.amount);
    else if (t.type === 2) totals.out = totals.out.plus(t.amount);
    byOperator.set(t.user_username, totals);
  }
  const data_list = [...byOperator.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([username, totals]) => ({ username, total_in: money(totals.in), total_out: money(totals.out) }));
  const sum = [...byOperator.values()].reduce(
    (acc, totals) => ({ in: acc.in.plus(totals.in), out: acc.out.plus(totals.out) }),
    { in: new Big(0), out: new Big(0) },
  );
  const total_list = data_list.length ? [{ total_in: money(sum.in), total_out: money(sum.out) }] : [];
  return { total_list, data_list };
}

export const reportHandlers = [
  endpoint(endpoints.reportSr02, ({ payload, state }) => ok(aggregateSr02(state.transactions, payload))),
];
