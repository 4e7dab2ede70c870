import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';

/** Spec: the share-code label is filled after a 2 second delay. */
export const SHARE_CODE_DELAY_MS = 2000;

/** The stored share code once the delay has passed (the user view's code when none is stored). */
export function useDelayedShareCode(viewCode: string | undefined): string | null {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setDue(true), SHARE_CODE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  if (!due) return null;
  return storage.get('share_code') || viewCode || null;
}
