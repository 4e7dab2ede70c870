import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, memberMessage, setup } from '@/test/harness/room-list-refresh';

/** When the room list is fetched after all: what an event cannot apply, a (re)subscription, a tab shown again. */
describe('useRoomListRefresh: fetching the lists', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches the lists when the event lacks its message or names a room they do not hold', async () => {
    const { fake, roomListReloads } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({ code: 'r-new', message_id: 96, message: memberMessage(96, 'r-new') });
    await flush();
    expect(roomListReloads()).toBe(1);
  });

  it('a burst of 50 events the lists cannot apply costs one request at once and one 2 s later', async () => {
    vi.useFakeTimers();
    const { fake, roomListReloads } = setup();
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    expect(fake.listeners).toHaveLength(1);
    for (let i = 0; i < 50; i++) {
      fake.listeners[0]!.onEvent({ code: `r-unknown-${i % 5}`, message_id: 1000 + i });
      await act(async () => await vi.advanceTimersByTimeAsync(20));
    }
    expect(roomListReloads()).toBe(1);
    await act(async () => await vi.advanceTimersByTimeAsync(2000));
    expect(roomListReloads()).toBe(2);
    await act(async () => await vi.advanceTimersByTimeAsync(10_000));
    expect(roomListReloads()).toBe(2);
  });

  it('catches up after every (re)subscription, within 3 s', async () => {
    vi.useFakeTimers();
    const { fake, roomListReloads } = setup();
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    fake.listeners[0]!.onSubscribed?.();
    await act(async () => await vi.advanceTimersByTimeAsync(3000));
    expect(roomListReloads()).toBe(1);
    fake.listeners[0]!.onSubscribed?.();
    await act(async () => await vi.advanceTimersByTimeAsync(5000));
    expect(roomListReloads()).toBe(2);
  });

  it('reloads when the tab becomes visible again, not when it is hidden', async () => {
    const { roomListReloads } = setup();
    const setVisibility = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await flush();
      expect(roomListReloads()).toBe(0);
      setVisibility('visible');
      await flush();
      expect(roomListReloads()).toBe(1);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});
