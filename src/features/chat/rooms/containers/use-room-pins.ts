import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import type { Room } from '@/lib/api/endpoints/chat';
import { dropVanished, PIN_LIMIT } from '../lib/room-pins';
import { getPinnedRooms, setPinnedRooms, togglePinnedRoom } from './room-pins-store';

/** Pins or unpins a room for the signed-in user; one pin too many is refused with a toast. */
export function usePinToggle(): (code: string) => void {
  const { t } = useTranslation('chat-nav');
  const notice = useNotice();
  return useCallback(
    (code: string) => {
      if (togglePinnedRoom(code).refused) notice.toast(t('rooms.pin.limit', { limit: PIN_LIMIT }), { tone: 'error' });
    },
    [notice, t],
  );
}

/**
 * Drops the pins of rooms the server's list no longer holds (hidden, made AI, closed). Only when the
 * list changes, not when the pins do: a room just pinned in another tab may not have reached this
 * tab's list yet, and must not be dropped there.
 */
export function useDropVanishedPins(rooms: readonly Pick<Room, 'code'>[] | undefined): void {
  useEffect(() => {
    if (!rooms) return;
    const pins = getPinnedRooms();
    const kept = dropVanished(
      pins,
      rooms.map((room) => room.code),
    );
    if (kept !== pins) setPinnedRooms(kept);
  }, [rooms]);
}
