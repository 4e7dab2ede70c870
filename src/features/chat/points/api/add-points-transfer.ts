import { callEndpoint } from '@/lib/api/client';
import { chatPointsEndpoints, type PointsTransferPayload } from '@/lib/api/endpoints/chat-points';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { refreshBalances } from '@/lib/transfer/refresh-balances';
import { pointsMemberQueryOptions } from './get-points-member';

/** api/transaction/add: one points transfer of a chat room. */
export const addPointsTransfer = (payload: PointsTransferPayload) =>
  callEndpoint(chatPointsEndpoints.transactionAdd, payload);

/**
 * Never retried: a transfer sent twice is money moved twice. Balances shown (the member's and the
 * viewer's own) are refreshed once the call settles, whatever its outcome, since an unknown outcome
 * may have moved them too.
 */
export const useAddPointsTransfer = ({ mutationConfig }: MutationHookOptions<typeof addPointsTransfer> = {}) =>
  useApiMutation(addPointsTransfer, {
    mutationConfig,
    refreshOn: 'settled',
    refresh: (queryClient, input) => refreshBalances(queryClient, pointsMemberQueryOptions(input.member_id).queryKey),
  });
