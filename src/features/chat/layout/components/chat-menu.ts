import { isAtOrUnder, paths, ROUTES } from '@/config/paths';

export type ChatMenuId = 'messaging' | 'ai' | 'hidden' | 'contacts' | 'templates';

export type ChatMenuEntry = { id: ChatMenuId; to: string };

/**
 * The chat's menu (chat spec section 2): the AI rooms only when the user view's chat_ai_bot_visible
 * is 1, the message templates hidden for agents (role 2).
 */
export function chatMenu({ showAi, showTemplates }: { showAi: boolean; showTemplates: boolean }): ChatMenuEntry[] {
  const entries: ChatMenuEntry[] = [{ id: 'messaging', to: paths.messaging() }];
  if (showAi) entries.push({ id: 'ai', to: paths.messaging({ ai: true }) });
  entries.push({ id: 'hidden', to: paths.hiddenRooms() }, { id: 'contacts', to: paths.contacts() });
  if (showTemplates) entries.push({ id: 'templates', to: paths.templates() });
  return entries;
}

/** Which entry the current location belongs to (a room of the AI list belongs to the AI entry). */
export function activeMenuEntry(pathname: string, search: string): ChatMenuId | null {
  if (isAtOrUnder(ROUTES.messaging, pathname))
    return new URLSearchParams(search).get('ai') === '1' ? 'ai' : 'messaging';
  if (isAtOrUnder(ROUTES.hiddenRooms, pathname)) return 'hidden';
  if ([ROUTES.contacts, ROUTES.noteList, ROUTES.noteEntries].some((route) => isAtOrUnder(route, pathname)))
    return 'contacts';
  if (isAtOrUnder(ROUTES.templates, pathname)) return 'templates';
  return null;
}

/** The back office's home, offered from the chat's menu. */
export const BACK_OFFICE_PATH = paths.dashboard();

/**
 * Where the top bar's back arrow leads, or null for none: a route whose metadata hides it has none;
 * a room of the messaging route returns to /chat/messaging (keeping AI mode), a contact's profile
 * to the contact list. The menu's own pages have no back arrow (the menu is there).
 */
export function backTarget(pathname: string, search: string, hidden: boolean): string | null {
  if (hidden) return null;
  if (isAtOrUnder(ROUTES.memberRoom, pathname))
    return paths.messaging({ ai: new URLSearchParams(search).get('ai') === '1' });
  if (isAtOrUnder(ROUTES.contact, pathname)) return paths.contacts();
  return null;
}
