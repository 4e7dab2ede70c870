import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useJoinInFlight, useOneAtATime } from './use-one-at-a-time';

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

describe('useJoinInFlight', () => {
  it('gives a call made while one runs the running promise, so both see one outcome', async () => {
    const { result } = renderHook(() => useJoinInFlight());
    let finish: (value: string) => void = () => {};
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = result.current(action);
    const second = result.current(action);
    expect(second).toBe(first);
    expect(action).toHaveBeenCalledTimes(1);
    finish('saved');
    await expect(second).resolves.toBe('saved');
    await expect(result.current(() => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('passes a failure to every caller and frees itself', async () => {
    const { result } = renderHook(() => useJoinInFlight());
    const first = result.current(() => Promise.reject(new Error('boom')));
    const second = result.current(() => Promise.resolve('not run'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    await expect(result.current(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
