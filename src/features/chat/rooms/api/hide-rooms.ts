import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { ROOM_STATUS } from '@/lib/api/endpoints/chat';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { roomKeys } from './keys';

/**
 * Hides each room (api/room/changeStatus with status 2, one call per room). Every room is tried;
 * the first failure is thrown once all calls ended, so the rooms that were hidden stay hidden.
 */
export const hideRooms = async (codes: readonly string[]) => {
  const results = await Promise.allSettled(
    codes.map((code) => callEndpoint(chatEndpoints.roomChangeStatus, { code, status: ROOM_STATUS.hidden })),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
};

/** Reloads every room list afterwards (the shown list with status 1, and the hidden one), even after a failure. */
export const useHideRooms = ({ mutationConfig }: MutationHookOptions<typeof hideRooms> = {}) =>
  useApiMutation(hideRooms, {
    mutationConfig,
    refreshOn: 'settled',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: roomKeys.lists() }),
  });
