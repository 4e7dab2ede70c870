import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { memberViewSchema } from '../schemas/member-view';
import { authKeys } from './keys';

export const getMemberView = (memberId: number) =>
  apiData('api/member/view', { member_id: memberId }, memberViewSchema);

export const memberViewQueryOptions = (memberId: number | null) =>
  queryOptions({
    queryKey: authKeys.memberView(memberId),
    queryFn: () => getMemberView(memberId as number),
    enabled: memberId !== null,
  });
