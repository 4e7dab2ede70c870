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

/** The modal dialogs open in the document, the last one on top (Headless UI portals them in opening order). */
function isTopModal(dialog: HTMLElement): boolean {
  const modals = dialog.ownerDocument.querySelectorAll('[aria-modal="true"]');
  return modals[modals.length - 1] === dialog;
}

/**
 * While a modal dialog is open on top, focus stays in it. The page beneath is inert to the user, so
 * focus can only land there from code: a dialog that closed as this one opened (a failed confirmation
 * giving way to its error alert) returns focus to the control that opened it, a microtask later, and
 * that can come after this dialog took the focus, leaving a keyboard user behind the alert. Such a
 * focus is taken back to where it was inside (or the dialog's opening focus). What comes after the
 * dialog in the document (a list box it opened, a dialog opened over it) is not beneath it and is left
 * alone.
 */
export function useFocusStaysInside(
  panel: HTMLElement | null,
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open || !panel) return;
    const doc = panel.ownerDocument;
    const dialog = panel.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? panel;
    let inside: HTMLElement | null = null;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (dialog.contains(target)) {
        inside = target;
        return;
      }
      const beneath = dialog.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING;
      if (!beneath || !isTopModal(dialog)) return;
      const back = inside?.isConnected ? inside : (initialFocus.current ?? dialog);
      back.focus();
    };
    doc.addEventListener('focusin', onFocus, true);
    return () => doc.removeEventListener('focusin', onFocus, true);
  }, [panel, open, initialFocus]);
}
