import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from the injected clock and stops at 0', () => {
    let now = 1_000_000;
    const { result } = renderHook(() => useCountdown({ seconds: 60, now: () => now }));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    now += 15_500;
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(45);
    now += 45_000;
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(0);
  });

  it('holds still while the clock does, and resets at once', () => {
    const { result } = renderHook(() => useCountdown({ seconds: 60, now: () => 0 }));
    act(() => result.current.start());
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(result.current.remaining).toBe(60);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
  });

  it('follows the real clock by default, under fake time', () => {
    const { result } = renderHook(() => useCountdown({ seconds: 60 }));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(result.current.remaining).toBe(45);
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(result.current.remaining).toBe(0);
  });
});
