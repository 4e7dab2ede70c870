import { useCallback } from 'react';
import { usePaletteShortcut } from '@/components/ui/command-palette-button';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useOverlay } from '@/lib/use-overlay';
import type { PaletteCommands } from './app-command-palette';

const AppCommandPalette = lazyWithPreload(() => import('./app-command-palette').then((m) => m.AppCommandPalette));

/** Whether the palette is open; Ctrl+K / Cmd+K opens it while the layout using this is shown. */
export function usePaletteOpen() {
  const overlay = useOverlay<'palette'>();
  const { open, close } = overlay;
  const show = useCallback(() => open('palette'), [open]);
  usePaletteShortcut(show);
  return { open: overlay.isOpen('palette'), show, close };
}

/**
 * The palette's code (its search, the account and room sources) is fetched the first time it is
 * opened, not with every screen: most visits never open it, and it would otherwise weigh on each
 * screen's first load. Like every dialog loaded as it opens (LazyDialogSlot), the page dims while its code
 * comes, and once loaded it stays mounted, so closing keeps its transition.
 */
export function LazyCommandPalette({
  open,
  onClose,
  commands,
}: {
  open: boolean;
  onClose: () => void;
  commands?: PaletteCommands | undefined;
}) {
  return (
    <LazyDialogSlot open={open}>
      <AppCommandPalette open={open} onClose={onClose} commands={commands} />
    </LazyDialogSlot>
  );
}
