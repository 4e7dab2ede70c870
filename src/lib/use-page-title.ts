import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageTitle } from './document-title';

// The page shown last in this document: a layout mounted for a new part of the app (the chat after
// the back office) still counts as a change of page.
let lastPage: string | null = null;
let stopWaiting: (() => void) | null = null;

const HEADING_WAIT_MS = 10_000;

/**
 * Focus on the page's main heading, once it is drawn (a page's code may still be loading). A press or
 * a key after the page changed means the user has moved on before the heading came (opened a menu,
 * started typing): their focus is left where they put it.
 */
function focusHeading(): () => void {
  const find = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  let frame = 0;
  // Set while the heading is awaited.
  const waiting: { observer?: MutationObserver; timer?: ReturnType<typeof setTimeout> } = {};
  const stop = () => {
    waiting.observer?.disconnect();
    clearTimeout(waiting.timer);
    cancelAnimationFrame(frame);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // Two frames on: a menu that led here (the user menu, the command palette) gives the focus back
    // to its button in the next frame but one as it closes, and the heading must come after it.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        stop();
        // The page keeps its scroll position: the heading is at the top of what was just drawn.
        if (heading.isConnected) heading.focus({ preventScroll: true });
      });
    });
  };
  const now = find();
  if (now) {
    focus(now);
    return stop;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    observer.disconnect();
    focus(heading);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  waiting.observer = observer;
  waiting.timer = setTimeout(stop, HEADING_WAIT_MS);
  return stop;
}

/**
 * Names the page in the tab's title ("Messages - Back Office") and, when the user goes to another
 * page, moves focus to its main heading, so a screen reader says where they arrived and the keyboard
 * starts from the top of the new page. `pageKey` names the page, whatever the language: moving between
 * the rooms of one page, or changing the language, leaves the focus where it is. The first page of a
 * visit keeps the browser's own start.
 */
export function usePageTitle(name: string | null, pageKey: string | null): void {
  const { t } = useTranslation('common');
  const app = t('appName');
  useEffect(() => {
    setPageTitle(name ? t('pageTitle', { page: name, app }) : app);
    // A page without a layout of its own (sign-in) is named after the app, not after the last page.
    return () => setPageTitle(app);
  }, [name, app, t]);

  useEffect(() => {
    if (pageKey === null || pageKey === lastPage) return;
    const first = lastPage === null;
    lastPage = pageKey;
    if (first) return;
    stopWaiting?.();
    stopWaiting = focusHeading();
  }, [pageKey]);
}
