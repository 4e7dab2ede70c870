import { useMemo, useState } from 'react';
import { systemClock, type Clock, type DateTimeRange } from '@/lib/dates';
import { useSr02 } from '../api/get-sr02';
import type { Sr02Query } from '../api/keys';
import { Sr02Filters } from '../components/sr02-filters';
import { Sr02Results } from '../components/sr02-results';
import type { Sr02Search } from '../schemas/sr02-search';
import { useLoadFailure } from '@/lib/api/use-load-failure';

export type Sr02ReportProps = {
  /** Dates the screen opens with (yesterday to today on the page; fixed in stories). */
  initialRange: DateTimeRange;
  clock?: Clock;
};

/** SR02: runs at once with the initial range, then on every search. */
export function Sr02Report({ initialRange, clock = systemClock }: Sr02ReportProps) {
  const initial = useMemo<Sr02Search>(
    () => ({ username: '', start_date: initialRange.start, end_date: initialRange.end }),
    [initialRange.start, initialRange.end],
  );
  const [query, setQuery] = useState<Sr02Query>(initial);
  const report = useSr02(query);
  const failure = useLoadFailure(report);

  const onSearch = (next: Sr02Search) => {
    const q: Sr02Query = { username: next.username.trim(), start_date: next.start_date, end_date: next.end_date };
    // The same criteria again asks the server again.
    if (JSON.stringify(q) === JSON.stringify(query)) void report.refetch();
    else setQuery(q);
  };

  return (
    <div className="space-y-4">
      <Sr02Filters defaultValues={initial} onSearch={onSearch} searching={report.isFetching} clock={clock} />
      <Sr02Results
        report={report.data}
        loading={report.isFetching}
        {...failure}
        onRetry={() => void report.refetch()}
      />
    </div>
  );
}
