import { describe, expect, it } from 'vitest';
import { serverBlock } from './nginx-config.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers from the build settings', () => {
  it('allows the API origin for calls and images, and nothing inline or evaluated', () => {
    const csp = contentSecurityPolicy({ VITE_API_BASE: 'https://api.example.test/v1/' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.test']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names the real-time socket with its scheme and port, and extra image origins', () => {
    const csp = contentSecurityPolicy({
      VITE_API_BASE: 'https://api.example.test/',
      VITE_PUSHER_KEY: 'k',
      VITE_PUSHER_HOST: 'ws.example.test',
      VITE_PUSHER_PORT: '443',
      VITE_PUSHER_TLS: 'true',
      VITE_IMAGE_ORIGINS: 'https://img.example.test  https://cdn.example.test/pictures/',
    });
    expect(directive(csp, 'connect-src')).toContain('wss://ws.example.test:443');
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.example.test', 'https://cdn.example.test']),
    );
  });

  it('keeps a relative API base on the page origin', () => {
    expect(directive(contentSecurityPolicy({ VITE_API_BASE: '/demo-api/' }), 'connect-src')).toEqual(["'self'"]);
  });

  it('refuses settings it cannot turn into a policy, naming the variable', () => {
    expect(() => contentSecurityPolicy({ VITE_PUSHER_KEY: 'k' })).toThrow(/VITE_PUSHER_HOST/);
    expect(() => contentSecurityPolicy({ VITE_IMAGE_ORIGINS: 'ftp://x.test' })).toThrow(/VITE_IMAGE_ORIGINS/);
  });

  it('sends every header on every location of the nginx configuration, errors included', () => {
    const headers = securityHeaders({});
    const block = serverBlock({ root: '/srv/app', headers });
    const locations = block.split('location ').slice(1);
    expect(locations).toHaveLength(3);
    for (const location of locations)
      for (const name of Object.keys(headers)) expect(location).toMatch(new RegExp(`add_header ${name} .* always;`));
    expect(block).toContain('try_files $uri =404;');
    expect(block).toContain('try_files $uri /index.html;');
    expect(block).toMatch(/default "no-store";/);
  });
});
