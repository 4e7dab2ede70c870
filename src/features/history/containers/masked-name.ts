import { maskMiddle } from '@/lib/mask';
import type { RedEnvelopeRow, TransactionRow } from '../schemas/history-rows';

/**
 * The account a masked link opened (lib/links/history-links.ts): `username` goes to the server, `shown` is
 * what the page shows in its place, in the search field and in every row that names it, so the
 * page never reads the name the list hid (its text filter and CSV export included).
 */
export type MaskedName = { username: string; shown: string };

export const maskedName = (username: string): MaskedName => ({ username, shown: maskMiddle(username) });

const hide = (value: string, name: MaskedName) => (value === name.username ? name.shown : value);

export const maskTransactions = (rows: TransactionRow[], name: MaskedName | null): TransactionRow[] =>
  name
    ? rows.map((r) => ({
        ...r,
        member_username: hide(r.member_username, name),
        user_username: hide(r.user_username, name),
      }))
    : rows;

export const maskRedEnvelopes = (rows: RedEnvelopeRow[], name: MaskedName | null): RedEnvelopeRow[] =>
  name
    ? rows.map((r) => ({
        ...r,
        self_username: hide(r.self_username, name),
        other_username: hide(r.other_username, name),
      }))
    : rows;
