import { useCallback, useMemo, useRef, useState } from 'react';

/** What a kit dialog takes to follow one overlay: open while it is, closed by its own dismissals. */
export type OverlayDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export type Overlay<K extends string, P> = {
  /** The open overlay, or null when none is. */
  current: K | null;
  /**
   * What the open overlay shows (a row, a member). close() keeps it, so a closing dialog keeps its
   * content while it leaves; the next open() replaces it.
   */
  payload: P | undefined;
  /** Opens `kind`, replacing whichever overlay was open: one at a time. */
  open: (kind: K, payload?: P) => void;
  close: () => void;
  isOpen: (kind: K) => boolean;
  /** For a kit dialog shown for `kinds` (one, or several sharing it as add and edit do). */
  dialogProps: (...kinds: K[]) => OverlayDialogProps;
};

type State<K, P> = { current: K | null; payload: P | undefined };

/** What a screen does as an overlay opens or closes, such as forgetting a failed call's message. */
export type OverlayOptions = { onOpen?: () => void; onClose?: () => void };

/**
 * Which one of a screen's overlays (dialogs, drawers, sheets) is open, and what it shows:
 * `const dialogs = useOverlay<'edit' | 'delete', Note>()`. open and close keep their identity
 * across renders, so memoised rows and columns built from them are not drawn again.
 */
export function useOverlay<K extends string, P = never>(options: OverlayOptions = {}): Overlay<K, P> {
  const [state, setState] = useState<State<K, P>>({ current: null, payload: undefined });
  // The latest options, read when called: open and close stay the same functions.
  const latest = useRef(options);
  latest.current = options;
  const open = useCallback((kind: K, payload?: P) => {
    latest.current.onOpen?.();
    setState((now) => (now.current === kind && now.payload === payload ? now : { current: kind, payload }));
  }, []);
  const close = useCallback(() => {
    latest.current.onClose?.();
    setState((now) => (now.current === null ? now : { current: null, payload: now.payload }));
  }, []);
  return useMemo(() => {
    const isOpen = (kind: K) => state.current === kind;
    return {
      ...state,
      open,
      close,
      isOpen,
      dialogProps: (...kinds: K[]) => ({
        open: state.current !== null && kinds.includes(state.current),
        onOpenChange: (next: boolean) => {
          if (!next) close();
        },
      }),
    };
  }, [state, open, close]);
}
