import type { PaletteItem } from '@/components/ui/command-palette';
import type { ManagedAccount } from '@/lib/api/endpoints/accounts';
import type { Room } from '@/lib/api/endpoints/chat';
import { ROLE, type ListRole } from '@/lib/session/role-policy';
import type { MenuEntry } from '@/lib/schemas/menu';
import { paths } from '@/config/paths';

/**
 * What the command palette offers, built from what the server gave this user: the screens of their
 * menu (never another one), the accounts of the management lists their menu opens, and their
 * chat rooms.
 */

/** The menu's screens in menu order, submenu entries included (titled "Group › Entry"), each url once. */
export function screenItems(menu: readonly MenuEntry[], title: (code: string) => string): PaletteItem[] {
  const seen = new Set<string>();
  const walk = (entries: readonly MenuEntry[], parent: string | null): PaletteItem[] =>
    entries.flatMap((entry) => {
      const label = title(entry.code);
      const own: PaletteItem[] =
        entry.url && !seen.has(entry.url)
          ? [
              {
                id: `screen:${entry.url}`,
                label,
                detail: parent ?? undefined,
                terms: [label, ...(parent ? [parent] : [])],
                to: entry.url,
              },
            ]
          : [];
      if (entry.url) seen.add(entry.url);
      return [...own, ...walk(entry.submenu ?? [], label)];
    });
  return walk(menu, null);
}

/**
 * Role lists of api/user/list the menu opens: /agent and /user show role 2's list, /customer_service
 * role 3's (backoffice spec section 6), asked for as the list pages ask, so the cache is shared.
 */
export function accountRoles(menuUrls: readonly string[]): ListRole[] {
  const roles: ListRole[] = [];
  if (menuUrls.includes(paths.agents()) || menuUrls.includes(paths.users())) roles.push(ROLE.agent);
  if (menuUrls.includes(paths.customerService())) roles.push(ROLE.service);
  return roles;
}

/**
 * The management lists keep their search in the page (no address carries it), so an account opens
 * on its transaction history, /transaction/list/{username}, which every signed-in user may open
 * and which searches for that username at once.
 */
export function accountItems(
  accounts: readonly Pick<ManagedAccount, 'id' | 'username' | 'nickname'>[],
  detail: (nickname: string) => string,
): PaletteItem[] {
  const seen = new Set<string>();
  return accounts.flatMap((account) => {
    if (!account.username || seen.has(account.username)) return [];
    seen.add(account.username);
    return [
      {
        id: `account:${account.username}`,
        label: account.username,
        detail: detail(account.nickname.trim()),
        terms: [account.username, account.nickname],
        to: paths.history(account.username),
      },
    ];
  });
}

/** Rooms by member: the room's name (or the member's username), found by name, username or partner. */
export function roomItems(
  rooms: readonly Pick<Room, 'id' | 'members' | 'code' | 'name' | 'username' | 'partner_username'>[],
  path: (room: Pick<Room, 'id' | 'members' | 'code'>) => string,
): PaletteItem[] {
  return rooms.map((room) => {
    const label = room.name.trim() || room.username;
    return {
      id: `room:${room.code}`,
      label,
      detail: label === room.username ? undefined : room.username,
      terms: [room.name, room.username, room.partner_username].filter(Boolean),
      to: path(room),
    };
  });
}
