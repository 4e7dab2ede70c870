import { DEMO_ENV } from './demo-env';
import {
  checkDemoEnv,
  checkRealApiEnv,
  DEFAULT_PLATFORM_TZ,
  describeEnvProblems,
  type DemoEnv,
  type EnvProblem,
} from './env-schema';

export { DEMO_ENV } from './demo-env';
export { DEFAULT_PLATFORM_TZ, type EnvProblem } from './env-schema';

type ApiSecrets = { apiBase: string; aesSecret: string; aesIv: string; signSecret: string };

export type AppEnv = ApiSecrets & {
  demo: boolean;
  timeoutMs: number;
  pusher: { key: string; host: string; port: number; tls: boolean };
  defaultShareDomain: string;
  platformTz: string;
  /** The deployment variant in which agents (role 2) never see a member's bank account name (chat spec section 5). */
  hideAccountNameForAgents: boolean;
};

/** Settings that are missing or malformed, each naming its variable. */
export class EnvError extends Error {
  constructor(readonly problems: EnvProblem[]) {
    super(`Invalid settings:\n${describeEnvProblems(problems)}`);
    this.name = 'EnvError';
  }
}

/**
 * Validates the build-time settings. `demoApi` is given only by a demo build (the demo backend's
 * envelope values); without it the real API's settings are required, whatever else is set.
 */
export function parseEnv(source: Record<string, unknown>, demoApi?: ApiSecrets): AppEnv {
  if (demoApi) {
    const checked = checkDemoEnv(source);
    if (!checked.ok) throw new EnvError(checked.problems);
    return withApi(checked.data, demoApi, true);
  }
  const checked = checkRealApiEnv(source);
  if (!checked.ok) throw new EnvError(checked.problems);
  const raw = checked.data;
  const api = {
    apiBase: raw.VITE_API_BASE,
    aesSecret: raw.VITE_API_AES_SECRET,
    aesIv: raw.VITE_API_AES_IV,
    signSecret: raw.VITE_API_SIGN_SECRET,
  };
  return withApi(raw, api, false);
}

function withApi(raw: DemoEnv, api: ApiSecrets, demo: boolean): AppEnv {
  return {
    demo,
    ...api,
    timeoutMs: Number(raw.VITE_API_TIMEOUT_MS ?? 20000),
    pusher: {
      // Empty: no real-time server configured (lib/realtime.ts then stays off). The demo has its own.
      key: raw.VITE_PUSHER_KEY ?? '',
      host: raw.VITE_PUSHER_HOST ?? (typeof location === 'undefined' ? 'localhost' : location.hostname),
      port: Number(raw.VITE_PUSHER_PORT ?? 6001),
      tls: raw.VITE_PUSHER_TLS === 'true',
    },
    defaultShareDomain:
      raw.VITE_DEFAULT_SHARE_DOMAIN ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
    platformTz: raw.VITE_PLATFORM_TZ ?? DEFAULT_PLATFORM_TZ,
    hideAccountNameForAgents: raw.VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS === 'true',
  };
}

/** Never throws: main.tsx shows the problems on a page of their own instead of the app. */
function readEnv(source: Record<string, unknown>, demoApi?: ApiSecrets): { env: AppEnv; problems: EnvProblem[] } {
  try {
    return { env: parseEnv(source, demoApi), problems: [] };
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Harmless values so modules that read env while loading do not crash before the page shows.
    const unusable = parseEnv({}, { apiBase: '', aesSecret: '', aesIv: '', signSecret: '' });
    return { env: { ...unusable, demo: false }, problems: error.problems };
  }
}

// VITE_DEMO is fixed at build time (vite --mode demo; Vitest and Storybook set it too), so in a
// real-API build this is `undefined` and the demo values are dropped from the bundle.
const loaded = readEnv(import.meta.env, import.meta.env.VITE_DEMO === '1' ? DEMO_ENV : undefined);

export const env: AppEnv = loaded.env;
/** Empty unless the build's settings are missing or malformed. */
export const envProblems: EnvProblem[] = loaded.problems;
