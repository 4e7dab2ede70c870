import { z } from 'zod';

/** Values the embedded demo backend and the client share when no real API is configured. */
export const DEMO_ENV = {
  apiBase: '/demo-api/',
  aesSecret: 'demo-aes-secret-for-backoffice',
  aesIv: 'demo-iv-16-bytes',
  signSecret: 'demo-sign-secret',
} as const;

/** Time zone the platform's server writes and reads times in, when VITE_PLATFORM_TZ is not set. */
export const DEFAULT_PLATFORM_TZ = 'Asia/Taipei';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const rawSchema = z.object({
  VITE_API_BASE: z.string().optional().default(''),
  VITE_API_AES_SECRET: z.string().optional().default(''),
  VITE_API_AES_IV: z.string().optional().default(''),
  VITE_API_SIGN_SECRET: z.string().optional().default(''),
  VITE_API_TIMEOUT_MS: z.coerce.number().int().positive().optional().default(20000),
  VITE_DEMO: z.string().optional().default(''),
  VITE_PUSHER_KEY: z.string().optional().default(''),
  VITE_PUSHER_HOST: z.string().optional().default(''),
  VITE_PUSHER_PORT: z.string().optional().default(''),
  VITE_PUSHER_TLS: z.string().optional().default('false'),
  VITE_DEFAULT_SHARE_DOMAIN: z.string().optional().default(''),
  VITE_PLATFORM_TZ: z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || isTimeZone(v), 'VITE_PLATFORM_TZ must be an IANA time zone such as Asia/Taipei'),
});

const realApiSchema = z.object({
  apiBase: z.url().refine((v) => v.endsWith('/'), 'VITE_API_BASE must end with /'),
  aesSecret: z.string().min(8, 'VITE_API_AES_SECRET is required'),
  aesIv: z.string().length(16, 'VITE_API_AES_IV must be exactly 16 characters'),
  signSecret: z.string().min(4, 'VITE_API_SIGN_SECRET is required'),
});

export type AppEnv = {
  demo: boolean;
  apiBase: string;
  aesSecret: string;
  aesIv: string;
  signSecret: string;
  timeoutMs: number;
  pusher: { key: string; host: string; port: number; tls: boolean };
  defaultShareDomain: string;
  platformTz: string;
};

/** Validates the build-time environment; the demo backend is used whenever no real API base is given. */
export function parseEnv(source: Record<string, unknown>): AppEnv {
  const raw = rawSchema.parse(source);
  const demo = raw.VITE_DEMO === '1' || raw.VITE_DEMO === 'true' || raw.VITE_API_BASE === '';
  const api = demo
    ? DEMO_ENV
    : realApiSchema.parse({
        apiBase: raw.VITE_API_BASE,
        aesSecret: raw.VITE_API_AES_SECRET,
        aesIv: raw.VITE_API_AES_IV,
        signSecret: raw.VITE_API_SIGN_SECRET,
      });
  return {
    demo,
    ...api,
    timeoutMs: raw.VITE_API_TIMEOUT_MS,
    pusher: {
      key: raw.VITE_PUSHER_KEY || 'demo-key',
      host: raw.VITE_PUSHER_HOST || (typeof location === 'undefined' ? 'localhost' : location.hostname),
      port: Number(raw.VITE_PUSHER_PORT || 6001),
      tls: raw.VITE_PUSHER_TLS === 'true',
    },
    defaultShareDomain:
      raw.VITE_DEFAULT_SHARE_DOMAIN || (typeof location === 'undefined' ? 'http://localhost' : location.origin),
    platformTz: raw.VITE_PLATFORM_TZ || DEFAULT_PLATFORM_TZ,
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
