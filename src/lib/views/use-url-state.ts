import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { parseUrlState, writeUrlState, type UrlValues } from './url-state';

/**
 * How a change enters the browser's history: `push` for a submitted search (Back returns to the
 * one before), `replace` for typing, ordering and paging, which Back should step over.
 */
export type UrlStateMode = 'push' | 'replace';

export type UrlState<T extends UrlValues> = {
  value: T;
  set: (next: T, mode: UrlStateMode) => void;
  /** The address named a value the schema refused; the defaults show until the view changes. */
  refused: boolean;
};

/**
 * A screen's view kept in the address query (search, filters, dates, order, page), read through the
 * screen's zod schema. Defaults stay out of the address; other parameters (a masked row's `ref`)
 * are kept as they are. A refused link is replaced by the plain address and reported once.
 */
export function useUrlState<T extends UrlValues>(schema: z.core.$ZodType<T>, defaults: T): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  // Callers rebuild their defaults on every render; their content is what counts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const query = params.toString();
  const parsed = useMemo(
    () => parseUrlState(schema, stableDefaults, new URLSearchParams(query)),
    [schema, stableDefaults, query],
  );
  const [refusedShown, setRefusedShown] = useState(false);

  useEffect(() => {
    if (!parsed.refused) return;
    setRefusedShown(true);
    setParams(writeUrlState(stableDefaults, stableDefaults, new URLSearchParams(query)), { replace: true });
  }, [parsed.refused, stableDefaults, query, setParams]);

  const set = useCallback(
    (next: T, mode: UrlStateMode) => {
      setRefusedShown(false);
      const written = writeUrlState(next, stableDefaults, new URLSearchParams(query));
      if (written.toString() === query) return;
      setParams(written, { replace: mode === 'replace' });
    },
    [stableDefaults, query, setParams],
  );
  return { value: parsed.value, set, refused: refusedShown || parsed.refused };
}
