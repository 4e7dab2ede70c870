import { describe, expect, it } from 'vitest';
import { DEMO_ENV } from './env';
import { EnvError, parseEnv } from './env-check';

const realApi = {
  VITE_API_BASE: 'https://api.example.com/',
  VITE_API_AES_SECRET: 'a-long-secret',
  VITE_API_AES_IV: '1234567890abcdef',
  VITE_API_SIGN_SECRET: 'sign',
};

const problemsOf = (source: Record<string, unknown>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return Object.fromEntries(error.problems.map((p) => [p.variable, p.message]));
    throw error;
  }
  return {};
};

describe('parseEnv', () => {
  it('uses the demo values only when a demo build passes them', () => {
    const env = parseEnv({}, DEMO_ENV);
    expect(env.demo).toBe(true);
    expect(env.apiBase).toBe(DEMO_ENV.apiBase);
  });

  it('does not fall back to the demo when the API base is empty', () => {
    expect(problemsOf({ VITE_API_BASE: '' })).toEqual({
      VITE_API_BASE: 'is required',
      VITE_API_AES_SECRET: 'is required',
      VITE_API_AES_IV: 'is required',
      VITE_API_SIGN_SECRET: 'is required',
    });
  });

  it('validates a real API configuration', () => {
    const env = parseEnv({ ...realApi, VITE_API_TIMEOUT_MS: '', VITE_PLATFORM_TZ: 'Asia/Bangkok' });
    expect(env).toMatchObject({ demo: false, apiBase: 'https://api.example.com/', timeoutMs: 20000 });
    expect(env.platformTz).toBe('Asia/Bangkok');
  });

  it('names each malformed variable once', () => {
    expect(
      problemsOf({
        ...realApi,
        VITE_API_BASE: 'https://api.example.com',
        VITE_API_AES_IV: 'short',
        VITE_API_TIMEOUT_MS: '-5',
        VITE_PUSHER_PORT: '70000',
        VITE_PLATFORM_TZ: 'Mars/Olympus',
      }),
    ).toEqual({
      VITE_API_BASE: 'must end with /',
      VITE_API_AES_IV: 'must be exactly 16 characters',
      VITE_API_TIMEOUT_MS: 'must be a positive whole number of milliseconds',
      VITE_PUSHER_PORT: 'must be a port number',
      VITE_PLATFORM_TZ: 'must be an IANA time zone such as Asia/Taipei',
    });
    expect(problemsOf({ ...realApi, VITE_API_BASE: 'ftp://files.example.com/' })).toEqual({
      VITE_API_BASE: 'must be an http(s) URL',
    });
  });

  it('reads the deployment variant that hides account names from agents; off unless set to true', () => {
    expect(parseEnv(realApi).hideAccountNameForAgents).toBe(false);
    expect(parseEnv({ ...realApi, VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS: 'true' }).hideAccountNameForAgents).toBe(true);
    expect(problemsOf({ ...realApi, VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS: 'yes' })).toEqual({
      VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS: 'must be true or false',
    });
  });

  it('checks the common settings of a demo build too', () => {
    expect(() => parseEnv({ VITE_API_TIMEOUT_MS: 'soon' }, DEMO_ENV)).toThrow(/VITE_API_TIMEOUT_MS/);
  });
});
