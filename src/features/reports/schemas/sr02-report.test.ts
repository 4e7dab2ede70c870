import { describe, expect, it } from 'vitest';
import { sr02ReportSchema, summarizeSr02 } from './sr02-report';

describe('summarizeSr02', () => {
  it('is 0 in, 0 out and net 0 when the report is empty', () => {
    expect(summarizeSr02([])).toEqual({ totalIn: '0', totalOut: '0', net: '0' });
  });

  it('computes net = in − out with decimal arithmetic', () => {
    expect(summarizeSr02([{ total_in: '0.3', total_out: '0.1' }])).toEqual({
      totalIn: '0.3',
      totalOut: '0.1',
      net: '0.2',
    });
    expect(summarizeSr02([{ total_in: '1234567.89', total_out: '2000000.01' }]).net).toBe('-765432.12');
  });

  it('sums a total list of several rows', () => {
    const summary = summarizeSr02([
      { total_in: '100.10', total_out: '50.05' },
      { total_in: '0.20', total_out: '0' },
    ]);
    expect(summary).toEqual({ totalIn: '100.3', totalOut: '50.05', net: '50.25' });
  });

  it('reads total_list/data_list and the shorter total/list names', () => {
    expect(
      sr02ReportSchema.parse({
        total_list: [{ total_in: 5, total_out: '2' }],
        data_list: [{ username: 'a', total_in: 5, total_out: 2 }],
      }),
    ).toEqual({
      totalList: [{ total_in: '5', total_out: '2' }],
      dataList: [{ username: 'a', total_in: '5', total_out: '2' }],
    });
    expect(sr02ReportSchema.parse({ total: [], list: [] })).toEqual({ totalList: [], dataList: [] });
  });
});
