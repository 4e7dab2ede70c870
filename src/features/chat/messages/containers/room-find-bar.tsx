import { lazy, Suspense } from 'react';
import type { FindBarProps } from '../components/find-bar';

// The bar and its form code come when the user first asks for it, not with the room.
const FindBar = lazy(() => import('../components/find-bar').then((m) => ({ default: m.FindBar })));

/** The room's find bar, fetched on first use. */
export function RoomFindBar(props: FindBarProps) {
  return (
    <Suspense fallback={null}>
      <FindBar {...props} />
    </Suspense>
  );
}
