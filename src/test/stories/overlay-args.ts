import { useOverlay } from '@/lib/use-overlay';

/**
 * Stories only: the open-dialog props of a list that only asks for its dialogs, held as its page's
 * container holds them; `shown` is what the open dialog shows (a row), under the list's own prop name.
 */
export function useOverlayArgs<K extends string, P>() {
  const overlay = useOverlay<K, P>();
  return {
    open: overlay.current,
    shown: overlay.payload ?? null,
    onOpen: overlay.open,
    onOpenChange: (open: boolean) => {
      if (!open) overlay.close();
    },
  };
}
