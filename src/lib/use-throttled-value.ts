import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most once per `gapMs`: a change after a quiet gap at once, the latest value of
 * a burst at the end of the gap. For what is costly to show and needs no more than the latest
 * number (a tab's title and icon redraw in the browser's own interface on every change).
 */
export function useThrottledValue<T>(value: T, gapMs: number): T {
  const [shown, setShown] = useState(value);
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const apply = () => {
      lastAt.current = performance.now();
      setShown(value);
    };
    const wait = lastAt.current + gapMs - performance.now();
    if (wait <= 0) {
      apply();
      return;
    }
    const timer = setTimeout(apply, wait);
    return () => clearTimeout(timer);
  }, [value, shown, gapMs]);
  return shown;
}
