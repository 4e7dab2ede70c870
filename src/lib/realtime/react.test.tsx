import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState, Realtime } from './connection';
import { RealtimeProvider, useConnectionState, useRealtimeEvent } from './react';

function fakeRealtime() {
  let state: ConnectionState = 'connecting';
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const listeners: { onEvent: (d: unknown) => void; onSubscribed?: (() => void) | undefined }[] = [];
  const listen = vi.fn((_channel: string, _event: string, onEvent: (d: unknown) => void, onSubscribed?: () => void) => {
    const entry = { onEvent, onSubscribed };
    listeners.push(entry);
    return () => listeners.splice(listeners.indexOf(entry), 1);
  });
  const realtime: Realtime = {
    get state() {
      return state;
    },
    onState: (l) => (stateListeners.add(l), () => stateListeners.delete(l)),
    listen,
    disconnect: () => {},
  };
  const setState = (s: ConnectionState) => {
    state = s;
    stateListeners.forEach((l) => l(s));
  };
  return { realtime, listen, listeners, setState };
}

function Probe({ channel, label }: { channel: string | null; label: string }) {
  const state = useConnectionState();
  useRealtimeEvent(channel, 'MessageSent', (data) => {
    document.title = `${label}:${JSON.stringify(data)}`;
  });
  return <p>{state ?? 'none'}</p>;
}

describe('the real-time React binding', () => {
  it('shows the connection state and keeps one subscription across re-renders, calling the latest callback', () => {
    const fake = fakeRealtime();
    const { rerender } = render(
      <RealtimeProvider realtime={fake.realtime}>
        <Probe channel="room.a" label="first" />
      </RealtimeProvider>,
    );
    expect(screen.getByText('connecting')).toBeInTheDocument();
    act(() => fake.setState('live'));
    expect(screen.getByText('live')).toBeInTheDocument();

    rerender(
      <RealtimeProvider realtime={fake.realtime}>
        <Probe channel="room.a" label="second" />
      </RealtimeProvider>,
    );
    expect(fake.listen).toHaveBeenCalledTimes(1);
    act(() => fake.listeners[0]!.onEvent({ n: 1 }));
    expect(document.title).toBe('second:{"n":1}');

    rerender(
      <RealtimeProvider realtime={fake.realtime}>
        <Probe channel={null} label="second" />
      </RealtimeProvider>,
    );
    expect(fake.listeners).toHaveLength(0);
  });

  it('gives null without a connection', () => {
    render(
      <RealtimeProvider realtime={null}>
        <Probe channel="room.a" label="x" />
      </RealtimeProvider>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
