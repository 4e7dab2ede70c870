import { menuFor } from '@mocks/db/menus';
import { menuListSchema, type MenuEntry } from '@/lib/session/schemas/menu';
import type { Wallet } from './balance-card';

/** The demo backend's menu for a role, parsed as the app parses api/userMenu/list. */
export const menuForRole = (role_id: 1 | 2 | 3): MenuEntry[] => menuListSchema.parse(menuFor({ role_id }));

export const unlimitedWallet: Wallet = { balance: '0', limit_of_credit: '-1', is_multiple_wallet: 0, game_wallet: '0' };
export const limitedWallet: Wallet = {
  balance: '1234567.899',
  limit_of_credit: '2000000',
  is_multiple_wallet: 0,
  game_wallet: null,
};
export const multiWallet: Wallet = {
  balance: '1234567.899',
  limit_of_credit: '2000000',
  is_multiple_wallet: 1,
  game_wallet: '5320.5',
};
