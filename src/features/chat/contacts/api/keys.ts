import type { ContactSearch } from '../schemas/contact-search';

export const contactKeys = {
  all: ['chat', 'contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (search: ContactSearch) => [...contactKeys.lists(), search] as const,
  /** The friend list read once to open the customer-service entry's room (never cached). */
  entry: () => [...contactKeys.all, 'entry'] as const,
  views: () => [...contactKeys.all, 'view'] as const,
  view: (memberId: number) => [...contactKeys.views(), memberId] as const,
};
