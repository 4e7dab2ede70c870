import { useMatches } from 'react-router';

/** The deepest route's title key from its metadata (an i18n key in common, e.g. menu.agent), or null. */
export function usePageTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { title?: unknown } | undefined;
    if (typeof handle?.title === 'string' && handle.title) return handle.title;
  }
  return null;
}
