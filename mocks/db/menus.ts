import type { DbMenuEntry, DbUser } from './types';

const ALL = 'transaction,edit,delete,deposit,encryption_username';

const dashboard: DbMenuEntry = { id: 1, code: 'dashboard', url: '/index', symbol: 'home', action: '' };
const history: DbMenuEntry = {
  id: 4,
  code: 'transaction_list',
  url: '/transaction/list',
  symbol: 'history',
  action: '',
};
const chat: DbMenuEntry = { id: 8, code: 'chat', url: '/chat/messaging', symbol: 'chat', action: '' };
const share: DbMenuEntry = { id: 7, code: 'share_qrcode', url: '/shareQRCode', symbol: 'qr', action: '' };
const apiDoc: DbMenuEntry = { id: 9, code: 'api_document', url: '/file/api', symbol: 'doc', action: '' };
const report: DbMenuEntry = {
  id: 5,
  code: 'report',
  url: '',
  symbol: 'report',
  action: '',
  submenu: [{ id: 51, code: 'sr02', url: '/report/sr02', symbol: 'report', action: '' }],
};
const setup = (system: boolean): DbMenuEntry => ({
  id: 6,
  code: 'setup',
  url: '',
  symbol: 'settings',
  action: '',
  submenu: [
    ...(system ? [{ id: 61, code: 'system_setting', url: '/setup/system', symbol: 'settings', action: '' }] : []),
    { id: 62, code: 'self_setting', url: '/setup/self', symbol: 'user', action: '' },
  ],
});

/**
 * A front desk: the user list with every name masked, and no history screen in the menu (an
 * account's history stays reachable from its row, spec section 2).
 */
const frontDesk: DbMenuEntry[] = [
  dashboard,
  { id: 13, code: 'user', url: '/user', symbol: 'users', action: 'encryption_username' },
  setup(false),
  chat,
];

/** Menu ids per spec: 2 agent, 3 customer service, 13 user. A user's own menu set comes first. */
export function menuFor(user: Pick<DbUser, 'role_id' | 'own_menu'>): DbMenuEntry[] {
  if (user.own_menu === 'frontDesk') return frontDesk;
  switch (user.role_id) {
    case 1:
      return [
        dashboard,
        { id: 2, code: 'agent', url: '/agent', symbol: 'agent', action: ALL },
        { id: 13, code: 'user', url: '/user', symbol: 'users', action: ALL },
        { id: 3, code: 'customer_service', url: '/customer_service', symbol: 'support', action: 'edit,delete' },
        history,
        report,
        setup(true),
        share,
        apiDoc,
        chat,
      ];
    case 2:
      return [
        dashboard,
        { id: 13, code: 'user', url: '/user', symbol: 'users', action: 'transaction,deposit,edit,encryption_username' },
        history,
        report,
        setup(false),
        share,
        chat,
      ];
    default:
      return [
        dashboard,
        { id: 13, code: 'user', url: '/user', symbol: 'users', action: 'transaction,edit' },
        history,
        setup(false),
        chat,
      ];
  }
}

export function menuUrls(entries: DbMenuEntry[]): string[] {
  return entries.flatMap((e) => [e.url, ...menuUrls(e.submenu ?? [])]).filter(Boolean);
}
