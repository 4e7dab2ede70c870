import { queryOptions } from '@tanstack/react-query';
import { callLazily } from '@/lib/api/lazy-call';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const getMemberView = (memberId: number) => callLazily(authEndpoint('memberView'), { member_id: memberId });

export const memberViewQueryOptions = (memberId: number | null) =>
  queryOptions({
    queryKey: authKeys.memberView(memberId),
    queryFn: () => getMemberView(memberId as number),
    enabled: memberId !== null,
  });
