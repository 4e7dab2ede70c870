import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints } from '@/lib/api/endpoints/chat-bank';
import { bankKeys } from './keys';

export const getBankCardSetting = (username: string, signal?: AbortSignal) =>
  callEndpoint(chatBankEndpoints.hasBankCardSetting, { username }, { signal });

export const bankCardSettingQueryOptions = (username: string) =>
  queryOptions({
    queryKey: bankKeys.cardSetting(username),
    queryFn: ({ signal }) => getBankCardSetting(username, signal),
  });

export const useBankCardSetting = (username: string, enabled = true) =>
  useQuery({ ...bankCardSettingQueryOptions(username), enabled: enabled && username !== '' });
