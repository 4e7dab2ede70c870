import { useCallback, useEffect, useRef, useState } from 'react';

export type CountdownOptions = {
  /** Length in seconds (spec: the SMS resend countdown is 60 s). */
  seconds?: number;
  /** The clock, injectable so stories and tests can hold time still. */
  now?: () => number;
};

/** Seconds left until an action may run again; derived from the clock so a slow tab never drifts. */
export function useCountdown({ seconds = 60, now = Date.now }: CountdownOptions = {}) {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef<number | null>(null);
  const clock = useRef(now);
  clock.current = now;

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const end = endsAt.current;
      const left = end === null ? 0 : Math.max(0, Math.ceil((end - clock.current()) / 1000));
      setRemaining(left);
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    endsAt.current = clock.current() + seconds * 1000;
    setRemaining(seconds);
  }, [seconds]);

  const reset = useCallback(() => {
    endsAt.current = null;
    setRemaining(0);
  }, []);

  return { remaining, start, reset };
}
