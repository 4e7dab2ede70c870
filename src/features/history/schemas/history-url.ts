import { z } from 'zod';
import { isValidRequestTime, toRequestTime } from '@/lib/dates';
import { tableViewUrlSchema } from '@/lib/views/table-view-url';
import { historySearchSchema } from './history-search';

/** A range end in the address: the form's "YYYY-MM-DDTHH:mm" on the platform clock, a real minute. */
const addressTime = z.string().refine((value) => isValidRequestTime(toRequestTime(value)));

/** The history's view in the address: the search form's rules, real times, and the table's view. */
export const historyUrlSchema = historySearchSchema
  .and(z.object({ start: addressTime, end: addressTime }))
  .and(tableViewUrlSchema);
export type HistoryUrl = z.infer<typeof historyUrlSchema>;
