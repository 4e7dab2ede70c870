import type { ManagedAccount } from '../schemas/account';

/** A 1×1 PNG, for thumbnail stories and tests. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const tinyPngFile = (name = 'avatar.png') =>
  new File([Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

export const sampleAccount: ManagedAccount = {
  id: 31,
  username: 'service03',
  nickname: 'Support 3',
  status: 1,
  withdraw_confirm: 0,
  thumbnail: '',
  limit_of_credit: '-1',
  used_credit: '0',
  balance: '0',
  game_wallet: '0.00',
  is_sub: 0,
  role_id: 3,
};
