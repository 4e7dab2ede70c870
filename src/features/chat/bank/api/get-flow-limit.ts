import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, FLOW_LIMIT_PER_PAGE } from '@/lib/api/endpoints/chat-bank';
import { bankKeys } from './keys';

/** Every record on one page: page '1', per_page 50000 (chat spec sections 7 and 9). */
export const getFlowLimit = (memberId: number, userId: number, signal?: AbortSignal) =>
  callEndpoint(
    chatBankEndpoints.flowLimit,
    { member_id: memberId, user_id: userId, page: '1', per_page: FLOW_LIMIT_PER_PAGE },
    { signal },
  );

export const flowLimitQueryOptions = (memberId: number, userId: number) =>
  queryOptions({
    queryKey: bankKeys.flowLimit(memberId, userId),
    queryFn: ({ signal }) => getFlowLimit(memberId, userId, signal),
  });

export const useFlowLimit = (memberId: number, userId: number | null, enabled = true) =>
  useQuery({ ...flowLimitQueryOptions(memberId, userId ?? 0), enabled: enabled && userId !== null && memberId > 0 });
