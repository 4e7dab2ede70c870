import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, type RoomStatus } from '@/lib/api/endpoints/chat';
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

/** Rooms of one status: 1 shown, 2 hidden, 3 AI. */
export const useRooms = (status: RoomStatus, options: { enabled?: boolean } = {}) =>
  useQuery({ ...roomsQueryOptions(status), enabled: options.enabled ?? true });
