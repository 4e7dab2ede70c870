import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, type Room, type RoomStatus } from '@/lib/api/endpoints/chat';
import { shareRoomsByCode } from '../lib/share-rooms';
import { roomKeys } from './keys';

export const getRooms = (status: RoomStatus, signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.roomList, { status }, { signal });

export const roomsQueryOptions = (status: RoomStatus) =>
  queryOptions({
    queryKey: roomKeys.list(status),
    queryFn: ({ signal }) => getRooms(status, signal),
    structuralSharing: shareRoomsByCode,
  });

/**
 * Rooms of one status: 1 shown, 2 hidden, 3 AI. With `select`, the component draws again only when
 * what it selects changes (a room's name, not every message of a busy desk).
 */
export function useRooms<T = Room[]>(
  status: RoomStatus,
  options: { enabled?: boolean; select?: (rooms: Room[]) => T } = {},
) {
  return useQuery({ ...roomsQueryOptions(status), enabled: options.enabled ?? true, select: options.select });
}

/**
 * Keeps a list loaded, as useRooms does, without drawing the component again on any change: for
 * actions that read the list when they are used (a shortcut, a notification's lookup). Returns the
 * reader; an empty list until the first answer.
 */
export function useRoomsReader(status: RoomStatus, { enabled = true }: { enabled?: boolean } = {}): () => Room[] {
  const queryClient = useQueryClient();
  useQuery({ ...roomsQueryOptions(status), enabled, notifyOnChangeProps: [] });
  return useCallback(() => queryClient.getQueryData(roomKeys.list(status)) ?? [], [queryClient, status]);
}
