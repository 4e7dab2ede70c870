import { useEffect, useState } from 'react';

type Note = { t: 'ask' } | { t: 'total'; total: number } | { t: 'gone' };

const channelName = (scope: string) => `chat-unread:${scope}`;

/**
 * A chat tab tells this browser's other tabs of the same user its unread total (on change and when
 * asked), so the back office's Chat entry shows it without a request of its own.
 */
export function publishUnreadTotal(scope: string, total: number): () => void {
  if (typeof BroadcastChannel === 'undefined' || !scope) return () => undefined;
  const bus = new BroadcastChannel(channelName(scope));
  bus.onmessage = ({ data }: MessageEvent<Note>) => {
    if (data.t === 'ask') bus.postMessage({ t: 'total', total } satisfies Note);
  };
  bus.postMessage({ t: 'total', total } satisfies Note);
  return () => bus.close();
}

/** The chat closed in this tab: listeners ask whether another chat tab is still open. */
export function withdrawUnreadTotal(scope: string): void {
  if (typeof BroadcastChannel === 'undefined' || !scope) return;
  const bus = new BroadcastChannel(channelName(scope));
  bus.postMessage({ t: 'gone' } satisfies Note);
  bus.close();
}

/**
 * The unread total an open chat tab of this user reports, or null while no chat tab is open (then
 * nothing is known without asking the server, and nothing is shown).
 */
export function useChatUnreadTotal(scope: string | null): number | null {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || !scope) return;
    const bus = new BroadcastChannel(channelName(scope));
    bus.onmessage = ({ data }: MessageEvent<Note>) => {
      if (data.t === 'total') setTotal(data.total);
      else if (data.t === 'gone') {
        setTotal(null);
        bus.postMessage({ t: 'ask' } satisfies Note);
      }
    };
    bus.postMessage({ t: 'ask' } satisfies Note);
    return () => bus.close();
  }, [scope]);
  return total;
}
