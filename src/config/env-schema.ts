// zod's light form: these rules run on every page load, before the sign-in page can show.
import * as z from 'zod/mini';

/**
 * The build-time settings (documented in .env.example), keyed by variable name so each problem
 * names its variable. Pure: the browser (src/config/env.ts) and the build (config/validate-env.ts)
 * run the same rules.
 */

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const required = (rule: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : rule) })
    .check(z.minLength(1, 'is required'));
// An empty line in .env (VITE_X=) means "not set". Settings are always text; the message only
// names the rule should something else reach here.
const optional = () =>
  z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(z.string({ error: 'must be text' })),
  );
const trueOrFalse = () => z.optional(z.enum(['true', 'false'], { error: 'must be true or false' }));

const apiShape = {
  VITE_API_BASE: z.pipe(
    required('must be a URL'),
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .check(z.refine((v) => v.endsWith('/'), 'must end with /')),
  ),
  VITE_API_AES_SECRET: z.pipe(
    required('must be text'),
    z.string().check(z.minLength(8, 'must be at least 8 characters')),
  ),
  VITE_API_AES_IV: z.pipe(required('must be text'), z.string().check(z.length(16, 'must be exactly 16 characters'))),
  VITE_API_SIGN_SECRET: z.pipe(
    required('must be text'),
    z.string().check(z.minLength(4, 'must be at least 4 characters')),
  ),
};

const commonShape = {
  VITE_API_TIMEOUT_MS: z.pipe(
    optional(),
    z.optional(z.string().check(z.regex(/^[1-9]\d*$/, 'must be a positive whole number of milliseconds'))),
  ),
  VITE_PUSHER_KEY: optional(),
  VITE_PUSHER_HOST: optional(),
  VITE_PUSHER_PORT: z.pipe(
    optional(),
    z.optional(
      z.string().check(
        z.regex(/^\d{1,5}$/, 'must be a port number'),
        z.refine((v) => Number(v) >= 1 && Number(v) <= 65535, 'must be a port number'),
      ),
    ),
  ),
  VITE_PUSHER_TLS: z.pipe(optional(), trueOrFalse()),
  VITE_DEFAULT_SHARE_DOMAIN: optional(),
  VITE_PLATFORM_TZ: z.pipe(
    optional(),
    z.optional(z.string().check(z.refine(isTimeZone, 'must be an IANA time zone such as Asia/Taipei'))),
  ),
  VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS: z.pipe(optional(), trueOrFalse()),
};

/** A real-API build: the call envelope's settings are required. */
export const realApiEnvSchema = z.object({ ...apiShape, ...commonShape });
/** A demo build: the envelope uses the demo backend's own values. */
export const demoEnvSchema = z.object(commonShape);

export type RealApiEnv = z.infer<typeof realApiEnvSchema>;
export type DemoEnv = z.infer<typeof demoEnvSchema>;
export type EnvProblem = { variable: string; message: string };

type Checked<T> = { ok: true; data: T } | { ok: false; problems: EnvProblem[] };

function check<T>(schema: z.ZodMiniType<T>, source: Record<string, unknown>): Checked<T> {
  const result = schema.safeParse(source);
  if (result.success) return { ok: true, data: result.data };
  const problems: EnvProblem[] = [];
  for (const issue of result.error.issues) {
    const variable = String(issue.path[0] ?? '(settings)');
    // One line per variable: the first broken rule is the one to fix.
    if (!problems.some((p) => p.variable === variable)) problems.push({ variable, message: issue.message });
  }
  return { ok: false, problems };
}

export const checkRealApiEnv = (source: Record<string, unknown>) => check(realApiEnvSchema, source);
export const checkDemoEnv = (source: Record<string, unknown>) => check(demoEnvSchema, source);

/** "VITE_API_AES_IV must be exactly 16 characters", one line per variable. */
export function describeEnvProblems(problems: EnvProblem[]): string {
  return problems.map((p) => `${p.variable} ${p.message}`).join('\n');
}
