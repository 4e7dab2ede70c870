import { loadAlertDialog } from './notice';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea'));

/**
 * Fetches the alert's code on the user's first press or key, ahead of the alert that may answer it,
 * so that alert opens at once. Returns the cleanup (an effect's). A module of its own: only the
 * signed-in layouts ask for it, and the sign-in page does not carry it.
 */
export function preloadAlertDialogOnFirstInput(): () => void {
  const stop = () => {
    window.removeEventListener('pointerdown', go, true);
    window.removeEventListener('keydown', go, true);
  };
  function go(event: Event) {
    // Letters typed into a field answer nothing yet; a press, Enter or a key elsewhere may.
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && isTextField(event.target)) return;
    stop();
    void loadAlertDialog().catch(() => undefined);
  }
  window.addEventListener('pointerdown', go, true);
  window.addEventListener('keydown', go, true);
  return stop;
}
