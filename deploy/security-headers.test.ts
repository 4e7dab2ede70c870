import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { policiesCreatedIn } from '../config/served-headers';
import { serverBlock } from './nginx-config.mjs';
import {
  BUILT_POLICY_FILE,
  builtPolicy,
  contentSecurityPolicy,
  readBuiltPolicy,
  securityHeaders,
} from './security-headers.mjs';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const policyOf = (settings: Record<string, string>, extra = {}) => contentSecurityPolicy(builtPolicy(settings, extra));

describe('the policy a build writes, from its settings', () => {
  it('allows the API origin for calls and images, and nothing inline or evaluated', () => {
    const csp = policyOf({ VITE_API_BASE: 'https://api.example.test/v1/' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.test']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names the real-time socket with its scheme and port, extra image origins and the extra calls', () => {
    const csp = policyOf(
      {
        VITE_API_BASE: 'https://api.example.test/',
        VITE_PUSHER_KEY: 'k',
        VITE_PUSHER_HOST: 'ws.example.test',
        VITE_PUSHER_PORT: '443',
        VITE_PUSHER_TLS: 'true',
        VITE_IMAGE_ORIGINS: 'https://img.example.test  https://cdn.example.test/pictures/',
      },
      { connect: ['http://127.0.0.1:6001'] },
    );
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.test',
      'wss://ws.example.test:443',
      'http://127.0.0.1:6001',
    ]);
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.example.test', 'https://cdn.example.test']),
    );
  });

  it('keeps a relative API base on the page origin', () => {
    expect(directive(policyOf({ VITE_API_BASE: '/demo-api/' }), 'connect-src')).toEqual(["'self'"]);
  });

  it('requires Trusted Types for scripts and allows only the policies the bundle creates', () => {
    const named = contentSecurityPolicy(builtPolicy({}, { trustedTypes: ['backoffice-script-url'] }));
    expect(directive(named, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(named, 'trusted-types')).toEqual(['backoffice-script-url']);
    expect(directive(policyOf({}), 'trusted-types')).toEqual(["'none'"]);
  });

  it('refuses settings it cannot turn into a policy, naming the variable', () => {
    expect(() => builtPolicy({ VITE_PUSHER_KEY: 'k' })).toThrow(/VITE_PUSHER_HOST/);
    expect(() => builtPolicy({ VITE_PUSHER_KEY: 'k', VITE_PUSHER_HOST: 'a.test; script-src *' })).toThrow(
      /VITE_PUSHER_HOST/,
    );
    expect(() => builtPolicy({ VITE_IMAGE_ORIGINS: 'ftp://x.test' })).toThrow(/VITE_IMAGE_ORIGINS/);
  });
});

describe('the policy file in a build', () => {
  let dir = '';
  const write = (content: unknown) => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-policy-'));
    writeFileSync(path.join(dir, BUILT_POLICY_FILE), JSON.stringify(content));
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read back as it was written', () => {
    const built = builtPolicy({ VITE_API_BASE: 'http://127.0.0.1:4599/' }, { trustedTypes: ['backoffice-script-url'] });
    expect(readBuiltPolicy(write(built))).toEqual(built);
  });

  it('is required: a build without it must be rebuilt, not served with a guessed policy', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-policy-'));
    expect(() => readBuiltPolicy(dir)).toThrow(/security-headers\.json is missing.*build the app/);
  });

  it('cannot put anything but origins and policy names into the header', () => {
    const api = ["https://api.test; script-src 'unsafe-inline'"];
    expect(() => readBuiltPolicy(write({ origins: { api }, trustedTypes: [] }))).toThrow(/origins\.api/);
    expect(() => readBuiltPolicy(write({ origins: {}, trustedTypes: ["'none'; x"] }))).toThrow(/trustedTypes/);
  });
});

describe('Trusted Types policies found in built scripts', () => {
  it('reads the names written out, and fails on a name it cannot read', () => {
    const code = 'let e=globalThis.trustedTypes;e&&e.createPolicy(`backoffice-script-url`,{createScriptURL(e){}})';
    expect(policiesCreatedIn(code, 'a.js')).toEqual(['backoffice-script-url']);
    expect(policiesCreatedIn("trustedTypes.createPolicy('lib', {})", 'b.js')).toEqual(['lib']);
    expect(policiesCreatedIn('nothing here', 'c.js')).toEqual([]);
    expect(() => policiesCreatedIn('trustedTypes.createPolicy(name,{})', 'd.js')).toThrow(/d\.js .*not a literal/);
  });
});

describe('the nginx configuration', () => {
  it('sends every header on every location, errors included, and keeps build files that are not the app', () => {
    const headers = securityHeaders(builtPolicy({}));
    const block = serverBlock({ root: '/srv/app', headers });
    const locations = block.split('location ').slice(1);
    // Assets, the page, the service worker, the manifest, build files that are not the app, the routes.
    expect(locations).toHaveLength(6);
    for (const location of locations)
      for (const name of Object.keys(headers)) expect(location).toMatch(new RegExp(`add_header ${name} .* always;`));
    expect(block).toContain('try_files $uri =404;');
    expect(block).toContain('try_files $uri /index.html;');
    // The installed app's files: never a page in their place, the manifest with its type.
    expect(block).toMatch(/location = \/sw\.js \{\s+try_files \$uri =404;/);
    expect(block).toMatch(
      /location = \/manifest\.webmanifest \{\s+types \{ \}\s+default_type application\/manifest\+json;/,
    );
    expect(block).toMatch(/default "no-store";/);
    const hidden = new RegExp(block.match(/location ~ "([^"]+)"/)![1]!);
    for (const file of ['/security-headers.json', '/.vite/manifest.json', '/assets/index-abc.js.map'])
      expect(file).toMatch(hidden);
    for (const file of ['/assets/index-abc.js', '/login', '/favicon.svg']) expect(file).not.toMatch(hidden);
  });
});
