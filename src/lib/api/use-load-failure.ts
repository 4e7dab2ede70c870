import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './error-message';

export type LoadFailure = {
  /** Why the last load failed, in the user's language; null once a load succeeded. */
  error: string | null;
  /** The failed load is being asked again (Retry, or a catch-up): the reason stays, Retry is busy. */
  retrying: boolean;
};

type FailedQuery = {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
};

/**
 * A query's failure as every screen shows it. A query with no data forgets its error the moment it is
 * asked again (TanStack Query puts it back to pending), so a screen built on `isError` alone makes the
 * reason vanish behind a spinner on Retry and come back when it fails again, dropping the focus on
 * the way. Here the reason stays while the query's last answer was a failure (its error is newer than
 * its data): a retry that fails again leaves the screen, and the focus on Retry, as they were. Another
 * query (a new search) has failed at nothing yet, so it shows no failure.
 */
export function useLoadFailure(query: FailedQuery): LoadFailure {
  const { t } = useTranslation();
  const last = useRef<unknown>(null);
  if (query.isError) last.current = query.error;
  const failedLast = query.isError || query.errorUpdatedAt > query.dataUpdatedAt;
  if (!failedLast || last.current === null) return { error: null, retrying: false };
  return { error: errorMessage(last.current, t), retrying: query.isFetching };
}
