import { useVirtualizer } from '@tanstack/react-virtual';
import { observeRectOr } from '@/components/ui/virtual-viewport';
import { useEffect, type RefObject } from 'react';
import type { Room } from '../schemas/room';

/** Lists longer than this draw only the rooms near the visible part (a busy desk has hundreds). */
const VIRTUALIZE_OVER = 60;
const ROW_HEIGHT = 64;
/** Where layout is not measured (jsdom), the list is assumed this tall so rooms still render. */
const FALLBACK_VIEWPORT = 800;

export type RoomSlot = { room: Room; index: number };

export type VirtualRooms = {
  virtual: boolean;
  slots: RoomSlot[];
  padTop: number;
  padBottom: number;
  /** Given to each drawn row so the list learns its real height (names on one or two lines). */
  measure: ((el: HTMLElement | null) => void) | undefined;
};

/**
 * The rooms to draw. A long list draws the visible rooms and a few around them, so a new message,
 * which moves its room to the top, moves a handful of rows in the page instead of every row above
 * the room; a short list draws every room. Opening a room brings its row into view.
 */
export function useVirtualRooms(
  rooms: readonly Room[],
  scrollRef: RefObject<HTMLElement | null>,
  activeCode: string | null,
): VirtualRooms {
  const virtual = rooms.length > VIRTUALIZE_OVER;
  const virtualizer = useVirtualizer({
    count: virtual ? rooms.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (i) => rooms[i]?.code ?? i,
    // The real height comes from the resize observer once the row is laid out; asking the page for it
    // as the row mounts would force a layout in the middle of every event's update.
    measureElement: (_el, entry) => Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? 0) || ROW_HEIGHT,
    observeElementRect: observeRectOr(FALLBACK_VIEWPORT),
  });

  const activeIndex = virtual && activeCode ? rooms.findIndex((room) => room.code === activeCode) : -1;
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    // Only when another room opens: the open room moving up on its own messages must not scroll the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeCode, virtual]);

  if (!virtual)
    return {
      virtual,
      slots: rooms.map((room, index) => ({ room, index })),
      padTop: 0,
      padBottom: 0,
      measure: undefined,
    };
  const items = virtualizer.getVirtualItems();
  return {
    virtual,
    slots: items.map((item) => ({ room: rooms[item.index]!, index: item.index })),
    padTop: items[0]?.start ?? 0,
    padBottom: items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0,
    measure: virtualizer.measureElement,
  };
}
