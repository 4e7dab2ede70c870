// zod's light form, as the search form's: the list reads its address before any dialog loads.
import * as z from 'zod/mini';
import { tableViewUrlSchema } from '@/lib/views/table-view-url';
import { accountSearchSchema } from './account-search';

/** A management list's view in the address: the server search's rules and the table's view. */
export const accountUrlSchema = z.intersection(accountSearchSchema, tableViewUrlSchema);
export type AccountUrl = z.infer<typeof accountUrlSchema>;
