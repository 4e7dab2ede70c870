import type { Sr02Total } from '@/lib/api/endpoints/reports';
import { addAmounts, subtractAmounts } from '@/lib/money';

// The report's wire shape is the API contract's.
export {
  sr02ReportSchema,
  sr02RowSchema,
  sr02TotalSchema,
  type Sr02Report,
  type Sr02Row,
  type Sr02Total,
} from '@/lib/api/endpoints/reports';

export type Sr02Summary = { totalIn: string; totalOut: string; net: string };

/** Totals of the report: the total list summed (decimal arithmetic), net = in − out; 0 when empty. */
export function summarizeSr02(totalList: Sr02Total[]): Sr02Summary {
  const totalIn = totalList.reduce((sum, row) => addAmounts(sum, row.total_in), '0');
  const totalOut = totalList.reduce((sum, row) => addAmounts(sum, row.total_out), '0');
  return { totalIn, totalOut, net: subtractAmounts(totalIn, totalOut) };
}
