import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { roomKeys } from './keys';

/** api/room/recover: the spec reads it both with room_id and with code, so both are sent. */
export const recoverRoom = async (room: { room_id: number; code: string }) => {
  await callEndpoint(chatEndpoints.roomRecover, room);
};

/** Reloads every room list on success (the room leaves the hidden list and returns to its own). */
export function useRecoverRoom(mutationConfig: MutationConfig<typeof recoverRoom> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: recoverRoom,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: roomKeys.lists() });
      await onSuccess?.(...args);
    },
  });
}
