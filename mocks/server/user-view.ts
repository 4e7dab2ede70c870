import type { DbUser } from '../db/types';

/** The signed-in user as api/login answers it (spec section 3, login response data). */
export function loginView(user: DbUser, token: string) {
  return {
    id: user.id,
    role_id: user.role_id,
    username: user.username,
    member_username: user.member_username,
    nickname: user.nickname,
    thumbnail: user.thumbnail,
    token,
    member_id: user.member_id,
    share_code: user.share_code,
    domain: user.domain,
  };
}

/** api/user/view: every field of the User entity, never the secrets. */
export function userView(user: DbUser) {
  const {
    password: _p,
    payment_password: _pp,
    second_factor: _sf,
    mobile: _m,
    event_mode: _e,
    transaction_all: _t,
    parent_id: _pi,
    created_at: _c,
    ...view
  } = user;
  return view;
}
