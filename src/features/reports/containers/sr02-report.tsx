import { useMemo } from 'react';
import { systemClock, type Clock, type DateTimeRange } from '@/lib/dates';
import { useSr02 } from '../api/get-sr02';
import type { Sr02Query } from '../api/keys';
import { Sr02Filters } from '../components/sr02-filters';
import { Sr02Results } from '../components/sr02-results';
import type { Sr02Search } from '../schemas/sr02-search';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { useSr02View } from './use-sr02-view';

export type Sr02ReportProps = {
  /** Dates the screen opens with (yesterday to today on the page; fixed in stories). */
  initialRange: DateTimeRange;
  clock?: Clock;
};

/** SR02: runs at once with the search its address names (the initial range by default), then on every search. */
export function Sr02Report({ initialRange, clock = systemClock }: Sr02ReportProps) {
  const initial = useMemo<Sr02Search>(
    () => ({ username: '', start_date: initialRange.start, end_date: initialRange.end }),
    [initialRange.start, initialRange.end],
  );
  const { search, setSearch, table, refused } = useSr02View(initial);
  const query = useMemo(() => toQuery(search), [search]);
  const report = useSr02(query);
  const failure = useLoadFailure(report);

  const onSearch = (next: Sr02Search) => {
    // The same criteria again asks the server again.
    if (JSON.stringify(toQuery(next)) === JSON.stringify(query)) void report.refetch();
    else setSearch({ ...next, username: next.username.trim() });
  };

  return (
    <div className="space-y-4">
      {refused && <RefusedLinkNotice />}
      <Sr02Filters defaultValues={search} onSearch={onSearch} searching={report.isFetching} clock={clock} />
      <Sr02Results
        report={report.data}
        loading={report.isFetching}
        {...failure}
        onRetry={() => void report.refetch()}
        view={table}
      />
    </div>
  );
}

const toQuery = (search: Sr02Search): Sr02Query => ({
  username: search.username.trim(),
  start_date: search.start_date,
  end_date: search.end_date,
});
