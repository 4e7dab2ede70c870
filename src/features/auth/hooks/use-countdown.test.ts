import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('counts from the injected clock and stops at 0', async () => {
    let now = 1_000_000;
    const { result } = renderHook(() => useCountdown({ seconds: 60, now: () => now }));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    now += 15_500;
    await waitFor(() => expect(result.current.remaining).toBe(45));
    now += 45_000;
    await waitFor(() => expect(result.current.remaining).toBe(0));
  });

  it('holds still while the clock does, and resets at once', async () => {
    const { result } = renderHook(() => useCountdown({ seconds: 60, now: () => 0 }));
    act(() => result.current.start());
    await new Promise((r) => setTimeout(r, 600));
    expect(result.current.remaining).toBe(60);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
  });
});
