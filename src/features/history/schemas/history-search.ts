import { z } from 'zod';
import { rangeOrderRule } from '@/lib/date-range-rule';

export const HISTORY_KINDS = ['transaction', 'redEnvelope'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Search form: start and end are datetime-local values ("YYYY-MM-DDTHH:mm") on the platform clock. */
export const historySearchSchema = z
  .object({
    username: z.string().trim().max(50, 'history:validation.usernameTooLong'),
    kind: z.enum(HISTORY_KINDS),
    start: z.string().min(1, 'history:validation.startRequired'),
    end: z.string().min(1, 'history:validation.endRequired'),
  })
  .refine(...rangeOrderRule('start', 'end', 'history:validation.endBeforeStart'));

export type HistorySearch = z.infer<typeof historySearchSchema>;
