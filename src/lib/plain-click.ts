type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A click the app may follow in place: the main button with no Ctrl, Meta, Shift or Alt. Any other
 * click (a new tab, a new window, a download) is left to the browser, as on any link.
 */
export const isPlainClick = (event: ClickLike) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/** A link's click handler that opens `to` in the app on a plain click and leaves the others to the browser. */
export const followInApp =
  (to: string, onNavigate: (to: string) => void) => (event: ClickLike & Pick<MouseEvent, 'preventDefault'>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
