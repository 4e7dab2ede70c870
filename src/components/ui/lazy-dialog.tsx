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

// When a dialog closes, Headless UI gives the focus back to the latest element the user clicked or
// focused that is still in the page. It starts keeping that list only once its own code has loaded,
// which for a dialog loaded as it opens is too late; this keeps the same list, the same way, from
// the start.
const FOCUSABLE = [
  '[contentEditable=true]',
  '[tabindex]',
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'iframe',
  'input:not([disabled])',
  'select:not([disabled])',
  'details>summary',
  'textarea:not([disabled])',
]
  .map((selector) => `${selector}:not([tabindex='-1'])`)
  .join(',');
let recent: Element[] = [];
function remember(event: Event) {
  const { target } = event;
  if (!(target instanceof Element) || target === document.body || recent[0] === target) return;
  recent = [target.closest(FOCUSABLE) ?? target, ...recent].filter((el) => el.isConnected).slice(0, 10);
}
if (typeof window !== 'undefined')
  for (const type of ['click', 'mousedown', 'focus']) window.addEventListener(type, remember, { capture: true });

/** Where the focus goes back to when a dialog asked for now closes (pass it to giveFocusBack). */
export function focusOrigin(): readonly Element[] {
  return [...recent];
}

/**
 * Once a dialog has closed, gives the focus back to the first of `origin` still in the page, if the
 * focus went nowhere (Headless UI found nothing to give it to). Returns the effect's cleanup.
 */
export function giveFocusBack(origin: readonly Element[] | null): (() => void) | undefined {
  if (!origin?.length) return undefined;
  // After Headless UI's own attempt, which runs in a microtask once the dialog has closed.
  const timer = setTimeout(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    const target = origin.find((el) => el.isConnected);
    if (lost && target instanceof HTMLElement) target.focus({ preventScroll: true });
  });
  return () => clearTimeout(timer);
}
