import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { contactKeys } from './keys';

export const getContact = (memberId: number, signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.friendView, { member_id: memberId }, { signal });

export const contactQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: contactKeys.view(memberId),
    queryFn: ({ signal }) => getContact(memberId, signal),
  });

/** A contact's profile (api/friend/view); nothing is asked without a member id. */
export const useContact = (memberId: number | null) =>
  useQuery({ ...contactQueryOptions(memberId ?? 0), enabled: memberId !== null });
