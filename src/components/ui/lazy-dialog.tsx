import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

// Helpers for dialogs whose code is fetched when they first open (the sign-in page carries none).

/**
 * Stands in for a dialog whose code is still on its way: the page dims as it will under the dialog,
 * and a spinner says it is loading. It takes no focus, so the focus stays where the user left it.
 */
export function DialogFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50">
      <Spinner className="size-8 text-white" label={t('loading')} />
    </div>
  );
}

/**
 * Gives the focus back to `origin` (what had it when the dialog was asked for) once the dialog has
 * closed, if it went nowhere. Headless UI does this itself only for elements it saw focused, and it
 * saw nothing before its code had loaded. Returns the effect's cleanup.
 */
export function giveFocusBack(origin: Element | null): (() => void) | undefined {
  if (!(origin instanceof HTMLElement)) return undefined;
  // After Headless UI's own attempt, which runs in a microtask once the dialog has closed.
  const timer = setTimeout(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && origin.isConnected) origin.focus({ preventScroll: true });
  });
  return () => clearTimeout(timer);
}
