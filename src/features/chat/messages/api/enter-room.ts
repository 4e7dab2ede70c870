import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { roomKeys } from './keys';

export const enterRoom = (code: string, friendId: number | '', signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.roomEnter, { code, friend_id: friendId }, { signal });

/** Entering is read again each time the room is opened: never served from an old cache. */
export const enterRoomQueryOptions = (code: string, friendId: number | '') =>
  queryOptions({
    queryKey: roomKeys.enter(code, friendId),
    queryFn: ({ signal }) => enterRoom(code, friendId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** `ready`: the room's channel is listened to (use-listening-gate.ts), so nothing pushed after the answer is missed. */
export const useEnterRoom = (code: string | null, friendId: number | '', ready = true) =>
  useQuery({ ...enterRoomQueryOptions(code ?? '', friendId), enabled: Boolean(code) && ready });
