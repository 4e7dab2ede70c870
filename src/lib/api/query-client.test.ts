import { describe, expect, it } from 'vitest';
import { CLIENT_CODE } from '@/lib/api/codes';
import { ApiError } from '@/lib/api/errors';
import { createQueryClient } from './query-client';

async function attempts(error: ApiError): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  const failing = (): never => {
    calls += 1;
    throw error;
  };
  await client.fetchQuery({ queryKey: ['probe', error.code], queryFn: failing, retryDelay: 0 }).catch(() => undefined);
  return calls;
}

describe('query retries', () => {
  it('retries a failed connection once', async () => {
    expect(await attempts(new ApiError(CLIENT_CODE.network, 'errors.network', null, true))).toBe(2);
  });

  it('does not retry a time-out, an unreadable answer, a gateway error or a server refusal', async () => {
    expect(await attempts(new ApiError(CLIENT_CODE.timeout, 'errors.timeout', null, true))).toBe(1);
    expect(await attempts(new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', null, true))).toBe(1);
    expect(await attempts(new ApiError(CLIENT_CODE.serverError, 'errors.server', { status: 502 }, true))).toBe(1);
    expect(await attempts(new ApiError(5002, 'Rejected'))).toBe(1);
  });
});
