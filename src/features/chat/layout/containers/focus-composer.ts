import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';

/** Long enough for a slow room to open; after that a late focus would surprise the user. */
const GIVE_UP_MS = 5000;

const composer = () => document.querySelector<HTMLTextAreaElement>(`textarea[${CHAT_COMPOSER_ATTRIBUTE}]`);

/**
 * Focuses the message box of the room about to open, once it is there and enabled (a room's box
 * appears, or is enabled, only after the room answered). Call it before navigating: the box shown
 * then belongs to the room being left. That box lets go of the focus at once: the room being left stays
 * on screen until the next one has rendered, and what the user types meanwhile (or an Enter) must not
 * go to the member being left. Gives up if the user meanwhile put the focus in another field, or after
 * a few seconds. Returns a stop function.
 */
export function focusComposerWhenReady(): () => void {
  const old = composer();
  if (old && document.activeElement === old) old.blur();
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    const active = document.activeElement;
    const typingElsewhere =
      active instanceof HTMLElement &&
      active !== old &&
      active.isConnected &&
      !active.closest('[aria-modal="true"]') &&
      (active.isContentEditable || active.matches('input, textarea, select'));
    if (typingElsewhere && !active.hasAttribute(CHAT_COMPOSER_ATTRIBUTE)) return;
    const box = composer();
    if (box && box !== old && !box.disabled) {
      box.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < GIVE_UP_MS) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
