// A real-API build leaves the demo out and refuses bad settings: one build with valid settings whose
// output is searched for anything of the demo backend, then builds with a bad setting (two real-API,
// one demo) that must fail before bundling, naming the variable. Closing line: "Build checks: N failed, N passed".
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n     ${detail}`}`);
}

const out = mkdtempSync(path.join(tmpdir(), 'check-build-'));
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
  }

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
process.exit(failed > 0 ? 1 : 0);
