import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints } from '@/lib/api/endpoints/chat-bank';
import { bankKeys } from './keys';

export const getOrderTypes = (signal?: AbortSignal) => callEndpoint(chatBankEndpoints.orderTypes, {}, { signal });

export const orderTypesQueryOptions = () =>
  queryOptions({
    queryKey: bankKeys.orderTypes(),
    queryFn: ({ signal }) => getOrderTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useOrderTypes = (enabled = true) => useQuery({ ...orderTypesQueryOptions(), enabled });
