import { DEMO_ENV } from './demo-env';
import { envFrom, type ApiSecrets, type AppEnv } from './app-env';
import type { EnvProblem, RealApiEnv } from './env-schema';

export { DEMO_ENV } from './demo-env';
export { DEFAULT_PLATFORM_TZ, type AppEnv } from './app-env';
export type { EnvProblem } from './env-schema';

/**
 * A built app's settings were checked by the build with these same rules (config/validate-env.ts
 * fails the build on a bad one), so the bundle only drops blanks and carries no schema code: the
 * sign-in page loads faster. Unbuilt code (dev server, tests) checks here, and a problem shows the
 * config error page instead of the app.
 */
function checkedByBuild(source: Record<string, unknown>, demoApi?: ApiSecrets): AppEnv {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')) as RealApiEnv;
  return envFrom(raw, demoApi);
}

// VITE_DEMO is fixed at build time (vite --mode demo; Vitest and Storybook set it too), so in a
// real-API build this is `undefined` and the demo values are dropped from the bundle.
const demoApi = import.meta.env.VITE_DEMO === '1' ? DEMO_ENV : undefined;
// A build drops the second branch, and the schema code with it.
const loaded: { env: AppEnv; problems: EnvProblem[] } = import.meta.env.PROD
  ? { env: checkedByBuild(import.meta.env, demoApi), problems: [] }
  : (await import('./env-check')).readEnv(import.meta.env, demoApi);

export const env: AppEnv = loaded.env;
/** Empty unless the build's settings are missing or malformed. */
export const envProblems: EnvProblem[] = loaded.problems;
