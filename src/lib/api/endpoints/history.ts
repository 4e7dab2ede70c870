import { z } from 'zod';
import { isValidRequestTime, REQUEST_TIME_FORMAT } from '@/lib/dates';
import { defineEndpoint } from '../endpoint';
import { unshownAnswer } from './common';

const requestTime = z.string().refine(isValidRequestTime, `must be a date-time formatted ${REQUEST_TIME_FORMAT}`);

/** Backoffice spec section 9: transaction and red-envelope requests ask for 1000 rows. */
export const HISTORY_PER_PAGE = 1000;

/**
 * Request of api/transaction/list and api/redEnvelope/record (spec section 7): wall-clock times of
 * the platform's zone with ":00" seconds; page 1 of 1000 rows.
 */
export const historyQuerySchema = z
  .object({
    username: z.string().trim().max(50),
    start_time: requestTime,
    end_time: requestTime,
    page: z.literal(1),
    per_page: z.literal(HISTORY_PER_PAGE),
  })
  .refine((q) => q.start_time <= q.end_time, { path: ['end_time'], message: 'must not be before start_time' });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

const cell = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** A transaction record (spec section 3); amounts stay decimal strings. */
export const transactionRowSchema = z.object({
  created_at: cell,
  id: z.coerce.number(),
  type: z.coerce.number(),
  member_username: cell,
  member_nickname: cell,
  amount: cell,
  status: z.coerce.number(),
  user_username: cell,
  remark: cell,
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionListSchema = z.array(transactionRowSchema);

export const redEnvelopeRowSchema = z.object({
  id: z.coerce.number().optional(),
  created_at: cell,
  type: z.coerce.number(),
  self_username: cell,
  other_username: cell,
  amount: cell,
  /**
   * Not in the spec's field list: a server that sends an envelope's status (a code or a word, see
   * the history feature's status labels) has it shown; absent or empty stays undefined.
   */
  status: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()))
    .optional(),
});
export type RedEnvelopeRow = z.infer<typeof redEnvelopeRowSchema>;
export const redEnvelopeListSchema = z.array(redEnvelopeRowSchema);

export const editRemarkPayloadSchema = z.object({
  transaction_id: z.number().int().positive(),
  remark: z.string().max(255),
});
export type EditRemarkPayload = z.infer<typeof editRemarkPayloadSchema>;

export const historyEndpoints = {
  transactionList: defineEndpoint('api/transaction/list', historyQuerySchema, transactionListSchema),
  redEnvelopeRecord: defineEndpoint('api/redEnvelope/record', historyQuerySchema, redEnvelopeListSchema),
  transactionEdit: defineEndpoint('api/transaction/edit', editRemarkPayloadSchema, unshownAnswer),
};
