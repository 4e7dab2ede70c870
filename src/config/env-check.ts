import { envFrom, withApi, type ApiSecrets, type AppEnv } from './app-env';
import { checkDemoEnv, checkRealApiEnv, describeEnvProblems, type EnvProblem } from './env-schema';

// The settings checked in the browser: only unbuilt code (dev server, tests) runs this (./env.ts).

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
  return envFrom(checked.data);
}

/** Never throws: main.tsx shows the problems on a page of their own instead of the app. */
export function readEnv(
  source: Record<string, unknown>,
  demoApi?: ApiSecrets,
): { env: AppEnv; problems: EnvProblem[] } {
  try {
    return { env: parseEnv(source, demoApi), problems: [] };
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Harmless values so modules that read env while loading do not crash before the page shows.
    const unusable = parseEnv({}, { apiBase: '', aesSecret: '', aesIv: '', signSecret: '' });
    return { env: { ...unusable, demo: false }, problems: error.problems };
  }
}
