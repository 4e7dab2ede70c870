import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints } from '@/lib/api/endpoints/auth';
import { authKeys } from './keys';

export const getMemberView = (memberId: number) => callEndpoint(authEndpoints.memberView, { member_id: memberId });

export const memberViewQueryOptions = (memberId: number | null) =>
  queryOptions({
    queryKey: authKeys.memberView(memberId),
    queryFn: () => getMemberView(memberId as number),
    enabled: memberId !== null,
  });
