import { z } from 'zod';

/** SR02 search: dates only ("YYYY-MM-DD", platform days), both inclusive. */
export const sr02SearchSchema = z
  .object({
    username: z.string().trim().max(50, 'reports:validation.agentTooLong'),
    start_date: z.string().min(1, 'reports:validation.startRequired'),
    end_date: z.string().min(1, 'reports:validation.endRequired'),
  })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'reports:validation.endBeforeStart',
  });

export type Sr02Search = z.infer<typeof sr02SearchSchema>;
