import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type TransferPayload } from '@/lib/api/endpoints/accounts';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';

/** api/user/transaction: open points (positive), wash points (negative), deposit (positive). */
export const transferAccount = (payload: TransferPayload) => callEndpoint(accountEndpoints.userTransaction, payload);

/**
 * Never retried: a transfer sent twice is money moved twice. The caller refreshes what shows
 * balances (the list and the sidebar) in its onSuccess.
 */
export const useTransferAccount = ({ mutationConfig }: MutationHookOptions<typeof transferAccount> = {}) =>
  useApiMutation(transferAccount, { mutationConfig });
