import { z } from 'zod';
import { DATE_FORMAT, isValidDate } from '@/lib/dates';
import { defineEndpoint } from '../endpoint';

const date = z.string().refine(isValidDate, `must be a date formatted ${DATE_FORMAT}`);

/** api/report/sr02 (spec section 7): dates only, whole platform days, both inclusive. */
export const sr02QuerySchema = z
  .object({ username: z.string().trim().max(50), start_date: date, end_date: date })
  .refine((q) => q.start_date <= q.end_date, { path: ['end_date'], message: 'must not be before start_date' });
export type Sr02Query = z.infer<typeof sr02QuerySchema>;

const amount = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '0' : String(v)));

export const sr02TotalSchema = z.object({ total_in: amount, total_out: amount });
export const sr02RowSchema = z.object({ username: z.string(), total_in: amount, total_out: amount });
export type Sr02Row = z.infer<typeof sr02RowSchema>;
export type Sr02Total = z.infer<typeof sr02TotalSchema>;

/**
 * The spec answers "a total list and a data list". The demo backend names them total_list and
 * data_list; `total` and `list` / `data` are read too, so a backend using the shorter names works.
 */
export const sr02ReportSchema = z
  .object({
    total_list: z.array(sr02TotalSchema).optional(),
    total: z.array(sr02TotalSchema).optional(),
    data_list: z.array(sr02RowSchema).optional(),
    list: z.array(sr02RowSchema).optional(),
    data: z.array(sr02RowSchema).optional(),
  })
  .transform((r) => ({
    totalList: r.total_list ?? r.total ?? [],
    dataList: r.data_list ?? r.list ?? r.data ?? [],
  }));
export type Sr02Report = z.infer<typeof sr02ReportSchema>;

export const reportEndpoints = {
  reportSr02: defineEndpoint('api/report/sr02', sr02QuerySchema, sr02ReportSchema),
};
