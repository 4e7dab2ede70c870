import type { PaletteItem } from '@/components/ui/command-palette';
import { savedViewHref, type SavedView } from '@/lib/views/saved-views';

/**
 * The signed-in user's saved views, each titled with its screen as the menu names it. The address
 * opens under the route guards like any other, so a view of a screen the menu no longer opens
 * grants nothing.
 */
export function savedViewItems(
  saved: ReadonlyArray<{ view: SavedView }>,
  screens: readonly PaletteItem[],
): PaletteItem[] {
  return saved.map(({ view }) => {
    const screen = screens.find((s) => s.to === view.path)?.label;
    return {
      id: `view:${view.id}`,
      label: view.name,
      detail: screen,
      terms: [view.name, ...(screen ? [screen] : [])],
      to: savedViewHref(view),
    };
  });
}
