import type { CallOptions } from './client';
import { CLIENT_CODE } from './codes';
import type { Endpoint, PayloadOf, ResultOf } from './endpoint';
import { ApiError } from './errors';

/**
 * callEndpoint for a page that must show before any schema code arrives (the sign-in page): the
 * client and the contract area are fetched with the first call. If they cannot be fetched, the call
 * fails as a network failure does (nothing was sent, so the outcome is known), and the next call tries again.
 */
export async function callLazily<E extends Endpoint>(
  endpoint: () => Promise<E>,
  payload: PayloadOf<E>,
  options?: CallOptions,
): Promise<ResultOf<E>> {
  let loaded: [typeof import('./client'), E];
  try {
    loaded = await Promise.all([import('./client'), endpoint()]);
  } catch {
    throw new ApiError(CLIENT_CODE.network, 'errors.network');
  }
  const [{ callEndpoint }, contract] = loaded;
  return callEndpoint(contract, payload, options);
}
