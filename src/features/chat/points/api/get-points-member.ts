import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints } from '@/lib/api/endpoints/auth';
import { pointsKeys } from './keys';

/** api/member/view for the room's member: username, nickname, balances, event_mode, transaction_all. */
export const getPointsMember = (memberId: number) => callEndpoint(authEndpoints.memberView, { member_id: memberId });

export const pointsMemberQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: pointsKeys.member(memberId), queryFn: () => getPointsMember(memberId), staleTime: 0 });

/**
 * Loaded again each time the points dialog opens (chat spec section 4), whatever the cache holds: the
 * caller trusts only this opening's answer (isFetchedAfterMount), since event mode may have changed.
 */
export const usePointsMember = (memberId: number, enabled: boolean) =>
  useQuery({ ...pointsMemberQueryOptions(memberId), enabled, refetchOnMount: 'always' });
