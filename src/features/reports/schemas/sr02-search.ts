import { z } from 'zod';
import { rangeOrderRule } from '@/lib/date-range-rule';

/** SR02 search: dates only ("YYYY-MM-DD", platform days), both inclusive. */
export const sr02SearchSchema = z
  .object({
    username: z.string().trim().max(50, 'reports:validation.agentTooLong'),
    start_date: z.string().min(1, 'reports:validation.startRequired'),
    end_date: z.string().min(1, 'reports:validation.endRequired'),
  })
  // Whole days, both inclusive: a one-day report has the same start and end.
  .refine(...rangeOrderRule('start_date', 'end_date', 'reports:validation.endBeforeStart', { sameAllowed: true }));

export type Sr02Search = z.infer<typeof sr02SearchSchema>;
