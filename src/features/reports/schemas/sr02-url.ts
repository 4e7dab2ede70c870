import { z } from 'zod';
import { isValidDate } from '@/lib/dates';
import { tableViewUrlSchema } from '@/lib/views/table-view-url';
import { sr02SearchSchema } from './sr02-search';

/** A day in the address: "YYYY-MM-DD", a real date. */
const addressDate = z.string().refine(isValidDate);

/** SR02's view in the address: the search form's rules, real days, and the agent table's view. */
export const sr02UrlSchema = sr02SearchSchema
  .and(z.object({ start_date: addressDate, end_date: addressDate }))
  .and(tableViewUrlSchema);
export type Sr02Url = z.infer<typeof sr02UrlSchema>;
