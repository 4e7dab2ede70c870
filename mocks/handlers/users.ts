import { endpoints } from '@/lib/api/endpoints';
import { createUser } from '../db/factories';
import { db } from '../db/store';
import type { DbUser } from '../db/types';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';

const USERNAME = /^.{4,10}$/;
const PASSWORD = /^[A-Za-z0-9]{4,15}$/;
const IMAGE = /^data:image\/[a-z0-9.+-]+;base64,/i;

/** The managed-account fields of spec section 3, as api/user/list answers them. */
export function managedAccount(u: DbUser) {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    status: u.status,
    withdraw_confirm: u.withdraw_confirm,
    thumbnail: u.thumbnail,
    limit_of_credit: u.limit_of_credit,
    used_credit: u.used_credit,
    balance: u.balance,
    game_wallet: u.game_wallet,
    is_sub: u.is_sub,
    role_id: u.role_id,
  };
}

/**
 * Who manages whom in the demo: an administrator sees every account, an agent the accounts under
 * it, customer service the agents' and users' accounts. Nobody lists themselves.
 */
export function mayManage(viewer: DbUser, target: DbUser): boolean {
  if (viewer.id === target.id) return false;
  if (viewer.role_id === 1) return true;
  if (viewer.role_id === 2) return target.parent_id === viewer.id;
  if (viewer.role_id === 3) return target.role_id === 2 || target.role_id === 4;
  return false;
}

/** The spec asks for role_id 2 on /agent and /user (agents and their users) and 3 on /customer_service. */
const roleMatches = (requested: number, target: DbUser) =>
  requested === 3 ? target.role_id === 3 : target.role_id === 2 || target.role_id === 4;

const passwordRules = (password: string | undefined, confirmation: string | undefined): string | null => {
  if (password === undefined && confirmation === undefined) return null;
  if (!password || !PASSWORD.test(password)) return 'The password must be 4 to 15 letters or digits.';
  if (password !== confirmation) return 'The password confirmation does not match.';
  return null;
};

/** The demo server's own page size for a name search, which names none. */
const SEARCH_PAGE_SIZE = 1000;

export const userHandlers = [
  endpoint(endpoints.userList, ({ payload, user, state }) => {
    const visible = state.users.filter((u) => mayManage(user, u));
    const rows =
      'role_id' in payload
        ? visible.filter((u) => roleMatches(payload.role_id, u))
        : visible.filter(
            (u) =>
              u.username.toLowerCase().includes(payload.username.trim().toLowerCase()) &&
              u.nickname.toLowerCase().includes(payload.nickname.trim().toLowerCase()),
          );
    // The name search sends no per_page (spec section 7): the server pages it by its own size.
    const perPage = 'per_page' in payload ? payload.per_page : SEARCH_PAGE_SIZE;
    const page = Math.max(1, payload.page);
    const slice = rows.slice((page - 1) * perPage, page * perPage);
    return ok(slice.map(managedAccount), 'success', { total: rows.length, page, per_page: perPage });
  }),

  endpoint(endpoints.userAdd, ({ payload, user, state }) => {
    // The add button exists only on the customer-service page, which only administrators reach.
    if (user.role_id !== 1) return fail(MOCK_CODE.forbidden, 'noAuthority');
    const username = payload.username.trim();
    if (!USERNAME.test(username)) return fail(MOCK_CODE.validation, 'The username must be 4 to 10 characters.');
    if (state.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
      return fail(MOCK_CODE.validation, 'The username has already been taken.');
    const problem = passwordRules(payload.password, payload.password_confirmation);
    if (problem) return fail(MOCK_CODE.validation, problem);
    if (payload.thumbnail && !IMAGE.test(payload.thumbnail))
      return fail(MOCK_CODE.validation, 'The thumbnail must be an image.');
    const id = db.nextId();
    const created = createUser({
      id,
      role_id: 3,
      username,
      password: payload.password,
      nickname: payload.nickname.trim(),
      thumbnail: payload.thumbnail,
      balance: '0',
      limit_of_credit: '-1',
      parent_id: user.id,
      created_at: '2026-11-21 12:00:00',
    });
    db.update((s) => void s.users.push(created));
    return ok(managedAccount(created), 'created');
  }),

  endpoint(endpoints.userEdit, ({ payload, user, state }) => {
    const target = state.users.find((u) => u.id === payload.id);
    const self = target?.id === user.id;
    if (!target || (!self && !mayManage(user, target))) return fail(MOCK_CODE.notFound, 'Account not found');
    const problem = passwordRules(payload.password || undefined, payload.password_confirmation || undefined);
    if (problem) return fail(MOCK_CODE.validation, problem);
    if (payload.thumbnail && !IMAGE.test(payload.thumbnail))
      return fail(MOCK_CODE.validation, 'The thumbnail must be an image.');
    if (self && payload.status !== undefined) return fail(MOCK_CODE.validation, 'You cannot change your own status.');
    db.update(() => {
      if (payload.nickname !== undefined) target.nickname = payload.nickname.trim();
      if (payload.password) target.password = payload.password;
      if (payload.thumbnail) target.thumbnail = payload.thumbnail;
      if (payload.status !== undefined) target.status = payload.status;
      if (payload.withdraw_confirm !== undefined) target.withdraw_confirm = payload.withdraw_confirm;
    });
    return ok(managedAccount(target), 'edited');
  }),

  endpoint(endpoints.userDelete, ({ payload, user, state }) => {
    const target = state.users.find((u) => u.id === payload.id);
    if (!target || !mayManage(user, target)) return fail(MOCK_CODE.notFound, 'Account not found');
    db.update(() => {
      target.status = 0;
    });
    return ok(managedAccount(target), 'frozen');
  }),
];
