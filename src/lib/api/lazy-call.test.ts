import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { callLazily } from './lazy-call';

const endpoint = defineEndpoint('api/echo', z.object({}), z.object({ ok: z.boolean() }));

describe('callLazily', () => {
  it('fails as a known network failure when the contract cannot be fetched, and sends nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const missing = (): Promise<typeof endpoint> =>
      Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(callLazily(missing, {})).rejects.toMatchObject({ message: 'errors.network', outcomeUnknown: false });
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it('calls the fetched endpoint through the client', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 1000, data: { ok: true } })));
    await expect(callLazily(() => Promise.resolve(endpoint), {})).resolves.toEqual({ ok: true });
    expect(String(sent.mock.calls[0]?.[0])).toMatch(/api\/echo$/);
    sent.mockRestore();
  });
});
