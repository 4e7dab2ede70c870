import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints } from '@/lib/api/endpoints/chat-bank';
import { bankKeys } from './keys';

export const getBankCards = (username: string, signal?: AbortSignal) =>
  callEndpoint(chatBankEndpoints.bankCards, { username }, { signal });

export const bankCardsQueryOptions = (username: string) =>
  queryOptions({ queryKey: bankKeys.cards(username), queryFn: ({ signal }) => getBankCards(username, signal) });

export const useBankCards = (username: string, enabled = true) =>
  useQuery({ ...bankCardsQueryOptions(username), enabled: enabled && username !== '' });
