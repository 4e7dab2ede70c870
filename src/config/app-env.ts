import type { DemoEnv, RealApiEnv } from './env-schema';

// Plain code, no schema: a built app reads its settings with this alone (./env.ts).

/** Time zone the platform's server writes and reads times in, when VITE_PLATFORM_TZ is not set. */
export const DEFAULT_PLATFORM_TZ = 'Asia/Taipei';

export type ApiSecrets = { apiBase: string; aesSecret: string; aesIv: string; signSecret: string };

export type AppEnv = ApiSecrets & {
  demo: boolean;
  timeoutMs: number;
  pusher: { key: string; host: string; port: number; tls: boolean };
  defaultShareDomain: string;
  platformTz: string;
  /** The deployment variant in which agents (role 2) never see a member's bank account name (chat spec section 5). */
  hideAccountNameForAgents: boolean;
};

export const apiOf = (raw: RealApiEnv): ApiSecrets => ({
  apiBase: raw.VITE_API_BASE,
  aesSecret: raw.VITE_API_AES_SECRET,
  aesIv: raw.VITE_API_AES_IV,
  signSecret: raw.VITE_API_SIGN_SECRET,
});

/** The app's settings from checked (or build-checked) variables and the envelope's values. */
export function withApi(raw: DemoEnv, api: ApiSecrets, demo: boolean): AppEnv {
  return {
    demo,
    ...api,
    timeoutMs: Number(raw.VITE_API_TIMEOUT_MS ?? 20000),
    pusher: {
      // Empty: no real-time server configured (lib/realtime/connection.ts then stays off). The demo has its own.
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

/** The settings of a demo build (with the demo backend's envelope values) or of a real-API build. */
export const envFrom = (raw: RealApiEnv, demoApi?: ApiSecrets): AppEnv =>
  demoApi ? withApi(raw, demoApi, true) : withApi(raw, apiOf(raw), false);
