import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ClearedMarks } from '../components/room-format';
import { roomKeys } from '../api/keys';

const EMPTY: ClearedMarks = new Map();

/**
 * Rooms whose new-message mark was cleared in this tab (opened here, or read in another tab), with
 * the message time it was cleared at. Held in the app's query cache, never fetched, so the room
 * list and the unread total in the menu, title and icon read the same marks and always agree, and
 * a fetch that answers before the server has taken the read report does not bring the mark back.
 */
export function useLocalReads(): [ClearedMarks, (code: string, time: string) => void] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: roomKeys.localReads(),
    queryFn: () => queryClient.getQueryData<ClearedMarks>(roomKeys.localReads()) ?? EMPTY,
    initialData: EMPTY,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const clear = useCallback(
    (code: string, time: string) =>
      queryClient.setQueryData<ClearedMarks>(roomKeys.localReads(), (marks = EMPTY) =>
        marks.get(code) === time ? marks : new Map(marks).set(code, time),
      ),
    [queryClient],
  );
  return [data, clear];
}
