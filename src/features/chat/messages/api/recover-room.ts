import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';

export const recoverRoom = (room: { room_id: number; code: string }) => callEndpoint(chatEndpoints.roomRecover, room);

export const useRecoverRoom = ({ mutationConfig }: MutationHookOptions<typeof recoverRoom> = {}) =>
  useApiMutation(recoverRoom, { mutationConfig });
