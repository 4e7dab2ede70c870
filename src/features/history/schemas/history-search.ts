import { z } from 'zod';

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
  // Same-length ISO values compare correctly as text.
  .refine((v) => !v.start || !v.end || v.end > v.start, {
    path: ['end'],
    message: 'history:validation.endBeforeStart',
  });

export type HistorySearch = z.infer<typeof historySearchSchema>;
