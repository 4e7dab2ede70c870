import { useCallback, useState } from 'react';

/**
 * Which transfer targets (an account, a room's member) had a last transfer with an unknown outcome.
 * Kept by the flow's owner, above the per-opening session, so closing and reopening the dialog does
 * not turn into a blind resend: the notice and its acknowledgement come back until an answer is known.
 */
export function useUnknownOutcomes<K>() {
  const [keys, setKeys] = useState<ReadonlySet<K>>(() => new Set());
  const mark = useCallback(
    (key: K, unknown: boolean) =>
      setKeys((current) => {
        if (current.has(key) === unknown) return current;
        const next = new Set(current);
        if (unknown) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { has: (key: K) => keys.has(key), mark };
}
