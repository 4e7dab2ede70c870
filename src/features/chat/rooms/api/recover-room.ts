import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { roomKeys } from './keys';

/** api/room/recover: the spec reads it both with room_id and with code, so both are sent. */
export const recoverRoom = async (room: { room_id: number; code: string }) => {
  await callEndpoint(chatEndpoints.roomRecover, room);
};

/**
 * The one recover request, for a hidden room and for an AI room alike: every room list reloads on
 * success, since the room leaves the hidden (or AI) list and returns to the shown one.
 */
export const useRecoverRoom = ({ mutationConfig }: MutationHookOptions<typeof recoverRoom> = {}) =>
  useApiMutation(recoverRoom, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: roomKeys.lists() }),
  });
