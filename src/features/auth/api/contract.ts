import type { authEndpoints } from '@/lib/api/endpoints/auth';

type AuthEndpoints = typeof authEndpoints;

/** One sign-in call of the contract, fetched with the first call: the sign-in page shows without schema code. */
export const authEndpoint =
  <K extends keyof AuthEndpoints>(name: K) =>
  (): Promise<AuthEndpoints[K]> =>
    import('@/lib/api/endpoints/auth').then((area) => area.authEndpoints[name]);
