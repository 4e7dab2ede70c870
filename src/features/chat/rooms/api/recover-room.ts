import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { roomKeys } from './keys';

/** api/room/recover: the spec reads it both with room_id and with code, so both are sent. */
export const recoverRoom = async (room: { room_id: number; code: string }) => {
  await callEndpoint(chatEndpoints.roomRecover, room);
};

/** Reloads every room list on success (the room leaves the hidden list and returns to its own). */
export const useRecoverRoom = ({ mutationConfig }: MutationHookOptions<typeof recoverRoom> = {}) =>
  useApiMutation(recoverRoom, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: roomKeys.lists() }),
  });
