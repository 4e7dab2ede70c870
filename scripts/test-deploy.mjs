// The app as deployed: a real-API build (no demo backend inside) served by Debian's nginx with the
// configuration of deploy/nginx-config.mjs, talking to the demo backend's API contract on an origin
// of its own (e2e/deploy/api-server.mjs). Both listen on 127.0.0.1 only; Playwright starts and stops
// them (playwright.deploy.config.ts). `--no-build` reuses dist-deploy.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standaloneConfig } from '../deploy/nginx-config.mjs';
import { securityHeaders } from '../deploy/security-headers.mjs';
import { env, npx } from './lib.mjs';

export const NGINX_PORT = 4190;
export const API_PORT = 4191;
const OUT = path.resolve('dist-deploy');
const RUN = path.resolve('.deploy-run');

// The envelope's secrets must be the ones the demo backend opens envelopes with.
const demoEnv = readFileSync('src/config/demo-env.ts', 'utf8');
const demoValue = (name) => demoEnv.match(new RegExp(`${name}: '([^']+)'`))?.[1];
const SETTINGS = {
  VITE_API_BASE: `http://127.0.0.1:${API_PORT}/demo-api/`,
  VITE_API_AES_SECRET: demoValue('aesSecret'),
  VITE_API_AES_IV: demoValue('aesIv'),
  VITE_API_SIGN_SECRET: demoValue('signSecret'),
};

if (!existsSync('/usr/sbin/nginx')) {
  console.error('nginx is not installed (apt-get install nginx): the deployed app cannot be tested');
  process.exit(1);
}

if (!process.argv.includes('--no-build') || !existsSync(OUT)) {
  // Settings come only from here: VITE_* variables of the calling shell are dropped.
  const base = Object.fromEntries(Object.entries(env()).filter(([k]) => !k.startsWith('VITE_')));
  const build = await npx(
    ['vite', 'build', '--mode', 'production', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { env: { ...base, ...SETTINGS } },
  );
  if (build.code !== 0) process.exit(build.code);
}

// nginx serves a copy, so a test can take files away as a redeploy does.
rmSync(RUN, { recursive: true, force: true });
mkdirSync(path.join(RUN, 'site'), { recursive: true });
cpSync(OUT, path.join(RUN, 'site'), { recursive: true, filter: (src) => !src.includes(`${path.sep}.vite`) });
cpSync(path.join(OUT, '.vite', 'manifest.json'), path.join(RUN, 'manifest.json'));
writeFileSync(
  path.join(RUN, 'nginx.conf'),
  standaloneConfig({
    root: path.join(RUN, 'site'),
    listen: `127.0.0.1:${NGINX_PORT}`,
    runDir: RUN,
    headers: securityHeaders(SETTINGS),
  }),
);
writeFileSync(path.join(RUN, 'headers.json'), JSON.stringify(securityHeaders(SETTINGS)));

const passthrough = process.argv.slice(2).filter((a) => a !== '--no-build');
const result = await npx(['playwright', 'test', '--config', 'playwright.deploy.config.ts', ...passthrough], {
  env: env(),
});
process.exit(result.code);
