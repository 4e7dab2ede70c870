import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatPointsEndpoints, type PointsTransferPayload } from '@/lib/api/endpoints/chat-points';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { sessionKeys } from '@/lib/session/api/keys';
import { pointsMemberQueryOptions } from './get-points-member';

/** api/transaction/add: one points transfer of a chat room. */
export const addPointsTransfer = (payload: PointsTransferPayload) =>
  callEndpoint(chatPointsEndpoints.transactionAdd, payload);

/**
 * Never retried: a transfer sent twice is money moved twice. Balances shown (the member's and the
 * viewer's own) are refreshed once the call settles, whatever its outcome, since an unknown outcome
 * may have moved them too.
 */
export const useAddPointsTransfer = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof addPointsTransfer> } = {}) => {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: addPointsTransfer,
    retry: false,
    onSettled: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsMemberQueryOptions(args[2].member_id).queryKey }),
        // Every user view (the viewer's balance in the sidebar): the prefix of sessionKeys.userView.
        queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'user-view'] }),
      ]);
      await onSettled?.(...args);
    },
  });
};
