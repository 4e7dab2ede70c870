import { db } from './store';
import { createUser } from './factories';
import type { DbUser } from './types';

/** First id of the generated accounts (clear of the seed's ids and of db.nextId()). */
export const BIG_LIST_FIRST_ID = 1_000_000;

const WORDS = ['lucky', 'dragon', 'tiger', 'jade', 'lotus', 'star', 'river', 'cloud', 'pearl', 'maple'];

/** Deterministic generated role-2 account n (0-based): same input, same account, on every machine. */
export function bigListUser(n: number, parentId = 1): DbUser {
  const id = BIG_LIST_FIRST_ID + n;
  // A multiplicative hash spreads balances and flags without randomness.
  const h = (n * 2654435761) >>> 0;
  return createUser({
    id,
    role_id: 2,
    username: `${WORDS[n % WORDS.length]}${String(n).padStart(5, '0')}`.slice(0, 10),
    nickname: `${WORDS[(n >> 3) % WORDS.length]} ${n}`,
    balance: `${h % 1_000_000}.${String(h % 97).padStart(2, '0')}`,
    limit_of_credit: h % 11 === 0 ? '-1' : '1000000',
    used_credit: '0',
    game_wallet: `${h % 5000}.00`,
    is_sub: h % 7 === 0 ? 1 : 0,
    status: h % 13 === 0 ? 0 : 1,
    withdraw_confirm: h % 2 === 0 ? 1 : 0,
    parent_id: parentId,
    member_id: 2_000_000 + n,
    created_at: '2026-11-01 09:00:00',
  });
}

/**
 * Adds `count` generated role-2 accounts (the big-list case of issue 3), replacing any generated
 * before, so calling it twice leaves exactly `count`. Usable from the browser demo
 * (?demoUsers=50000), stories, tests and the benchmark.
 */
export function seedBigList(count: number): void {
  db.update((s) => {
    s.users = s.users.filter((u) => u.id < BIG_LIST_FIRST_ID);
    for (let n = 0; n < count; n++) s.users.push(bigListUser(n));
  });
}
