import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isAtOrUnder, paths, ROUTES } from '@/config/paths';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';
import { useRouteMatches } from '@/lib/route-table';
import { getAttentionPrefs } from '@/lib/attention/prefs';
import { useOverlay } from '@/lib/use-overlay';
import {
  adjacentRoom,
  getPinnedRooms,
  getRoomView,
  nextUnreadRoom,
  usePinToggle,
  useRoomsReader,
  viewRooms,
} from '../../rooms';
import { chatShortcut, SIDE_BY_SIDE_QUERY, type ChatShortcutId, type KeyTarget } from '../lib/chat-shortcuts';
import { focusComposerWhenReady } from './focus-composer';

/** A shortcut offered as a command of the Ctrl/Cmd+K palette. */
export type ChatCommand = { id: string; label: string; run: () => void };

const COMMANDS = ['nextRoom', 'previousRoom', 'nextUnread', 'togglePin', 'showShortcuts'] as const;

/**
 * The chat's keyboard shortcuts (lib/chat-shortcuts.ts says which keys do what), listened for on the
 * whole window while the chat's layout is shown. Returns the shortcut sheet's open state (as a kit
 * dialog takes it) and the same actions as palette commands. A room opened by keyboard on a wide screen gets its message box
 * focused, ready to answer; on a narrow one the focus is left alone (a phone's keyboard would cover
 * the room, and Escape must still lead back to the list).
 */
export function useChatShortcuts() {
  const { t } = useTranslation('chat-shortcuts');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const matches = useRouteMatches();
  const overlay = useOverlay<'sheet'>();

  const ai = new URLSearchParams(search).get('ai') === '1';
  const messaging = isAtOrUnder(ROUTES.messaging, pathname);
  const roomId = Number(matches.at(-1)?.params.room_id ?? NaN);
  const inRoom = messaging && Number.isInteger(roomId);
  // The list the page shows: the AI rooms in AI mode, else the shown rooms (shared with the list's
  // cache), read when a shortcut is used: the layout is not drawn again for each message.
  const readRooms = useRoomsReader(ai && messaging ? ROOM_STATUS.ai : ROOM_STATUS.shown);
  const togglePin = usePinToggle();

  const act = (id: ChatShortcutId): boolean => {
    const listed: readonly Room[] = readRooms();
    // The rooms as the list shows them (search, quick filter, pins first); pins are the shown list's.
    const pinned = ai && messaging ? [] : getPinnedRooms();
    const list = viewRooms(listed, getRoomView(), { muted: getAttentionPrefs().muted, pinned });
    const current = inRoom ? roomId : null;
    const open = (room: Room | null) => {
      if (!room) return false;
      const wide = window.matchMedia(SIDE_BY_SIDE_QUERY).matches;
      const stop = wide ? focusComposerWhenReady() : undefined;
      void navigate(paths.room(room, { ai: ai && messaging }));
      stopFocus.current?.();
      stopFocus.current = stop;
      return true;
    };
    switch (id) {
      case 'nextRoom':
        return open(adjacentRoom(list, current, 1));
      case 'previousRoom':
        return open(adjacentRoom(list, current, -1));
      case 'nextUnread':
        return open(nextUnreadRoom(list, current));
      case 'togglePin': {
        const room = inRoom && !ai ? listed.find((r) => r.id === roomId) : undefined;
        if (!room) return false;
        togglePin(room.code);
        return true;
      }
      case 'leaveRoom':
        if (!inRoom || window.matchMedia(SIDE_BY_SIDE_QUERY).matches) return false;
        void navigate(paths.messaging({ ai }));
        return true;
      case 'showShortcuts':
        overlay.open('sheet');
        return true;
    }
  };
  const stopFocus = useRef<(() => void) | undefined>(undefined);
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A key some control already used, or any key while a modal dialog (the palette, this sheet) is open.
      if (event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      const id = chatShortcut(event, keyTarget(event.target));
      if (id && latest.current(id)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopFocus.current?.();
    };
  }, []);

  const commands = useMemo(
    () => ({
      heading: t('commands.group'),
      items: COMMANDS.map((id): ChatCommand => ({
        id: `chat:${id}`,
        label: t(`commands.${id}`),
        run: () => latest.current(id),
      })),
    }),
    [t],
  );
  return { sheet: overlay.dialogProps('sheet'), commands };
}

function keyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof HTMLElement)) return 'other';
  if (target.hasAttribute(CHAT_COMPOSER_ATTRIBUTE)) return 'composer';
  if (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')
  )
    return 'editable';
  return 'other';
}
