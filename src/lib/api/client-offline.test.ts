import { describe, expect, it, vi } from 'vitest';
import { apiCall } from './client';

// The cipher code could not be fetched (offline, or a deploy replaced it since the page loaded).
vi.mock('./envelope', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('apiCall before the cipher code is loaded', () => {
  it('fails as a network failure does, without reaching the server', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    await expect(apiCall('api/x')).rejects.toMatchObject({ message: 'errors.network', outcomeUnknown: true });
    expect(sent).not.toHaveBeenCalled();
  });
});
