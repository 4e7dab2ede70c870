import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value';

describe('useThrottledValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a change on at once, then the latest of a burst once per gap', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 500), {
      initialProps: { value: 0 },
    });
    rerender({ value: 1 });
    expect(result.current).toBe(1);
    for (let n = 2; n <= 20; n++) rerender({ value: n });
    expect(result.current).toBe(1);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(20);
    // Quiet for a gap: the next change is shown at once again.
    act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ value: 21 });
    expect(result.current).toBe(21);
  });

  it('shows nothing late when a burst comes back to the shown value', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    rerender({ value: 'b' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe('b');
  });
});
