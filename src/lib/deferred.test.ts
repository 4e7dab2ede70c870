import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

describe('deferred', () => {
  it('fetches once and keeps what arrived', async () => {
    const fetch = vi.fn(() => Promise.resolve('code'));
    const code = deferred(fetch);
    expect(code.current).toBeNull();
    code.preload();
    await expect(code.load()).resolves.toBe('code');
    expect(code.current).toBe('code');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (offline for a moment)', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = deferred(fetch);
    code.preload(); // a failed preload is not reported: the press that needs the code will be
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
