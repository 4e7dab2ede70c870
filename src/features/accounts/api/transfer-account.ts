import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type TransferPayload } from '@/lib/api/endpoints/accounts';
import type { MutationConfig } from '@/lib/api/mutation-config';

/** api/user/transaction: open points (positive), wash points (negative), deposit (positive). */
export const transferAccount = (payload: TransferPayload) => callEndpoint(accountEndpoints.userTransaction, payload);

/**
 * Never retried: a transfer sent twice is money moved twice. The caller refreshes what shows
 * balances (the list and the sidebar) in its onSuccess.
 */
export const useTransferAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof transferAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: transferAccount, retry: false });
