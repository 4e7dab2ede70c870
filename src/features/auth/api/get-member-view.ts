import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { authKeys } from './keys';

export const getMemberView = (memberId: number) => callEndpoint(endpoints.memberView, { member_id: memberId });

export const memberViewQueryOptions = (memberId: number | null) =>
  queryOptions({
    queryKey: authKeys.memberView(memberId),
    queryFn: () => getMemberView(memberId as number),
    enabled: memberId !== null,
  });
