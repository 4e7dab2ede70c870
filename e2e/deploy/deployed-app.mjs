// A real-API build served as deployed: built with settings that point its API at the demo backend
// on an origin of its own (api-server.mjs), copied to .deploy-run/site and served by Debian's nginx
// with the production configuration, rendered by deploy/nginx-config.mjs in a shell that has none of
// the build's VITE_* variables (as on a server): the policy must come from the build itself. Both on
// 127.0.0.1 only. Used by the deployed e2e (scripts/test-deploy.mjs) and the bench (bench/deployed.mjs).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPolicy, securityHeaders } from '../../deploy/security-headers.mjs';
import { env, npx, run } from '../../scripts/lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_PORT = 4186;
export const API_PORT = 4187;
export const APP_URL = `http://127.0.0.1:${NGINX_PORT}`;
export const OUT = path.join(ROOT, 'dist-deploy');
export const RUN = path.join(ROOT, '.deploy-run');
export const NGINX = '/usr/sbin/nginx';

// The envelope's secrets must be the ones the demo backend opens envelopes with.
const demoEnv = readFileSync(path.join(ROOT, 'src/config/demo-env.ts'), 'utf8');
const demoValue = (name) => demoEnv.match(new RegExp(`${name}: '([^']+)'`))?.[1];
export const SETTINGS = {
  VITE_API_BASE: `http://127.0.0.1:${API_PORT}/demo-api/`,
  VITE_API_AES_SECRET: demoValue('aesSecret'),
  VITE_API_AES_IV: demoValue('aesIv'),
  VITE_API_SIGN_SECRET: demoValue('signSecret'),
};

/** The calling shell's environment without any VITE_* variable. */
const withoutSettings = () => Object.fromEntries(Object.entries(env()).filter(([k]) => !k.startsWith('VITE_')));

/** Builds (unless `build` is false and a build exists) and writes the site and nginx.conf to .deploy-run. */
export async function prepareDeployed({ build = true } = {}) {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed (apt-get install nginx)');
  if (build || !existsSync(OUT)) {
    // Settings come only from here: VITE_* variables of the calling shell are dropped.
    const base = withoutSettings();
    const result = await npx(
      // Hidden source maps feed the bench's bundle report; they are never served (see the copy below).
      [
        'vite',
        'build',
        '--mode',
        'production',
        '--outDir',
        OUT,
        '--emptyOutDir',
        '--manifest',
        '--sourcemap',
        'hidden',
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, env: { ...base, ...SETTINGS } },
    );
    if (result.code !== 0) throw new Error(`the real-API build failed (${result.code})`);
  }
  // nginx serves a copy, so a test can take files away as a redeploy does; source maps stay behind.
  rmSync(RUN, { recursive: true, force: true });
  mkdirSync(path.join(RUN, 'site'), { recursive: true });
  cpSync(OUT, path.join(RUN, 'site'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}.vite`) && !src.endsWith('.map'),
  });
  cpSync(path.join(OUT, '.vite', 'manifest.json'), path.join(RUN, 'manifest.json'));
  const site = path.join(RUN, 'site');
  // As on a server: the configuration is rendered where none of the build's settings are set.
  const rendered = await run(
    'node',
    [
      path.join(ROOT, 'deploy/nginx-config.mjs'),
      '--root',
      site,
      '--listen',
      `127.0.0.1:${NGINX_PORT}`,
      '--standalone',
      '--run-dir',
      RUN,
    ],
    { cwd: RUN, env: withoutSettings(), quietStdout: true },
  );
  if (rendered.code !== 0) throw new Error(`deploy/nginx-config.mjs failed (${rendered.code})`);
  writeFileSync(path.join(RUN, 'nginx.conf'), rendered.stdout);
  // What the spec expects on every answer: the headers made from the build's own policy file.
  writeFileSync(path.join(RUN, 'headers.json'), JSON.stringify(securityHeaders(readBuiltPolicy(site))));
}

/** The commands that serve the prepared build (Playwright's webServer entries use them too). */
export const API_COMMAND = ['node', [path.join(ROOT, 'e2e/deploy/api-server.mjs'), String(API_PORT)]];
export const NGINX_COMMAND = [NGINX, ['-e', 'stderr', '-p', RUN, '-c', 'nginx.conf']];

async function answers(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the API and nginx for a prepared build; `stop()` ends both. */
export async function startDeployed() {
  const children = [API_COMMAND, NGINX_COMMAND].map(([command, args]) =>
    spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.once('exit', stop);
  try {
    await answers(`http://127.0.0.1:${API_PORT}/health`, 90_000);
    await answers(`${APP_URL}/login`, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
