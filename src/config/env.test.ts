import { describe, expect, it } from 'vitest';
import { DEMO_ENV, parseEnv } from './env';

describe('parseEnv', () => {
  it('uses the demo backend when no API base is configured', () => {
    const env = parseEnv({});
    expect(env.demo).toBe(true);
    expect(env.apiBase).toBe(DEMO_ENV.apiBase);
  });

  it('validates a real API configuration', () => {
    const env = parseEnv({
      VITE_API_BASE: 'https://api.example.com/',
      VITE_API_AES_SECRET: 'a-long-secret',
      VITE_API_AES_IV: '1234567890abcdef',
      VITE_API_SIGN_SECRET: 'sign',
    });
    expect(env.demo).toBe(false);
    expect(env.apiBase).toBe('https://api.example.com/');
    expect(() => parseEnv({ VITE_API_BASE: 'https://api.example.com/', VITE_API_AES_IV: 'short' })).toThrow(
      /VITE_API_AES/,
    );
  });
});
