import { useRouteMatches } from '@/lib/route-table';

/**
 * The title of the layout's page header: the deepest route's title key (an i18n key in common, e.g.
 * menu.agent), or null when there is none or the screen renders its own heading (one h1 per page).
 */
export function usePageTitleKey(): string | null {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { title?: unknown; ownHeading?: unknown } | undefined;
    if (handle?.ownHeading === true) return null;
    if (typeof handle?.title === 'string' && handle.title) return handle.title;
  }
  return null;
}

/** The deepest route's title key (common namespace), whether or not the screen draws its own heading. */
export function useRouteTitleKey(): string | null {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && title) return title;
  }
  return null;
}
