import { z } from 'zod';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const TRANSACTION_TYPES = [1, 2, 3, 4] as const;
export const TRANSACTION_STATUSES = [0, 1, 2, 3, 4] as const;
export const RED_ENVELOPE_TYPES = [1, 2] as const;

/** A transaction record (spec section 3); amounts stay decimal strings. */
export const transactionRowSchema = z.object({
  created_at: text,
  id: z.coerce.number(),
  type: z.coerce.number(),
  member_username: text,
  member_nickname: text,
  amount: text,
  status: z.coerce.number(),
  user_username: text,
  remark: text,
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionListSchema = z.array(transactionRowSchema);

export const redEnvelopeRowSchema = z.object({
  id: z.coerce.number().optional(),
  created_at: text,
  type: z.coerce.number(),
  self_username: text,
  other_username: text,
  amount: text,
});
export type RedEnvelopeRow = z.infer<typeof redEnvelopeRowSchema>;
export const redEnvelopeListSchema = z.array(redEnvelopeRowSchema);

/** Request payload of api/transaction/list and api/redEnvelope/record (spec section 7). */
export type HistoryQuery = { username: string; start_time: string; end_time: string; page: 1; per_page: 1000 };
