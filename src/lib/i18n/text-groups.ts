// Which file of a language holds a namespace's texts. Plain on purpose: the build (config/locale-texts.ts)
// and the app (lib/i18n.ts) both read it, so the files built and the files asked for cannot differ.

/**
 * What the app reads before any signed-in screen: the sign-in pages (auth), what every screen shares
 * (common) and the page shown when a screen's code cannot be loaded (shell).
 */
export const STARTUP_NAMESPACES = ['common', 'auth', 'shell'] as const;

/** A language's texts come in two files: what the app starts with, and the rest. */
export type TextGroup = 'startup' | 'rest';
export const TEXT_GROUPS: readonly TextGroup[] = ['startup', 'rest'];

export function textGroupOf(namespace: string): TextGroup {
  return (STARTUP_NAMESPACES as readonly string[]).includes(namespace) ? 'startup' : 'rest';
}
