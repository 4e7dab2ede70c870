import { useEffect, useMemo, type RefObject } from 'react';

/** Fields of a form: a table's filter box in a records dialog is not what the dialog is for. */
const FIELDS = ['input:not([type="hidden"])', 'select', 'textarea'].map((f) => `form ${f}`).join(', ');

function usable(el: HTMLElement): boolean {
  return !el.matches(':disabled') && !el.hasAttribute('readonly') && el.getClientRects().length > 0;
}

/**
 * The field a dialog opens on: the first field of its form the user can type into or choose from,
 * in document order. For a radio group that is its checked radio (where Tab would land), else its
 * first. Read-only and disabled fields are skipped: nothing can be entered there.
 */
export function firstField(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>(FIELDS)) {
    if (!usable(el)) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>('form input[type="radio"]')].filter(
        (r) => r.name === el.name && usable(r),
      );
      return group.find((r) => r.checked) ?? el;
    }
    return el;
  }
  return null;
}

/**
 * Where a dialog puts focus when it opens, as a ref for Headless UI's `initialFocus`, read at the
 * moment of opening: an element marked `data-autofocus` (a destructive confirmation's Cancel), else
 * what the content already focused itself (React's autoFocus), else the first field. Null leaves
 * Headless UI's own choice: the dialog itself, so a screen reader starts at its title.
 */
export function useInitialFocus(panel: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        const root = panel.current;
        if (!root) return null;
        const marked = root.querySelector<HTMLElement>('[data-autofocus]');
        if (marked) return marked;
        const active = root.ownerDocument.activeElement;
        if (active instanceof HTMLElement && active !== root && root.contains(active)) return active;
        return firstField(root);
      },
    }),
    [panel],
  );
}

/**
 * A dialog whose form arrives after it opened (its record still loading) moves focus to the first
 * field once that appears, as long as focus is still on the dialog itself: once the user has moved
 * it anywhere, it is theirs and stays.
 */
export function useLateFirstField(panel: HTMLElement | null, open: boolean) {
  useEffect(() => {
    if (!open || !panel) return;
    const doc = panel.ownerDocument;
    const dialog = panel.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? panel;
    /** Focus is on something inside the dialog other than the dialog itself: the user's, or a field's. */
    const placed = (el: EventTarget | null) =>
      el instanceof Node && dialog.contains(el) && el !== dialog && el !== panel;
    if (placed(doc.activeElement)) return;
    // Once anything inside has had focus (the first field, or whatever the user chose), the watch
    // ends: a later change (a failed save re-enabling its button) never moves focus on its own.
    const stop = () => {
      observer.disconnect();
      doc.removeEventListener('focusin', onFocus);
    };
    const onFocus = (event: FocusEvent) => placed(event.target) && stop();
    const observer = new MutationObserver(() => {
      if (placed(doc.activeElement)) return stop();
      firstField(panel)?.focus();
    });
    doc.addEventListener('focusin', onFocus);
    observer.observe(panel, { childList: true, subtree: true });
    return stop;
  }, [panel, open]);
}
