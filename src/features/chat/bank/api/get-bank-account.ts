import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints } from '@/lib/api/endpoints/chat-bank';
import { bankKeys } from './keys';

export const getBankAccount = (username: string, signal?: AbortSignal) =>
  callEndpoint(chatBankEndpoints.bankAccount, { username }, { signal });

export const bankAccountQueryOptions = (username: string) =>
  queryOptions({ queryKey: bankKeys.account(username), queryFn: ({ signal }) => getBankAccount(username, signal) });

export const useBankAccount = (username: string, enabled = true) =>
  useQuery({ ...bankAccountQueryOptions(username), enabled: enabled && username !== '' });
