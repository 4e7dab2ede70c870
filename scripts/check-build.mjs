// A real-API build leaves the demo out and refuses bad settings: one build with valid settings whose
// output is searched for anything of the demo backend, then builds with a bad setting (two real-API,
// one demo) that must fail before bundling, naming the variable. The valid build and a demo build are
// then served by `vite preview` from a shell without any VITE_* variable: the security policy must
// still name what each bundle talks to (it comes from the build's security-headers.json).
// `--demo-out=DIR` keeps the demo build in DIR (the suite hands it to the e2e step) instead of a
// temporary folder. Closing line: "Build checks: N failed, N passed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env, npx } from './lib.mjs';

const VALID = {
  VITE_API_BASE: 'https://api.example.test/v1/',
  VITE_API_AES_SECRET: 'check-build-aes-secret',
  VITE_API_AES_IV: '0123456789abcdef',
  VITE_API_SIGN_SECRET: 'check-build-sign',
};

// Settings come only from here: VITE_* variables of the calling shell are dropped.
function buildEnv(settings) {
  const base = Object.fromEntries(Object.entries(env()).filter(([k]) => !k.startsWith('VITE_')));
  return { ...base, ...settings };
}

const build = (outDir, settings, mode = 'production') =>
  npx(['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: buildEnv(settings),
  });

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The headers `vite preview` sends for `outDir`, from a shell without the build's settings. */
async function previewHeaders(outDir) {
  const port = await freePort();
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const args = [vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn(process.execPath, args, { env: buildEnv({}), stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  try {
    for (let tries = 0; tries < 240 && child.exitCode === null; tries += 1) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/login`);
        return Object.fromEntries(answer.headers);
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    throw new Error(`vite preview did not answer: ${errors.slice(-500)}`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function checkServed(what, outDir, expected) {
  try {
    const csp = (await previewHeaders(outDir))['content-security-policy'] ?? '';
    const missing = expected.filter((part) => !csp.includes(part));
    check(
      `vite preview of ${what}, without its settings, sends its policy`,
      missing.length === 0,
      `lacks ${missing.join(', ')} in "${csp}"`,
    );
  } catch (error) {
    check(`vite preview of ${what}, without its settings, sends its policy`, false, error.message);
  }
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)],
  );
}

const demoAccounts = readFileSync('mocks/db/demo-accounts.ts', 'utf8');
const demoPasswords = [...demoAccounts.matchAll(/password: '([^']+)'/g)].map((m) => m[1]);
const demoEnv = readFileSync('src/config/demo-env.ts', 'utf8');
const demoSecrets = [...demoEnv.matchAll(/: '([^']+)'/g)].map((m) => m[1]);
// Strings only the demo backend holds: its worker's file name and its API base.
const forbidden = [...demoPasswords, ...demoSecrets, 'mockServiceWorker', 'demo-aes-secret'];

let passed = 0;
let failed = 0;
const results = [];
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  results.push({ name, status: ok ? 'passed' : 'failed', ...(ok ? {} : { detail }) });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n     ${detail}`}`);
}

const out = mkdtempSync(path.join(tmpdir(), 'check-build-'));
const demoOut =
  process.argv.find((a) => a.startsWith('--demo-out='))?.slice('--demo-out='.length) ?? path.join(out, 'demo');
try {
  const good = await build(out, VALID);
  check('a build with valid real-API settings succeeds', good.code === 0, good.output.slice(-500));
  if (good.code === 0) {
    const all = files(out);
    check('its output has no mockServiceWorker.js', !existsSync(path.join(out, 'mockServiceWorker.js')));
    const texts = all.map((f) => [path.relative(out, f), readFileSync(f, 'latin1')]);
    const leaks = texts.flatMap(([f, text]) => forbidden.filter((s) => text.includes(s)).map((s) => `${f}: ${s}`));
    check(
      `its output holds none of ${forbidden.length} demo strings (passwords, secrets)`,
      leaks.length === 0,
      leaks.join(', '),
    );
    // Proves the search looked at the right build: the configured API base is there.
    check(
      'its output uses the configured API base',
      texts.some(([, t]) => t.includes(VALID.VITE_API_BASE)),
    );
    let written = {};
    try {
      written = JSON.parse(readFileSync(path.join(out, 'security-headers.json'), 'utf8'));
    } catch {
      // reported below
    }
    check(
      'its security-headers.json names the API origin and the Trusted Types policy',
      JSON.stringify(written.origins?.api) === '["https://api.example.test"]' &&
        JSON.stringify(written.trustedTypes) === '["backoffice-script-url"]',
      JSON.stringify(written),
    );
    await checkServed('the real-API build', out, [
      "connect-src 'self' https://api.example.test;",
      "img-src 'self' data: blob: https://api.example.test;",
      "require-trusted-types-for 'script'; trusted-types backoffice-script-url",
    ]);
  }

  // The demo talks to its real-time server (soketi in the e2e tests) besides its own origin.
  const demo = await build(demoOut, {}, 'demo');
  check('a demo build succeeds', demo.code === 0, demo.output.slice(-500));
  if (demo.code === 0)
    await checkServed('the demo build', demoOut, [
      "connect-src 'self' ws://127.0.0.1:6001 http://127.0.0.1:6001;",
      "require-trusted-types-for 'script'; trusted-types backoffice-script-url",
    ]);

  // The built app trusts its settings (src/config/env.ts), so the demo build checks its own too.
  const cases = [
    ['a missing secret', { ...VALID, VITE_API_SIGN_SECRET: undefined }, /VITE_API_SIGN_SECRET is required/],
    [
      'an API base without its trailing slash',
      { ...VALID, VITE_API_BASE: 'https://api.example.test/v1' },
      /VITE_API_BASE must end with \//,
    ],
    ['an unknown time zone (demo)', { VITE_PLATFORM_TZ: 'Mars/Olympus' }, /VITE_PLATFORM_TZ must be an IANA/, 'demo'],
  ];
  for (const [what, settings, message, mode] of cases) {
    const kept = Object.fromEntries(Object.entries(settings).filter(([, v]) => v));
    const bad = await build(path.join(out, 'bad'), kept, mode);
    check(
      `a build with ${what} fails naming the variable`,
      bad.code !== 0 && message.test(bad.output),
      bad.output.slice(-500),
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log(`\nBuild checks: ${failed} failed, ${passed} passed`);
// The report test-all.mjs counts from.
mkdirSync('test-results/build', { recursive: true });
writeFileSync(
  'test-results/build/report.json',
  `${JSON.stringify({ passed, failed, skipped: 0, results }, null, 2)}\n`,
);
process.exit(failed > 0 ? 1 : 0);
