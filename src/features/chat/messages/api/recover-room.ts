import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import type { MutationConfig } from '@/lib/api/mutation-config';

export const recoverRoom = (room: { room_id: number; code: string }) => callEndpoint(chatEndpoints.roomRecover, room);

export const useRecoverRoom = (config: MutationConfig<typeof recoverRoom> = {}) =>
  useMutation({ ...config, mutationFn: recoverRoom });
