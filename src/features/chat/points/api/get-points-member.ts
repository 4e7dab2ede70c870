import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints } from '@/lib/api/endpoints/auth';
import { pointsKeys } from './keys';

/** api/member/view for the room's member: username, nickname, balances, event_mode, transaction_all. */
export const getPointsMember = (memberId: number) => callEndpoint(authEndpoints.memberView, { member_id: memberId });

export const pointsMemberQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: pointsKeys.member(memberId), queryFn: () => getPointsMember(memberId), staleTime: 0 });

export const usePointsMember = (memberId: number, enabled: boolean) =>
  useQuery({ ...pointsMemberQueryOptions(memberId), enabled });
