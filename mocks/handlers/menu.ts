import { endpoints } from '@/lib/api/endpoints';
import { menuFor, menuUrls } from '../db/menus';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';
import { userView } from '../server/user-view';

/** Paths every signed-in user may open after the server's authority check (chat and login paths). */
const alwaysAllowed = [
  /^\/chat(\/|$)/,
  /^\/customer_service_chat$/,
  /^\/MessageTemplate$/,
  /^\/login$/,
  /^\/WebLogin(\/|$)/,
  /^\/AgentLogin$/,
];

export const menuHandlers = [
  endpoint(endpoints.menuList, ({ user }) => ok(menuFor(user))),

  endpoint(endpoints.menuAuthority, ({ payload, user }) => {
    const path = payload.url.split('?')[0] ?? '';
    // Quick templates are not for agents (chat spec section 6).
    if (path === '/MessageTemplate' && user.role_id === 2) return fail(MOCK_CODE.forbidden, 'noAuthority');
    if (alwaysAllowed.some((r) => r.test(path)) || menuUrls(menuFor(user)).includes(path)) return ok(true);
    return fail(MOCK_CODE.forbidden, 'noAuthority');
  }),

  endpoint(endpoints.userView, ({ payload, user, state }) => {
    const target = state.users.find((u) => u.id === payload.id);
    if (!target) return fail(MOCK_CODE.notFound, 'User not found');
    if (target.id !== user.id && user.role_id === 4) return fail(MOCK_CODE.forbidden, 'noAuthority');
    return ok(userView(target));
  }),

  endpoint(endpoints.memberView, ({ payload, state }) => {
    // A session's own member id (login), or a chat partner's id (the room's member_id is the user id).
    const member =
      state.users.find((u) => u.member_id === payload.member_id) ??
      state.users.find((u) => u.id === payload.member_id && u.role_id === 4);
    if (!member) return fail(MOCK_CODE.notFound, 'Member not found');
    return ok({
      username: member.username,
      nickname: member.nickname,
      balance: member.balance,
      game_wallet: member.game_wallet,
      event_mode: member.event_mode,
      transaction_all: member.transaction_all,
    });
  }),
];
