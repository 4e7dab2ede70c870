// A real Pusher-protocol server (soketi) for the end-to-end tests, on loopback only.
// It is installed from this folder's own package.json (about 300 MB with aws-sdk), apart from the
// app's dependencies, so that `npm install` of the app stays fast; the first start installs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverScript = path.join(here, 'node_modules', '@soketi', 'soketi', 'bin', 'server.js');

/** The demo's app (src/config/demo-env.ts, DEMO_REALTIME). */
export const SOKETI_APP = { id: 'demo-app', key: 'demo-key', secret: 'demo-secret' };

/** Installs soketi into e2e/realtime-server/node_modules when it is missing. */
export function ensureSoketiInstalled() {
  if (existsSync(serverScript)) return;
  const started = Date.now();
  console.log('[soketi] installing e2e/realtime-server (first run)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The committed lockfile lists every platform's optional binaries: a clean install leaves it as it is.
  const result = spawnSync(npm, ['ci', '--prefix', here, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --prefix ${here} failed (${result.status})`);
  console.log(`[soketi] installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// Only loopback: soketi's peer discovery otherwise broadcasts UDP to 255.255.255.255 every 500 ms.
export function loopbackEnv(port) {
  return {
    SOKETI_HOST: '127.0.0.1',
    SOKETI_PORT: String(port),
    SOKETI_METRICS_ENABLED: 'false',
    SOKETI_METRICS_HOST: '127.0.0.1',
    SOKETI_CLUSTER_UNICAST_ADDRESSES: '127.0.0.1',
    SOKETI_CLUSTER_BROADCAST_ADDRESS: '127.255.255.255',
    SOKETI_DEFAULT_APP_ID: SOKETI_APP.id,
    SOKETI_DEFAULT_APP_KEY: SOKETI_APP.key,
    SOKETI_DEFAULT_APP_SECRET: SOKETI_APP.secret,
  };
}

/**
 * Starts soketi on 127.0.0.1:`port` and resolves once it accepts connections. `env` adds settings
 * (the Redis adapter of a cluster, e2e/realtime-server/cluster.mjs) to the loopback ones, which it
 * cannot override. The process is killed by `stop()`, when this process exits for any reason, and
 * (through its own watch of this process's pid) even when this process is killed outright.
 */
export async function startSoketi({ port = 6001, env = {}, timeoutMs = 30_000 } = {}) {
  ensureSoketiInstalled();
  if (await portAnswers(port)) throw new Error(`127.0.0.1:${port} is already in use; stop that server first`);
  // The config file binds the cluster discovery's UDP socket to 127.0.0.1 (node-discover's own default is
  // 0.0.0.0, and soketi has no environment variable for it).
  const args = ['--require', path.join(here, 'exit-with-parent.cjs'), serverScript, 'start'];
  const child = spawn(process.execPath, [...args, `--config=${path.join(here, 'soketi.config.json')}`], {
    cwd: here,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      ...loopbackEnv(port),
      E2E_PARENT_PID: String(process.pid),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const started = Date.now();
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      throw new Error(`soketi did not start on 127.0.0.1:${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    startedInMs: Date.now() - started,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
