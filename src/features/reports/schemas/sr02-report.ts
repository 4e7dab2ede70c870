import { z } from 'zod';
import { addAmounts, subtractAmounts } from '@/lib/money';

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

export type Sr02Summary = { totalIn: string; totalOut: string; net: string };

/** Totals of the report: the total list summed (decimal arithmetic), net = in − out; 0 when empty. */
export function summarizeSr02(totalList: Sr02Total[]): Sr02Summary {
  const totalIn = totalList.reduce((sum, row) => addAmounts(sum, row.total_in), '0');
  const totalOut = totalList.reduce((sum, row) => addAmounts(sum, row.total_out), '0');
  return { totalIn, totalOut, net: subtractAmounts(totalIn, totalOut) };
}
