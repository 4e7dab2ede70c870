import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatEndpoints, FRIEND_PAGE_SIZE, type FriendListPayload } from '@/lib/api/endpoints/chat';
import { contactKeys } from './keys';

/**
 * The customer-service entry's call (chat spec sections 2 and 7): the friend list's first page,
 * status 1, every username. fuzzy is 1 because an empty name can only mean "every friend" as a part
 * match (an exact match of '' would name nobody); the contacts page searches the same way. Only
 * this first page of 10 is looked through for the agent group, as the spec's entry does.
 */
export const ENTRY_FRIENDS_PAYLOAD: FriendListPayload = {
  status: 1,
  username: '',
  fuzzy: 1,
  page: 1,
  per_page: FRIEND_PAGE_SIZE,
};

export const getFriendsForEntry = (signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.friendList, ENTRY_FRIENDS_PAYLOAD, { signal });

export const friendsForEntryQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.entry(),
    queryFn: ({ signal }) => getFriendsForEntry(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useFriendsForEntry = () => useQuery(friendsForEntryQueryOptions());
