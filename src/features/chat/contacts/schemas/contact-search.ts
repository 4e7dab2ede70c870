import { z } from 'zod';

/** The contact search box: a username (or part of one, the search is fuzzy), at most 50 characters. */
export const contactSearchSchema = z.object({
  username: z.string().trim().max(50, 'contacts.searchTooLong'),
});
export type ContactSearchInput = z.infer<typeof contactSearchSchema>;

/** One page of contacts as asked of the server (and the key its answer is cached under). */
export type ContactSearch = {
  /** api/customer/list for customer-service staff, api/friend/list for everyone else. */
  source: 'friend' | 'customer';
  username: string;
  page: number;
};
