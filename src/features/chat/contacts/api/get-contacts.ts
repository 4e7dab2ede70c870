import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '@/lib/api/client';
import { chatEndpoints } from '@/lib/api/endpoints/chat';
import { FRIEND_PAGE_SIZE } from '@/lib/api/endpoints/chat';
import type { ContactSearch } from '../schemas/contact-search';
import { contactKeys } from './keys';

/** One page of contacts (status 1, fuzzy username search, 10 per page) and the page count. */
export async function getContacts(search: ContactSearch, signal?: AbortSignal) {
  const endpoint = search.source === 'customer' ? chatEndpoints.customerList : chatEndpoints.friendList;
  const { data, total } = await callListEndpoint(
    endpoint,
    { status: 1, username: search.username, fuzzy: 1, page: search.page, per_page: FRIEND_PAGE_SIZE },
    { signal },
  );
  const pages =
    total === null
      ? search.page + (data.length === FRIEND_PAGE_SIZE ? 1 : 0)
      : Math.max(1, Math.ceil(total / FRIEND_PAGE_SIZE));
  return { contacts: data, total, pages };
}

export const contactsQueryOptions = (search: ContactSearch) =>
  queryOptions({
    queryKey: contactKeys.list(search),
    queryFn: ({ signal }) => getContacts(search, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useContacts = (search: ContactSearch | null) =>
  useQuery({
    ...contactsQueryOptions(search ?? { source: 'friend', username: '', page: 1 }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
