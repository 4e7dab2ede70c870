import { useMemo, type ReactNode } from 'react';
import type { Room } from '@/lib/api/endpoints/chat';
import { NoRoomMatch } from '../components/no-room-match';
import { RoomFinder } from '../components/room-finder';
import { ALL_ROOMS, filterCounts, viewRooms } from '../lib/room-view';
import { usePinnedRooms } from './room-pins-store';
import { setRoomView, useRoomView } from './room-view-store';
import { usePinToggle } from './use-room-pins';

export type RoomListView = {
  /** The rooms as shown: pinned first, narrowed by the search and the quick filter. */
  rooms: Room[] | undefined;
  pinned: readonly string[];
  onTogglePin: ((code: string) => void) | undefined;
  finder: ReactNode;
  noMatch: ReactNode;
};

const NONE: readonly string[] = [];

/**
 * The room list as the signed-in staff user narrowed and ordered it: the props RoomList takes for
 * its search, quick filters and pins. Pins belong to the shown rooms' list; the AI list (`ai`)
 * neither shows nor offers them.
 */
export function useRoomListView(rooms: Room[] | undefined, ai: boolean, muted: readonly string[]): RoomListView {
  const view = useRoomView();
  const pins = usePinnedRooms();
  const togglePin = usePinToggle();
  const marks = useMemo(() => ({ muted, pinned: ai ? NONE : pins }), [muted, ai, pins]);
  const shown = useMemo(() => (rooms ? viewRooms(rooms, view, marks) : undefined), [rooms, view, marks]);
  const counts = useMemo(() => filterCounts(rooms ?? [], view.query, marks), [rooms, view.query, marks]);
  const any = !!rooms?.length;
  return {
    rooms: shown,
    pinned: marks.pinned,
    onTogglePin: ai ? undefined : togglePin,
    finder: any ? (
      <RoomFinder view={view} counts={counts} shown={shown?.length ?? 0} onViewChange={setRoomView} />
    ) : undefined,
    noMatch: any ? <NoRoomMatch onClear={() => setRoomView(ALL_ROOMS)} /> : undefined,
  };
}
