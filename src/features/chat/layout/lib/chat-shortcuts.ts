import { isImeKey } from '@/lib/ime';

/**
 * The chat's keyboard shortcuts (a staff user triaging rooms without the mouse). Not in the chat
 * spec; our choices:
 * - Alt+ArrowDown / Alt+ArrowUp open the next / previous room of the list the page shows (the AI
 *   list in AI mode), in its order; Alt+Shift+ArrowDown the next room with unread messages
 *   (see rooms/lib/room-steps.ts for the ends of the list and wrapping). The list is the one shown:
 *   narrowed by the room search and quick filter, pinned rooms first.
 * - Alt+P pins or unpins the open room.
 * - Escape, in a room on a narrow screen (list and room not side by side), goes back to the list.
 *   On wide screens it does nothing new; open dialogs and menus keep their own Escape.
 * - `?` opens the sheet listing these keys and the app's Ctrl/Cmd+K palette.
 * No shortcut acts during an IME composition, on a held-down key (repeat), or while a modal dialog
 * is open. `?` and Escape never act from an editable field (they are text there). The Alt+Arrow keys
 * type nothing, so they also work from the room's message box (which gets the focus after a switch),
 * but not from other fields, whose own Alt+Arrow behaviour (a select, a date field) comes first.
 */
export type ChatShortcutId = 'nextRoom' | 'previousRoom' | 'nextUnread' | 'togglePin' | 'leaveRoom' | 'showShortcuts';

/** Where the key was pressed: the message box, another editable field, or anything else. */
export type KeyTarget = 'composer' | 'editable' | 'other';

export type KeyInput = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'isComposing' | 'keyCode' | 'repeat'
> & { code?: string };

/** Which shortcut a key press is, or null for none. */
export function chatShortcut(event: KeyInput, target: KeyTarget): ChatShortcutId | null {
  if (isImeKey(event) || event.repeat || event.ctrlKey || event.metaKey) return null;
  if (event.altKey) {
    if (target === 'editable') return null;
    if (event.key === 'ArrowDown') return event.shiftKey ? 'nextUnread' : 'nextRoom';
    if (event.key === 'ArrowUp' && !event.shiftKey) return 'previousRoom';
    // Option+P types a letter on Apple keyboards (its key is then not "p"): taken by its place on the
    // keyboard outside text boxes only, so the message box still gets the letter.
    if (!event.shiftKey && (event.key.toLowerCase() === 'p' || (target === 'other' && event.code === 'KeyP')))
      return 'togglePin';
    return null;
  }
  if (target !== 'other') return null;
  if (event.key === '?') return 'showShortcuts';
  if (event.key === 'Escape' && !event.shiftKey) return 'leaveRoom';
  return null;
}

/**
 * The chat shows the room list and the room side by side from this width on, the breakpoint of the
 * chat layout's container (`@min-[64rem]/chat` in chat-layout.tsx and the messaging page). The chat
 * fills the window, so the window's width stands for the container's.
 */
export const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

/** The keys of each shortcut as printed on the keyboard (the same in every language). */
export function shortcutKeys(id: ChatShortcutId, apple: boolean): string[] {
  const alt = apple ? '⌥' : 'Alt';
  switch (id) {
    case 'nextRoom':
      return [alt, '↓'];
    case 'previousRoom':
      return [alt, '↑'];
    case 'nextUnread':
      return [alt, apple ? '⇧' : 'Shift', '↓'];
    case 'togglePin':
      return [alt, 'P'];
    case 'leaveRoom':
      return ['Esc'];
    case 'showShortcuts':
      return ['?'];
  }
}

/** The order the sheet lists them in. */
export const CHAT_SHORTCUTS: readonly ChatShortcutId[] = [
  'nextRoom',
  'previousRoom',
  'nextUnread',
  'togglePin',
  'leaveRoom',
  'showShortcuts',
];
