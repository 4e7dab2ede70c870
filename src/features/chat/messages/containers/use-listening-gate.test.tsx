import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState, Realtime } from '@/lib/realtime/connection';
import { RealtimeProvider } from '@/lib/realtime/react';
import { useListeningGate } from './use-listening-gate';

const connection = (state: ConnectionState): Realtime => ({
  state,
  onState: () => () => {},
  listen: () => () => {},
  disconnect: () => {},
});
const gate = (realtime: Realtime | null) =>
  renderHook(() => useListeningGate(2000), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <RealtimeProvider realtime={realtime}>{children}</RealtimeProvider>
    ),
  });

describe('a room waits for its channel before it is entered', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the channel listens', () => {
    const { result } = gate(connection('live'));
    expect(result.current.ready).toBe(false);
    act(() => result.current.onListening());
    expect(result.current.ready).toBe(true);
  });

  it('opens anyway after 2 s without a subscription', () => {
    const { result } = gate(connection('connecting'));
    act(() => void vi.advanceTimersByTime(1999));
    expect(result.current.ready).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.ready).toBe(true);
  });

  it.each([['offline'], ['reconnecting']] as const)('opens at once when the connection is %s', (state) => {
    expect(gate(connection(state)).result.current.ready).toBe(true);
  });

  it('opens at once without a real-time connection', () => {
    expect(gate(null).result.current.ready).toBe(true);
  });
});
