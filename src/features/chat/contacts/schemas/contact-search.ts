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

/**
 * The contact search in the address (?username=&page=): the search box's rule and a page from 1. A
 * link naming anything else opens the first page of all contacts, with the refused-link notice.
 */
export const contactUrlSchema = z.object({
  username: contactSearchSchema.shape.username,
  page: z.coerce.number().int().min(1).max(100_000),
});
export type ContactUrl = z.infer<typeof contactUrlSchema>;
export const CONTACT_URL_DEFAULTS: ContactUrl = { username: '', page: 1 };
