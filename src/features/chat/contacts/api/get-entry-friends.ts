import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { contactKeys } from './keys';

/** The customer-service entry's call: the friend list's first page (status 1, every username). */
export const getFriendsForEntry = (signal?: AbortSignal) => callEndpoint(chatEndpoints.friendList, {}, { signal });

export const friendsForEntryQueryOptions = () =>
  queryOptions({
    queryKey: [...contactKeys.all, 'entry'] as const,
    queryFn: ({ signal }) => getFriendsForEntry(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useFriendsForEntry = () => useQuery(friendsForEntryQueryOptions());
