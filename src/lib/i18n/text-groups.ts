// Which file of a language holds a namespace's texts. Plain on purpose: the build (config/locale-texts.ts)
// and the app (lib/i18n.ts) both read it, so the files built and the files asked for cannot differ.

/**
 * What the app reads before any signed-in screen: the sign-in pages (auth), what every screen shares
 * (common), and the error pages with the one shown when a screen's code cannot be loaded (failure).
 * The signed-in layout's own texts (shell) come with the rest.
 */
export const STARTUP_NAMESPACES = ['common', 'auth', 'failure'] as const;

/**
 * What only the chat's screens read (they all sit in the chat's layout, which waits for them). The
 * chat's texts a back-office screen shows stay with the rest: its unread count in the menu (chat-nav)
 * and its alert settings among the user's own (chat-alerts).
 */
export const CHAT_NAMESPACES = [
  'chat',
  'chat-room',
  'chat-points',
  'chat-bank',
  'chat-notes',
  'chat-templates',
  'chat-shortcuts',
] as const;

/** A language's texts come in three files: what the app starts with, the chat's, and the rest. */
export type TextGroup = 'startup' | 'chat' | 'rest';
export const TEXT_GROUPS: readonly TextGroup[] = ['startup', 'chat', 'rest'];

export function textGroupOf(namespace: string): TextGroup {
  if ((STARTUP_NAMESPACES as readonly string[]).includes(namespace)) return 'startup';
  return (CHAT_NAMESPACES as readonly string[]).includes(namespace) ? 'chat' : 'rest';
}
