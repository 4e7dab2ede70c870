import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from './keys';

/**
 * A room reached by its id alone (the route without a code, or through a friend): looked up in the
 * normal and AI lists, which carry each room's code.
 */
export async function findRoom(roomId: number, signal?: AbortSignal): Promise<Room | null> {
  for (const status of [ROOM_STATUS.shown, ROOM_STATUS.ai, ROOM_STATUS.hidden] as const) {
    const rooms = await callEndpoint(chatEndpoints.roomList, { status }, { signal });
    const found = rooms.find((r) => r.id === roomId);
    if (found) return found;
  }
  return null;
}

export const findRoomQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: roomKeys.find(roomId),
    queryFn: ({ signal }) => findRoom(roomId, signal),
    staleTime: 0,
  });

export const useFindRoom = (roomId: number | null) =>
  useQuery({ ...findRoomQueryOptions(roomId ?? 0), enabled: roomId !== null });
