import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiResponse } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import type { TransferPayload } from '../schemas/transfer';

/** api/user/transaction: open points (positive), wash points (negative), deposit (positive). */
export const transferAccount = (payload: TransferPayload) => apiCall('api/user/transaction', payload);

type MutationConfig = Omit<UseMutationOptions<ApiResponse, ApiError, TransferPayload>, 'mutationFn' | 'retry'>;

/**
 * Never retried: a transfer sent twice is money moved twice. The caller refreshes what shows
 * balances (the list and the sidebar) in its onSuccess.
 */
export const useTransferAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: transferAccount, retry: false });
