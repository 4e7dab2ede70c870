import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/session/api/keys';

/**
 * After money moved, or may have moved (an unknown outcome), every balance on screen is asked again:
 * the other side's, which the flow names (the account list, the room member's view), then the
 * viewer's own in every user view (the sidebar, the dashboard, the points dialog).
 */
export function refreshBalances(queryClient: QueryClient, ...otherSide: QueryKey[]): Promise<unknown> {
  return Promise.all(
    [...otherSide, sessionKeys.userViews()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
