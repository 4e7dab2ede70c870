// Several soketi nodes joined by Redis behind nginx, on 127.0.0.1 only, as deploy/realtime-cluster.md
// describes a deployment: Debian's redis-server on a free port (no dump, no append-only file), soketi
// nodes with the Redis adapter, and Debian's nginx on `listen` with the configuration rendered by
// deploy/nginx-config.mjs (node A primary, node B `backup`, so a socket lands on A while it is up).
// Every process dies with the one that started it (exit-with-parent.cjs, run-tied.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { standaloneConfig } from '../../deploy/nginx-config.mjs';
import { portAnswers, startSoketi } from './soketi.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/** A port nothing listens on at the moment, chosen by the system on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, child, timeoutMs, output) {
  const started = Date.now();
  while (!(await check())) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs)
      throw new Error(`${what} did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

/** Runs `program` through run-tied.mjs; resolves once `ready()` holds; `stop()` ends it. */
async function startTied(what, program, args, ready, { cwd = here, timeoutMs = 20_000 } = {}) {
  const child = spawn(process.execPath, [path.join(here, 'run-tied.mjs'), String(process.pid), program, ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitFor(ready, what, child, timeoutMs, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    process.removeListener('exit', killOnExit);
    throw error;
  }
  return {
    output: () => output,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** redis-server on 127.0.0.1:`port`, in memory only (no RDB snapshot, no append-only file). */
export function startRedis(port, dir) {
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir];
  return startTied('redis-server', REDIS_SERVER, args, () => portAnswers(port), { cwd: dir });
}

/** The soketi settings of one node of the cluster: the Redis adapter on the given Redis. */
export const redisAdapterEnv = (redisPort) => ({
  SOKETI_ADAPTER_DRIVER: 'redis',
  SOKETI_ADAPTER_REDIS_PREFIX: 'backoffice-e2e',
  SOKETI_DB_REDIS_HOST: '127.0.0.1',
  SOKETI_DB_REDIS_PORT: String(redisPort),
});

/**
 * Starts Redis, soketi nodes A and B and nginx on 127.0.0.1:`listen`. Resolves to the ports and
 * controls: `nodes.a.stop()` / `nodes.a.start()` take a node down and back; `upstreams()` lists the
 * node port that answered each finished request (nginx logs a WebSocket when it closes); `stop()`
 * ends everything and removes the temporary directory.
 */
export async function startRealtimeCluster({ listen = 6001 } = {}) {
  if (await portAnswers(listen)) throw new Error(`127.0.0.1:${listen} is already in use; stop that server first`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realtime-cluster-'));
  const started = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop?.().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    started.push(await startRedis(redisPort, dir));
    const node = async (name) => {
      const port = await freePort();
      let running = await startSoketi({ port, env: redisAdapterEnv(redisPort) });
      const control = {
        name,
        port,
        async stop() {
          await running?.stop();
          running = null;
        },
        async start() {
          running ??= await startSoketi({ port, env: redisAdapterEnv(redisPort) });
        },
      };
      started.push(control);
      return control;
    };
    const a = await node('a');
    const b = await node('b');

    const runDir = path.join(dir, 'nginx');
    mkdirSync(runDir);
    const config = standaloneConfig({
      runDir,
      accessLog: 'access.log',
      realtime: { listen: `127.0.0.1:${listen}`, nodes: [`127.0.0.1:${a.port}`], backups: [`127.0.0.1:${b.port}`] },
    });
    writeFileSync(path.join(runDir, 'nginx.conf'), config);
    started.push(
      await startTied('nginx', NGINX, ['-e', 'stderr', '-p', runDir, '-c', 'nginx.conf'], () => portAnswers(listen), {
        cwd: runDir,
      }),
    );
    const upstreams = () => {
      try {
        return readFileSync(path.join(runDir, 'access.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            // `$request $status $upstream_addr`; a request retried on the next node lists both.
            const [method, url, , status, ...upstream] = line.split(' ');
            return { method, url, status: Number(status), upstream: upstream.join(' ') };
          });
      } catch {
        return [];
      }
    };
    return { redisPort, listen, nodes: { a, b }, upstreams, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
