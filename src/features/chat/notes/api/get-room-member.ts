import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { noteKeys } from './keys';

/** The room's member as a friend (api/friend/view), for the notebook's heading and its room link. */
export const getRoomMember = (memberId: number, signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.friendView, { member_id: memberId }, { signal });

export const roomMemberQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: noteKeys.member(memberId), queryFn: ({ signal }) => getRoomMember(memberId, signal) });

/** Only a nicety: a failure is not retried and the page keeps a plain link to the room. */
export const useRoomMember = (memberId: number | null) =>
  useQuery({ ...roomMemberQueryOptions(memberId ?? 0), enabled: memberId !== null, retry: false });
