import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores a second start while the first is running, and allows one after it settles', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => {
      result.current(action);
      result.current(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    act(() => result.current(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('frees itself after a failure', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const failing = vi.fn(() => Promise.reject(new Error('boom')));
    await act(async () => result.current(failing));
    await act(async () => result.current(failing));
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
